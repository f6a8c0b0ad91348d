/**
 * A form dialog puts the cursor in its first field (issue 9 #14), so what the user starts typing
 * lands there; MUI's dialog would otherwise focus its own frame and the first characters are lost.
 */
import { useEffect, type RefObject } from 'react';

const FIELDS = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), [role="combobox"]:not([aria-disabled="true"])';

export function useFocusFirstField(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    // After the dialog's own focus trap has focused its frame (it does so when it opens).
    const timer = window.setTimeout(() => container.current?.querySelector<HTMLElement>(FIELDS)?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [container]);
}
