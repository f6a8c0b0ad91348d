/**
 * A company admin adds a reference, links a project and two industries, uploads two images and sees
 * them in the carousel; the office opens the same reference in /office.
 */
import sharp from 'sharp';
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

const image = (r: number, g: number, b: number) => sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } }).png().toBuffer();

describe('references', () => {
  it('a company admin records a reference with a project, two industries and two images; the office opens it', async () => {
    const { context, page } = await newPage(browser, inject('baseUrl'));
    await signIn(page, 'yritys@pateva.test', DEMO_PASSWORD);
    const company = (await page.evaluate(async () => (await fetch('/api/companies?registration_number=2900000-4')).json())).data[0];
    const xsrf = async () => (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const token = await xsrf();
    const project = await page.evaluate(
      async ({ companyId, token }) =>
        (await fetch(`/api/companies/${companyId}/projects`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-xsrf-token': token }, body: JSON.stringify({ name: 'E2E Koulukeskus' }) })).json(),
      { companyId: company.id, token },
    );
    expect(project.name).toBe('E2E Koulukeskus');

    await page.goto(`/companies/${company.id}/references`);
    await page.getByRole('button', { name: 'Lisää referenssi' }).click();
    await field(page, 'Kohde / referenssin nimi').fill('E2E Koulukeskuksen peruskorjaus');
    await page.getByRole('combobox', { name: 'Projekti' }).click();
    await page.getByRole('option', { name: 'E2E Koulukeskus' }).click();
    await page.getByRole('tab', { name: 'Toimialat' }).click();
    // SPEC §2: the classification industries modal; two industries picked from its searchable tree.
    await page.getByRole('button', { name: 'Valitse toimialat' }).click();
    const picker = page.getByRole('dialog', { name: 'Valitse toimialat' });
    await picker.getByRole('searchbox', { name: 'Hae toimialaa nimellä tai numerolla' }).fill('1.1');
    await picker.getByRole('checkbox').nth(0).check();
    await picker.getByRole('checkbox').nth(1).check();
    await picker.getByRole('button', { name: 'Valitse', exact: true }).click();
    await picker.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Tallenna' }).click();
    await page.getByText('Referenssi tallennettu').first().waitFor();
    await page.getByRole('tab', { name: 'Kuvat', selected: true }).waitFor();
    await page.locator('input[type=file]').setInputFiles([
      { name: 'julkisivu.png', mimeType: 'image/png', buffer: await image(200, 60, 60) },
      { name: 'aula.png', mimeType: 'image/png', buffer: await image(60, 60, 200) },
    ]);
    await page.getByRole('button', { name: 'Tee oletuskuvaksi' }).waitFor();
    await page.getByRole('button', { name: 'Peruuta' }).click();

    await page.getByRole('heading', { name: 'E2E Koulukeskuksen peruskorjaus' }).waitFor();
    await page.getByText('1 / 2').waitFor();
    await page.getByRole('button', { name: 'Seuraava kuva' }).click();
    await page.getByText('2 / 2').waitFor();
    await page.getByText('E2E Koulukeskus', { exact: true }).waitFor();
    expect(await page.getByText(/vaatimus \d+ kk|ikävaatimusta|valmistumispäivä puuttuu/).count()).toBe(2);
    await snap(page, '70-reference-carousel');
    await context.close();

    const office = await newPage(browser, inject('baseUrl'));
    await signIn(office.page, 'toimisto@pateva.test', DEMO_PASSWORD, '/office');
    await office.page.goto(`/office/companies/${company.id}/show/references`);
    // The card (its name is what it shows), not the list's "Näytä" button.
    await office.page.locator('.MuiCardActionArea-root', { hasText: 'E2E Koulukeskuksen peruskorjaus' }).click();
    await office.page.getByRole('heading', { name: 'E2E Koulukeskuksen peruskorjaus' }).waitFor();
    await office.page.getByText('1 / 2').waitFor();
    await office.context.close();
  });
});
