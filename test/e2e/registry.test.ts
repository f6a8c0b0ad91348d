/**
 * The public registry (issue 20) as an anonymous visitor uses it, on a desktop and on a 390 px
 * phone: search a company of the demo data, open its certificate, see a suspended one, and an
 * unknown number said plainly; axe finds nothing, nothing is wider than the screen.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch } from './browser';
import { axeViolations, overflow, settle } from './pageAudit';
import { snap } from './screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function findings(page: Page, where: string, phone: boolean): Promise<string[]> {
  await settle(page);
  const found = (await axeViolations(page)).map((line) => `${where}: ${line}`);
  if (phone) found.push(...(await overflow(page)).map((line) => `${where}: too wide: ${line}`));
  return found;
}

describe.each([
  { label: 'desktop', viewport: { width: 1280, height: 900 }, phone: false },
  { label: 'phone', viewport: { width: 390, height: 844 }, phone: true },
])('the public registry on a $label', ({ label, viewport, phone }) => {
  it('finds a company, verifies its certificate and a suspended one, and says when a number is unknown', { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ baseURL: inject('baseUrl'), locale: 'fi-FI', timezoneId: 'Europe/Helsinki', viewport, colorScheme: phone ? 'dark' : 'light', bypassCSP: true });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const found: string[] = [];
    try {
      await page.goto('/rekisteri');
      await page.getByLabel('Yrityksen nimi tai Y-tunnus').fill('Virtanen');
      await page.getByRole('button', { name: 'Hae', exact: true }).click();
      await page.getByRole('heading', { name: 'Rakennus Virtanen Oy' }).waitFor();
      expect(await page.title()).toBe('Pätevä-rekisteri – Pätevä');
      found.push(...(await findings(page, 'search', phone)));
      await snap(page, `registry-${label}-search`);

      await page.getByRole('link', { name: / PTV-\d{4}-\d{6}$/ }).first().click();
      await page.getByText('Sertifikaatti on voimassa.').waitFor();
      expect(await page.title()).toMatch(/^Sertifikaatti PTV-\d{4}-\d{6} – Pätevä$/);
      found.push(...(await findings(page, 'certificate', phone)));
      await snap(page, `registry-${label}-certificate`);

      await page.goto('/rekisteri?q=Saariston');
      await page.getByRole('link', { name: / PTV-\d{4}-\d{6}$/ }).first().click();
      await page.getByText('Pätevä on keskeyttänyt sertifikaatin.', { exact: false }).waitFor();
      found.push(...(await findings(page, 'suspended', phone)));

      await page.goto('/rekisteri/todistus/PTV-1999-000000');
      await page.getByText('Rekisterissä ei ole sertifikaattia numerolla PTV-1999-000000.', { exact: false }).waitFor();
      found.push(...(await findings(page, 'unknown', phone)));
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
