/** A new company employee: register → verification e-mail → sign in → PRH look-up → create company. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForLink } from '../support/outbox';
import { field, launch, newPage } from './browser';
import { PRH_COMPANY } from './fixtures';
import { snap } from './screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('a new user brings their company into the portal', () => {
  it('registers, verifies the address from the e-mail, signs in and creates the company from PRH data', async () => {
    const baseUrl = inject('baseUrl');
    const { context, page } = await newPage(browser, baseUrl);
    const email = `uusi-${Date.now()}@example.test`;
    const password = 'Vahva-salasana-2026';

    await page.goto('/auth/register');
    expect(await page.getAttribute('html', 'lang')).toBe('fi');
    await field(page, 'Sähköpostiosoite').fill(email);
    await field(page, 'Etunimi').fill('Outi');
    await field(page, 'Sukunimi').fill('Onnistuja');
    await field(page, 'Salasana').fill('lyhyt');
    await field(page, 'Salasana uudelleen').fill('lyhyt');
    await page.getByRole('button', { name: 'Luo tunnus' }).click();
    await expect.poll(() => page.getByText('Salasanan on oltava vähintään 12 merkkiä pitkä.').count()).toBeGreaterThan(0);
    expect(await field(page, 'Sähköpostiosoite').inputValue()).toBe(email);
    await snap(page, '01-register-error');

    await field(page, 'Salasana').fill(password);
    await field(page, 'Salasana uudelleen').fill(password);
    await page.getByRole('button', { name: 'Luo tunnus' }).click();
    await page.getByText('Vahvista sähköpostiosoitteesi').first().waitFor();
    await snap(page, '02-register-sent');

    const link = await waitForLink(inject('dataDir'), email, /Vahvista sähköpostiosoitteesi/);
    expect(link.startsWith(`${baseUrl}/auth/verify-email/`)).toBe(true);
    await page.goto(link);
    await page.getByText(`Sähköpostiosoite ${email} on vahvistettu`).waitFor();
    await snap(page, '03-verified');

    await page.goto('/auth/login');
    await field(page, 'Sähköpostiosoite').fill(email);
    await field(page, 'Salasana').fill('Vaara-salasana-1');
    await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
    await page.getByText('Sähköpostiosoite tai salasana on väärä.').waitFor();
    await field(page, 'Salasana').fill(password);
    await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Tunnuksesi ei ole vielä liitetty yritykseen.').waitFor();
    await snap(page, '04-home-onboarding');

    await field(page, 'Y-tunnus').fill('0112038-8');
    await page.getByRole('button', { name: 'Hae yritys' }).click();
    await expect.poll(() => page.getByText('Y-tunnus ei ole kelvollinen', { exact: false }).count()).toBeGreaterThan(0);
    await field(page, 'Y-tunnus').fill(PRH_COMPANY.businessId);
    await page.getByRole('button', { name: 'Hae yritys' }).click();
    await page.getByText('Tiedot kaupparekisteristä (PRH)').waitFor();
    await page.getByText(PRH_COMPANY.name).first().waitFor();
    await page.getByText('Osakeyhtiö').waitFor();
    await snap(page, '05-prh-company');

    await page.getByRole('button', { name: 'Luo yritys portaaliin' }).click();
    await page.getByText(`Yritys ${PRH_COMPANY.name} on luotu portaaliin. Olet sen pääkäyttäjä.`).first().waitFor();
    await page.getByText('Pääkäyttäjä').first().waitFor();
    await snap(page, '06-company-created');

    const me = await page.evaluate(async () => (await fetch('/api/users/me')).json());
    expect(me.companies).toEqual([expect.objectContaining({ name: PRH_COMPANY.name, registrationNumber: PRH_COMPANY.businessId, companyAdmin: true })]);
    await context.close();
  });
});
