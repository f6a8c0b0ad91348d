/**
 * The browser tab carries the page's own title (issue 9 #15): whatever a view puts in the app
 * bar with react-admin's <Title> — a list's name, a company and its section — followed by the
 * portal's name. One place for every react-admin page, including the lists react-admin titles itself.
 */
import { useEffect } from 'react';
import { documentTitle } from '../../components/documentTitle';

/** react-admin's <TitlePortal> element, where every <Title> renders. */
const TITLE_ELEMENT_ID = 'react-admin-title';

export function DocumentTitleSync() {
  useEffect(() => {
    const element = document.getElementById(TITLE_ELEMENT_ID);
    if (!element) return undefined;
    const sync = () => {
      document.title = documentTitle(element.textContent);
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return null;
}
