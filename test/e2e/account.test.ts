/**
 * "Oma tili" on a phone (390 px), by keyboard from the user menu (issue 9 #9): a new password ends
 * the other browser's session and signs in; a new address takes effect through the mailed link.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForLink } from '../support/outbox';
import { registerVerifiedUser } from './api';
import { launch, newPage, signIn } from './browser';
import { snap } from './screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const inSection = (page: Page, section: string, label: string) =>
  page.getByRole('region', { name: section }).getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));

describe('own account', () => {
  it('changes the password and the sign-in address, and signs in with the new ones', async () => {
    const baseUrl = inject('baseUrl');
    const stamp = Date.now();
    const user = { email: `tili-${stamp}@example.test`, password: 'Vanha-salasana-123', firstName: 'Tiina', lastName: 'Tilinen' };
    const newPassword = 'Uusi-pitka-tunnuslause-2026';
    const newEmail = `tili-uusi-${stamp}@example.test`;
    await registerVerifiedUser(baseUrl, inject('dataDir'), user);

    // Another browser signed in as the same user: its session ends with the password change.
    const other = await newPage(browser, baseUrl);
    await signIn(other.page, user.email, user.password);

    const { context, page } = await newPage(browser, baseUrl);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, user.email, user.password);
    // By keyboard: the user menu, then its first item.
    await page.getByRole('button', { name: 'Profiili' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Oma tili' }).press('Enter');
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByRole('heading', { level: 1, name: 'Oma tili' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await inSection(page, 'Salasana', 'Nykyinen salasana').fill(user.password);
    await inSection(page, 'Salasana', 'Uusi salasana').fill(newPassword);
    await inSection(page, 'Salasana', 'Uusi salasana uudelleen').fill('Eri-tunnuslause-2026');
    await page.getByRole('button', { name: 'Vaihda salasana' }).click();
    await page.getByText('Salasanat eivät täsmää.').waitFor();
    await inSection(page, 'Salasana', 'Uusi salasana uudelleen').fill(newPassword);
    await inSection(page, 'Salasana', 'Uusi salasana uudelleen').press('Enter');
    await page.getByText('Salasana on vaihdettu. Muut kirjautumisesi on lopetettu.').waitFor();
    await snap(page, '40-account-password-changed');

    // This browser stays signed in; the other one is sent to sign in.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Oma tili' }).waitFor();
    await other.page.goto('/');
    await other.page.waitForURL((url) => url.pathname === '/auth/login');
    await other.context.close();

    await inSection(page, 'Sähköpostiosoite', 'Uusi sähköpostiosoite').fill(newEmail);
    await inSection(page, 'Sähköpostiosoite', 'Nykyinen salasana').fill(newPassword);
    await page.getByRole('button', { name: 'Vaihda sähköpostiosoite' }).click();
    await page.getByText(`Uusi osoite ${newEmail} odottaa vahvistusta`, { exact: false }).waitFor();
    const link = await waitForLink(inject('dataDir'), newEmail, /Vahvista uusi sähköpostiosoitteesi/);
    await page.goto(link);
    await page.getByText(`Sähköpostiosoitteesi on nyt ${newEmail}.`, { exact: false }).waitFor();
    await context.close();

    const fresh = await newPage(browser, baseUrl);
    await signIn(fresh.page, newEmail, newPassword);
    await fresh.context.close();
  });
});
