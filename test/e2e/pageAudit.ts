/**
 * Checks a page as a tester with axe-core and a phone would (issue 9 #12, #13): axe-core's
 * WCAG 2.1 A and AA rules, and nothing wider than the viewport.
 */
import axe from 'axe-core';
import type { Page, Request } from 'playwright-core';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
}

/** Requests a page has in flight, and when the last one started or ended (see settle). */
interface Traffic {
  inFlight: Set<Request>;
  lastChange: number;
}
const traffic = new WeakMap<Page, Traffic>();

function watch(page: Page): Traffic {
  const seen: Traffic = { inFlight: new Set(), lastChange: Date.now() };
  const done = (request: Request) => {
    seen.inFlight.delete(request);
    seen.lastChange = Date.now();
  };
  page.on('request', (request) => {
    seen.inFlight.add(request);
    seen.lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  traffic.set(page, seen);
  return seen;
}

/**
 * How long the page's requests must stay quiet: longer than react-admin's 500 ms debounce, after which
 * a list writes its filters to the address and fetches again (a shorter quiet let axe meet that fetch's spinner).
 */
const QUIET_MS = 550;

async function quiet(page: Page, seen: Traffic, until: number): Promise<void> {
  while (seen.inFlight.size > 0 || Date.now() - seen.lastChange < QUIET_MS) {
    if (Date.now() > until) throw new Error(`settle: requests still in flight after 15 s: ${[...seen.inFlight].map((r) => r.url()).join(', ')}`);
    await page.waitForTimeout(50);
  }
}

/**
 * Waits until the page has drawn its data: no request in flight, no progress indicator, no skeleton,
 * and no transition still running (MUI's dialogs, menus and ripples; axe reads colours mid-fade
 * otherwise). The first call on a page waits for Playwright's networkidle and from then on watches
 * the page's requests, so each later call (after a goto or a click) waits for the requests it sees
 * and for the browser to be idle (a chunk that has just arrived runs before it asks for its data),
 * instead of a fixed 500 ms and a fixed pause each time. If anything asked for more while it waited,
 * it waits again.
 */
export async function settle(page: Page): Promise<void> {
  const until = Date.now() + 15_000;
  let seen = traffic.get(page);
  if (!seen) {
    seen = watch(page);
    await page.waitForLoadState('networkidle');
  }
  for (;;) {
    await quiet(page, seen, until);
    const mark = seen.lastChange;
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })));
    await page.waitForFunction(
      () =>
        !document.querySelector('[role="progressbar"], .MuiSkeleton-root, .MuiLinearProgress-root') &&
        // Finite animations only: a spinner's endless one is ruled out by the line above.
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: Math.max(1, until - Date.now()), polling: 'raf' },
    );
    if (seen.inFlight.size === 0 && seen.lastChange === mark) return;
  }
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
