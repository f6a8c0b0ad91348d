/** A company admin edits a person's phone: the person page and the people list show the saved number at once (issue 9 #1). */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
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

describe('company people', () => {
  it('saves a phone by the +358 rule and shows it on the person and in the list', async () => {
    const { context, page } = await newPage(browser, inject('baseUrl'));
    await signIn(page, 'yritys@pateva.test', DEMO_PASSWORD);
    await page.getByRole('link', { name: /Rakennus Virtanen Oy/ }).first().click();
    await page.getByRole('tab', { name: 'Henkilöt' }).click();
    await page.getByRole('button', { name: 'Näytä henkilö Ville Virtanen' }).click();
    await page.waitForURL((url) => /\/people\/\d+$/.test(url.pathname));

    await page.getByRole('button', { name: 'Muokkaa perustietoja' }).click();
    await field(page, 'Etunimi').fill('');
    await page.getByRole('button', { name: 'Tallenna' }).click();
    await page.getByText('Etunimi on pakollinen.').waitFor();
    await field(page, 'Etunimi').fill('Ville');
    await field(page, 'Puhelin').fill('040 765 4321');
    await page.getByRole('button', { name: 'Tallenna' }).click();
    await page.getByText('Tiedot tallennettu').waitFor();
    await page.getByText('+358407654321').waitFor();
    await snap(page, '60-people-phone-saved');

    await page.getByRole('button', { name: 'Takaisin henkilölistaan' }).click();
    await page.getByRole('table', { name: 'Yrityksen henkilöt' }).getByText(/\+358407654321/).waitFor();
    await context.close();
  });
});
