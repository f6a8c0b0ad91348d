/**
 * Issue 22 §3 end to end: the office opens Laskutusperuste for the previous and the current month,
 * sees the demo's application fees per company with their totals, downloads the basis as CSV, and
 * marks the rows invoiced after confirming; the rows are then gone from the basis, and marking them
 * again bills nothing twice. axe checks the page on a desktop and on a 390 × 844 phone in dark mode
 * (where nothing may be wider than the screen).
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageCall } from './api';
import { launch, signIn } from './browser';
import { DEMO_PASSWORD } from './fixtures';
import { axeViolations, overflow, settle } from './pageAudit';
import { snap } from './screenshots';
import type { InvoicingBasis, MarkInvoicedResult } from '../../src/domain/invoicing';
import { parseDateInput } from '../../src/domain/dates';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function officePage(phone: boolean): Promise<Page> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    colorScheme: phone ? 'dark' : 'light',
    isMobile: phone,
    hasTouch: phone,
    // axe-core is injected as an inline script, which the portal's CSP rightly refuses.
    bypassCSP: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await signIn(page, 'toimisto@pateva.test', DEMO_PASSWORD, '/office');
  return page;
}

async function audit(page: Page, where: string, phone: boolean): Promise<string[]> {
  await settle(page);
  const found = (await axeViolations(page)).map((line) => `${where}: ${line}`);
  if (phone) found.push(...(await overflow(page)).map((line) => `${where}: too wide: ${line}`));
  await snap(page, `invoicing-${where}`);
  return found;
}

describe('the invoicing basis', () => {
  it('shows the period’s rows per company, exports them as CSV and marks them invoiced once', { timeout: 180_000 }, async () => {
    const found: string[] = [];

    // On a phone first: the page fits and passes axe with the rows shown.
    const phone = await officePage(true);
    await phone.goto('/office/invoicing-basis');
    await phone.getByRole('heading', { name: 'Laskutusperuste' }).waitFor();
    await phone.getByRole('button', { name: 'Merkitse laskutetuksi' }).waitFor();
    found.push(...(await audit(phone, 'phone', true)));
    await phone.context().close();

    const page = await officePage(false);
    await page.goto('/office/invoicing-basis');
    await page.getByRole('heading', { name: 'Laskutusperuste' }).waitFor();
    // The period as the page shows it (d.M.yyyy), as the API takes it (yyyy-MM-dd).
    const from = parseDateInput(await page.getByLabel('Alkaen').inputValue());
    const to = parseDateInput(await page.getByLabel('Päättyen').inputValue());
    expect(from && to).toBeTruthy();
    const basis = await pageCall<InvoicingBasis>(page, 'GET', `/api/invoicing/basis?from=${from}&to=${to}`);
    expect(basis.status).toBe(200);
    const rows = basis.body.companies.flatMap((company) => company.rows);
    // The demo's sent applications (20 and 40 days ago) each owe their fee.
    expect(rows.length).toBeGreaterThan(0);
    const first = basis.body.companies[0];
    const section = page.getByRole('region', { name: first.companyName });
    await section.getByText(first.rows[0].description).first().waitFor();
    found.push(...(await audit(page, 'desktop', false)));

    // The CSV is the same rows.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Lataa CSV' }).click()]);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines.length).toBe(rows.length + 1);
    expect(csv).toContain(first.companyName);

    // Marked after the confirmation: the basis has nothing left of them.
    await page.getByRole('button', { name: 'Merkitse laskutetuksi' }).click();
    const confirm = page.getByRole('dialog', { name: 'Merkitäänkö rivit laskutetuiksi?' });
    await confirm.getByText(`${rows.length} riviä merkitään laskutetuiksi`).waitFor();
    await confirm.getByRole('button', { name: 'Vahvista' }).click();
    await page.getByText(`${rows.length} riviä merkitty laskutetuiksi.`).first().waitFor();
    const after = await pageCall<InvoicingBasis>(page, 'GET', `/api/invoicing/basis?from=${from}&to=${to}`);
    const left = new Set(after.body.companies.flatMap((company) => company.rows.map((row) => row.key)));
    for (const row of rows) expect(left.has(row.key), row.key).toBe(false);

    // Marking the same rows again bills nothing twice.
    const again = await pageCall<MarkInvoicedResult>(page, 'POST', '/api/invoicing/basis/invoiced', { from, to, row_keys: rows.map((row) => row.key) });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ invoiced: 0, alreadyInvoiced: rows.length });
    await page.context().close();

    expect(found).toEqual([]);
  });
});
