/**
 * A company admin records finances: the validation toast says what is missing, a year with its
 * balance sheet and profit and loss PDF (progress, "Lähetetty"), a refused PNG named .pdf, and the
 * toast until the second year is there; then the office sees the years in /office.
 */
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

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const year = new Date().getFullYear();

describe('finances', () => {
  it('adds two years with their statements; the danger toast lasts until both are there', async () => {
    const { context, page } = await newPage(browser, inject('baseUrl'));
    await signIn(page, 'yritys@pateva.test', DEMO_PASSWORD);
    await page.getByRole('link', { name: /Rakennus Virtanen Oy/ }).first().click();
    await page.getByRole('tab', { name: 'Talous' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/finances'));
    await page.getByText('Tilinpäätöstietoja ei ole lisätty.', { exact: false }).first().waitFor();

    const addYear = async (y: number) => {
      await page.getByRole('button', { name: 'Lisää tilikausi' }).click();
      const form = page.getByRole('dialog', { name: 'Lisää tilikausi' });
      await field(page, 'Tilikausi (vuosi)').fill(String(y));
      await field(page, 'Tilikausi alkaa').fill(`1.1.${y}`);
      await field(page, 'Tilikausi päättyy').fill(`31.12.${y}`);
      await field(page, 'Liikevaihto (€)').fill('4 800 000');
      await field(page, 'Oma pääoma (€)').fill('900 000');
      await field(page, 'Taseen loppusumma (€)').fill('2 400 000');
      await form.getByRole('button', { name: 'Tallenna' }).click();
      return page.getByRole('dialog', { name: `Tilikauden ${y} asiakirjat` });
    };

    // The last closed year: a PNG named .pdf is refused beside the file; the PDF goes with two types.
    let files = await addYear(year - 1);
    await files.getByRole('checkbox', { name: 'Tase', exact: true }).check();
    await files.getByRole('checkbox', { name: 'Tuloslaskelma', exact: true }).check();
    const chooser = files.locator('input[type=file]');
    await chooser.setInputFiles({ name: 'tase.pdf', mimeType: 'application/pdf', buffer: PNG });
    await files.getByText('Tiedoston tyyppi ei ole sallittu. Sallitut tyypit: PDF.').waitFor();
    await snap(page, '60-finances-refused-file');
    await chooser.setInputFiles({ name: `Tilinpäätös ${year - 1}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await files.getByText('Lähetetty').waitFor();
    await files.getByRole('link', { name: `Lataa Tilinpäätös ${year - 1}.pdf` }).waitFor();
    await files.getByRole('button', { name: 'Sulje' }).click();
    await page.getByText(`Vain yhden päättyneen tilikauden (${year - 1}) tiedot on lisätty.`, { exact: false }).first().waitFor();
    await snap(page, '61-finances-one-year');

    // The year before: the combined statement (9).
    files = await addYear(year - 2);
    await files.getByRole('checkbox', { name: 'Tuloslaskelma ja tase' }).check();
    await files.locator('input[type=file]').setInputFiles({ name: 'yhdistetty.pdf', mimeType: 'application/pdf', buffer: PDF });
    await files.getByText('Lähetetty').waitFor();
    await files.getByRole('button', { name: 'Sulje' }).click();
    await page.getByText('Kahden viimeisimmän päättyneen tilikauden tilinpäätösasiakirjat on lisätty.').waitFor();
    await page.getByText('37,5 %').first().waitFor();
    await snap(page, '62-finances-complete');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, '63-finances-phone');
    await context.close();

    // The office sees the same years on the company's tab.
    const office = await newPage(browser, inject('baseUrl'));
    await signIn(office.page, 'toimisto@pateva.test', DEMO_PASSWORD, '/office');
    await office.page.goto('/office/companies');
    await office.page.getByText('Rakennus Virtanen Oy').first().click();
    await office.page.getByRole('tab', { name: 'Talous' }).click();
    await office.page.getByText('yhdistetty.pdf').waitFor();
    await office.page.getByRole('button', { name: 'Vie CSV-tiedostoon' }).waitFor();
    await snap(office.page, '64-finances-office');
    await office.context.close();
  });
});
