/**
 * A company admin links a daughter company by business ID (one with no admin: linked at once), opens
 * the link and removes it; a link to a company with an admin waits until that admin accepts it.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { field, launch, newPage, signIn } from './browser';
import { DEMO_PASSWORD } from './fixtures';
import { waitForLink } from '../support/outbox';
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

  it('the office links Rakennus Virtanen Oy to Pohjolan Talotekniikka Oy; it waits until Rakennus Virtanen’s admin accepts', async () => {
    const office = await newPage(browser, inject('baseUrl'));
    await signIn(office.page, 'toimisto@pateva.test', DEMO_PASSWORD, '/office');
    const find = (q: string) => office.page.evaluate(async (query) => (await (await fetch(`/api/companies?q=${encodeURIComponent(query)}`)).json()).data[0], q);
    const pohjola = await find('Pohjolan Talotekniikka');
    const virtanen = await find('2900000-4');
    expect(virtanen.name).toBe('Rakennus Virtanen Oy');

    await office.page.goto(`/office/companies/${pohjola.id}/show/relations`);
    await office.page.getByText('Yrityksellä ei ole tytäryhtiöitä eikä työyhteenliittymiä.').waitFor();
    await field(office.page, 'Y-tunnus').fill('2900000-4');
    await office.page.getByRole('button', { name: 'Liitä yritys' }).click();
    await office.page.getByText('Liitospyyntö lähetetty. Liitos tulee voimaan, kun yrityksen Rakennus Virtanen Oy pääkäyttäjä hyväksyy sen.').waitFor();
    await office.page.getByRole('cell', { name: 'Odottaa hyväksyntää' }).waitFor();
    await snap(office.page, '43-relation-requested');
    await office.context.close();

    // Rakennus Virtanen's admin is mailed the way to the relation's own page, where it is answered.
    const link = new URL(await waitForLink(inject('dataDir'), 'yritys@pateva.test', /Liitospyyntö yritykseltä Pohjolan Talotekniikka Oy/));
    expect(link.pathname).toMatch(new RegExp(`^/companies/${virtanen.id}/relations/\\d+$`));

    const { context, page } = await newPage(browser, inject('baseUrl'));
    await signIn(page, 'yritys@pateva.test', DEMO_PASSWORD);
    await page.goto(link.pathname);
    await page.getByText('Odottaa hyväksyntää', { exact: true }).waitFor();
    await snap(page, '44-relation-awaiting-consent');
    await page.getByRole('button', { name: 'Hyväksy liitos Pohjolan Talotekniikka Oy' }).click();
    await page.getByText('Liitos hyväksytty').waitFor();
    await page.getByText('Voimassa', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /Hyväksy liitos/ }).count()).toBe(0);

    // Removed again, so that the company starts without relations in the other test.
    await page.getByRole('button', { name: 'Poista liitos' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Poista liitos' }).click();
    await page.getByText('Yrityksellä ei ole tytäryhtiöitä eikä työyhteenliittymiä.').waitFor();
    await context.close();
  });
});

