/** Someone who forgot their password asks for a link by e-mail and sets a new one. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { waitForLink } from '../support/outbox';
import { registerVerifiedUser } from './api';
import { field, launch, newPage, signIn } from './browser';
import { snap } from './screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('password reset', () => {
  it('mails a link, sets the new password, and signs in with it', async () => {
    const baseUrl = inject('baseUrl');
    const user = { email: `unohtaja-${Date.now()}@example.test`, password: 'Vanha-salasana-123', firstName: 'Unto', lastName: 'Unohtaja' };
    await registerVerifiedUser(baseUrl, inject('dataDir'), user);
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Unohtuiko salasana?' }).click();
    await field(page, 'Sähköpostiosoite').fill(user.email);
    await page.getByRole('button', { name: 'Lähetä palautuslinkki' }).click();
    await page.getByText('Jos osoitteella on tunnus, siihen on lähetetty linkki', { exact: false }).waitFor();

    const link = await waitForLink(inject('dataDir'), user.email, /Salasanan vaihtaminen/);
    await page.goto(link);
    await field(page, 'Uusi salasana').fill('Uusi-salasana-2026');
    await field(page, 'Salasana uudelleen').fill('Eri-salasana-2026');
    await page.getByRole('button', { name: 'Vaihda salasana' }).click();
    await page.getByText('Salasanat eivät täsmää.').first().waitFor();
    await field(page, 'Salasana uudelleen').fill('Uusi-salasana-2026');
    await page.getByRole('button', { name: 'Vaihda salasana' }).click();
    await page.getByText('Salasana on vaihdettu. Kirjaudu sisään uudella salasanalla.').waitFor();
    await snap(page, '30-password-reset-done');
    await signIn(page, user.email, 'Uusi-salasana-2026');
    await context.close();
  });
});
