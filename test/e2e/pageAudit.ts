/**
 * Checks a page as a tester with axe-core and a phone would (issue 9 #12, #13): axe-core's
 * WCAG 2.1 A and AA rules, and nothing wider than the viewport.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
}

/** Waits until the page has drawn its data: no network, no progress indicator, no skeleton. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"], .MuiSkeleton-root, .MuiLinearProgress-root'), undefined, { timeout: 15_000 });
  // MUI's transitions (dialogs, menus, ripples) end within 225 ms; axe reads colours mid-fade otherwise.
  await page.waitForTimeout(400);
}

/** axe-core's WCAG 2.1 A/AA violations on the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async (tags) => {
    const w = window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } };
    const result = await w.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })) }));
  }, WCAG_TAGS);
  return violations.flatMap((v) =>
    v.nodes.slice(0, 5).map((n) => `${v.id} (${v.help}) at ${JSON.stringify(n.target)} ${n.html.slice(0, 160)}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)}`),
  );
}

/** Elements that reach past the right edge of the viewport (and the page's own width if wider). */
export async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`page ${document.documentElement.scrollWidth}px wide in a ${width}px viewport`);
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      // Inside a scrolling container (tabs with scroll arrows, a table that scrolls by itself) it is reachable.
      let scroller: HTMLElement | null = element.parentElement;
      let clipped = false;
      while (scroller && scroller !== document.body) {
        const style = getComputedStyle(scroller);
        if (/(auto|scroll|hidden)/.test(style.overflowX) && scroller.getBoundingClientRect().right <= width + 1) {
          clipped = true;
          break;
        }
        scroller = scroller.parentElement;
      }
      if (clipped) continue;
      const label = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? '.' + element.className.split(' ').slice(0, 2).join('.') : ''}`;
      found.push(`${label} ends at ${Math.round(box.right)}px: "${(element.innerText ?? '').slice(0, 40).replace(/\s+/g, ' ')}"`);
      if (found.length > 5) break;
    }
    return found;
  });
}
