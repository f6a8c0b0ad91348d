/** A company admin links a daughter company by business ID, opens the link and removes it. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { field, launch, newPage, signIn } from './browser';
import { DEMO_PASSWORD } from './fixtures';
import { snap } from './screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('group relations', () => {
  it('links Pohjolan Talotekniikka Oy as a daughter of Rakennus Virtanen Oy and removes the link', async () => {
    const { context, page } = await newPage(browser, inject('baseUrl'));
    await signIn(page, 'yritys@pateva.test', DEMO_PASSWORD);
    const company = (await page.evaluate(async () => (await fetch('/api/companies?registration_number=2900000-4')).json())).data[0];
    expect(company.name).toBe('Rakennus Virtanen Oy');

    await page.goto(`/companies/${company.id}/relations`);
    await page.getByRole('tab', { name: 'Konsernisuhteet', selected: true }).waitFor();
    await page.getByText('Yrityksellä ei ole tytäryhtiöitä eikä työyhteenliittymiä.').waitFor();
    await field(page, 'Y-tunnus').fill('2900001-2');
    await page.getByRole('button', { name: 'Liitä yritys' }).click();
    await page.getByText('Tytäryhtiö liitetty').waitFor();
    const link = page.getByRole('link', { name: 'Pohjolan Talotekniikka Oy' });
    await link.waitFor();
    await snap(page, '40-relation-linked');

    await link.click();
    await page.waitForURL((url) => new RegExp(`^/companies/${company.id}/relations/\\d+$`).test(url.pathname));
    await page.getByText('Pohjolan Talotekniikka Oy (2900001-2)').waitFor();
    await page.getByRole('button', { name: 'Poista liitos' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Poistetaanko liitos?').waitFor();
    await snap(page, '41-relation-confirm-delete');
    await dialog.getByRole('button', { name: 'Poista liitos' }).click();

    await page.waitForURL((url) => url.pathname === `/companies/${company.id}/relations`);
    await page.getByText('Tytäryhtiön liitos poistettu').waitFor();
    await page.getByText('Yrityksellä ei ole tytäryhtiöitä eikä työyhteenliittymiä.').waitFor();
    await snap(page, '42-relation-removed');
    await context.close();
  });
});
