/** A company admin edits the company's basic information from "Perustiedot" (issue 18: it led to "Pääsy estetty"). */
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

describe('company basic information', () => {
  it('the company admin opens "Muokkaa perustietoja", changes the switchboard and saves it', async () => {
    const { context, page } = await newPage(browser, inject('baseUrl'));
    await signIn(page, 'yritys@pateva.test', DEMO_PASSWORD);
    await page.getByRole('link', { name: /Rakennus Virtanen Oy/ }).first().click();
    await page.waitForURL((url) => url.pathname.endsWith('/overview'));
    const overview = page.url();

    await page.getByRole('button', { name: 'Muokkaa perustietoja' }).click();
    const dialog = page.getByRole('dialog', { name: 'Muokkaa yrityksen perustietoja' });
    await dialog.waitFor();
    expect(page.url()).toBe(overview);
    await expect.poll(() => field(page, 'Nimi').inputValue()).toBe('Rakennus Virtanen Oy');
    await field(page, 'Vaihde').fill('+358 20 765 4321');
    await snap(page, '35-company-overview-edit');
    await dialog.getByRole('button', { name: 'Tallenna' }).click();
    await page.getByText('Yrityksen perustiedot tallennettu.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('+358207654321').or(page.getByText('+358 20 765 4321')).first().waitFor();
    expect(new URL(page.url()).pathname).not.toBe('/access-denied');
    await context.close();
  });
});
