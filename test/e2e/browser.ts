/** Headless Debian Chromium driven by playwright-core, in Finnish, with a fresh profile each time. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium (.ci/run does)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export async function newPage(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'fi-FI', timezoneId: 'Europe/Helsinki', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An input by its exact label; MUI adds " *" to the label of a required field. */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${escape(label)}(\\s*\\*)?$`));
}

/** Signs in through the login page and waits for the front page. */
/** Signs in through the login page and waits for the landing page: / for company users, the area for staff. */
export async function signIn(page: Page, email: string, password: string, landing = '/'): Promise<void> {
  await page.goto('/auth/login');
  await field(page, 'Sähköpostiosoite').fill(email);
  await field(page, 'Salasana').fill(password);
  await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
  await page.waitForURL((url) => url.pathname === landing || url.pathname.startsWith(`${landing}/`));
}
