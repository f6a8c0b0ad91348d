/**
 * The browser tab's title (issue 9 #15): the page, then what it belongs to, then the
 * portal, e.g. "Henkilöt – Rakennus Virtanen Oy – Pätevä". No react-admin: the sign-in
 * pages use it too.
 */
import { useEffect } from 'react';

export const APP_NAME = 'Pätevä';

export function documentTitle(...parts: Array<string | null | undefined>): string {
  return [...parts.map((part) => part?.trim()).filter((part): part is string => !!part), APP_NAME].join(' – ');
}

export function useDocumentTitle(...parts: Array<string | null | undefined>): void {
  const title = documentTitle(...parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
