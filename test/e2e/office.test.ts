/** Office staff work with companies in /office; others are refused the area in Finnish. */
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

describe('the office area', () => {
  it('finds people across companies by words in any order, exports them, and opens the company (issue 7 §3)', async () => {
    const { context, page } = await newPage(browser, inject('baseUrl'));
    await signIn(page, 'toimisto@pateva.test', DEMO_PASSWORD, '/office');
    await page.getByRole('menuitem', { name: 'Henkilöt' }).click();
    await page.waitForURL(/\/office\/all-people/);
    await page.getByPlaceholder('Hae nimellä, sähköpostilla tai yrityksellä').fill('virtanen matti');
    const row = page.getByRole('row', { name: /Rakennus Virtanen Oy/ }).filter({ hasText: 'Mäkinen Matti' });
    await row.waitFor();
    await expect.poll(() => page.getByText('Korhonen Liisa').count()).toBe(0);
    await snap(page, '13-office-people');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Vie/ }).click();
    const csv = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of csv) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text.split('\n')[0]).toBe('\ufeffTunniste;Yritys;Nimi;Sähköposti;Puhelin;Tehtävänimike;Rooli;Pääkäyttäjä;Toimitusjohtaja;Yhteyshenkilö;Tuotannon johto');
    expect(text).toContain('Rakennus Virtanen Oy;Mäkinen Matti');
    await row.getByRole('link', { name: 'Avaa yritys Rakennus Virtanen Oy' }).click();
    await page.waitForURL(/\/office\/companies\/\d+\/show\/people/);
    await context.close();
  });

  it('lists, searches, pages, shows and edits companies', async () => {
    const { context, page } = await newPage(browser, inject('baseUrl'));
    // Staff land in their own area (issue 9 #7).
    await signIn(page, 'toimisto@pateva.test', DEMO_PASSWORD, '/office');
    await page.goto('/office/companies');
    await page.getByText('Rakennus Virtanen Oy').waitFor();
    await snap(page, '10-office-companies');

    await page.getByPlaceholder('Hae nimellä tai Y-tunnuksella').fill('lapin');
    await page.getByText('Lapin Maarakennus Oy').waitFor();
    await expect.poll(() => page.getByText('Rakennus Virtanen Oy').count()).toBe(0);
    await page.getByText('Lapin Maarakennus Oy').click();
    await page.getByText('Valtakatu 16').first().waitFor();
    await snap(page, '11-office-company-show');

    await page.getByRole('link', { name: 'Muokkaa' }).click();
    const name = field(page, 'Nimi');
    await name.fill('');
    await page.getByRole('button', { name: 'Tallenna' }).click();
    await expect.poll(() => page.getByText('Yrityksen nimi on pakollinen.').count()).toBeGreaterThan(0);
    await name.fill('Lapin Maarakennus ja Kuljetus Oy');
    await page.getByRole('button', { name: 'Tallenna' }).click();
    await page.getByText('Yritys tallennettu').waitFor();
    await snap(page, '12-office-company-saved');
    const saved = await page.evaluate(async () => (await fetch('/api/companies?q=kuljetus')).json());
    expect(saved.data.map((c: { name: string }) => c.name)).toEqual(['Lapin Maarakennus ja Kuljetus Oy']);

    // The change in the company's audit log, in Finnish and narrowed by its filters (issue 9 #10).
    await page.goto(`/office/companies/${saved.data[0].id}/show/audit-log`);
    const change = page.getByText('Nimi: Lapin Maarakennus Oy → Lapin Maarakennus ja Kuljetus Oy');
    await change.waitFor();
    const row = page.getByRole('row').filter({ has: change });
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(expect.arrayContaining(['Yritys', 'Muutettu']));
    await page.getByRole('combobox', { name: 'Tieto' }).click();
    await page.getByRole('option', { name: 'Yritys' }).click();
    await page.getByRole('textbox', { name: 'Alkaen' }).fill('1.1.2000');
    await change.waitFor();
    await page.getByRole('textbox', { name: 'Alkaen' }).fill('1.1.2100');
    await page.getByText('Valituilla ehdoilla ei löytynyt muutoksia.').waitFor();
    await snap(page, '14-office-audit-log');
    await context.close();
  });

  it('refuses a board member with a Finnish message and lets them into the board area', async () => {
    const { context, page } = await newPage(browser, inject('baseUrl'));
    await signIn(page, 'lautakunta@pateva.test', DEMO_PASSWORD, '/board');
    await page.goto('/office/companies');
    await page.getByText('Sinulla ei ole oikeutta tälle alueelle.').waitFor();
    await snap(page, '13-board-refused-office');
    await page.goto('/board');
    await page.getByRole('heading', { name: 'Lautakunta' }).first().waitFor();
    await context.close();
  });

  it('sends a signed-out visitor of an area to the login page', async () => {
    const { context, page } = await newPage(browser, inject('baseUrl'));
    await page.goto('/office/companies');
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await context.close();
  });
});
