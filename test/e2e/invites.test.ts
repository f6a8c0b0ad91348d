/** A company admin invites a new colleague (who registers through the link) and an existing user (who signs in through it). */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForLink } from '../support/outbox';
import { registerVerifiedUser } from './api';
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

const inviteCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'invite_token');

/** Signs in as the admin of Rakennus Virtanen Oy, opens Kutsut and sends an invite to the address. */
async function invite(email: string, shot: string): Promise<void> {
  const admin = await newPage(browser, inject('baseUrl'));
  await signIn(admin.page, 'yritys@pateva.test', DEMO_PASSWORD);
  const company = (await admin.page.evaluate(async () => (await fetch('/api/companies?registration_number=2900000-4')).json())).data[0];
  await admin.page.goto(`/companies/${company.id}/invites`);
  await admin.page.getByRole('tab', { name: 'Kutsut', selected: true }).waitFor();
  await field(admin.page, 'Sähköpostiosoite').fill(email);
  await admin.page.getByRole('button', { name: 'Lähetä kutsu' }).click();
  await admin.page.getByText('Kutsu lähetetty!').waitFor();
  await admin.page.getByRole('table', { name: 'Avoimet kutsut' }).getByText(email).waitFor();
  await snap(admin.page, shot);
  await admin.context.close();
}

/** The invite link of the outbox, opened in the portal under test. */
async function inviteLink(email: string): Promise<URL> {
  return new URL(await waitForLink(inject('dataDir'), email, /^Kutsu yrityksen Rakennus Virtanen Oy/));
}

async function expectCompanyUser(page: Page): Promise<void> {
  await page.getByText('Rakennus Virtanen Oy').first().waitFor();
  await page.getByText('Käyttäjä', { exact: true }).waitFor();
}

describe('company invites', () => {
  it('invites a new colleague, who registers through the e-mail link and is a user of the company at once', async () => {
    const baseUrl = inject('baseUrl');
    const colleague = { email: `kollega-${Date.now()}@example.test`, password: 'Kollegan-salasana-1' };
    await invite(colleague.email, '40-invite-sent');

    const link = await inviteLink(colleague.email);
    expect(link.pathname).toBe('/auth/register');
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByText('Sinut on kutsuttu yrityksen Rakennus Virtanen Oy käyttäjäksi.').waitFor();
    expect(await field(page, 'Sähköpostiosoite').inputValue()).toBe(colleague.email);
    expect(await field(page, 'Sähköpostiosoite').isDisabled()).toBe(true);
    expect(await inviteCookie(context)).toMatchObject({ sameSite: 'Lax', path: '/' });
    await field(page, 'Etunimi').fill('Kaisa');
    await field(page, 'Sukunimi').fill('Kollega');
    await field(page, 'Salasana').fill(colleague.password);
    await field(page, 'Salasana uudelleen').fill(colleague.password);
    await snap(page, '41-invite-register');
    await page.getByRole('button', { name: 'Luo tunnus' }).click();
    await page.getByRole('heading', { name: 'Tunnus on luotu' }).waitFor();
    expect(await inviteCookie(context)).toBeUndefined();
    await snap(page, '42-invite-registered');

    // No verification mail is needed: the invite proved the address.
    await page.getByRole('link', { name: 'Kirjaudu sisään' }).click();
    await field(page, 'Sähköpostiosoite').fill(colleague.email);
    await field(page, 'Salasana').fill(colleague.password);
    await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectCompanyUser(page);
    await snap(page, '43-invite-colleague-home');
    await context.close();
  });

  it('invites an existing user, who accepts by signing in through the e-mail link', async () => {
    const baseUrl = inject('baseUrl');
    const existing = { email: `olemassa-${Date.now()}@example.test`, password: 'Olemassa-salasana-1', firstName: 'Olli', lastName: 'Olemassa' };
    await registerVerifiedUser(baseUrl, inject('dataDir'), existing);
    await invite(existing.email, '44-invite-existing-sent');

    const link = await inviteLink(existing.email);
    expect(link.pathname).toBe('/auth/login');
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByText(`Sinut on kutsuttu yrityksen Rakennus Virtanen Oy käyttäjäksi. Kirjaudu sisään osoitteella ${existing.email}`, { exact: false }).waitFor();
    await expect.poll(() => field(page, 'Sähköpostiosoite').inputValue()).toBe(existing.email);
    await field(page, 'Salasana').fill(existing.password);
    await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
    await page.getByText('Kutsu hyväksytty').waitFor();
    await snap(page, '45-invite-accepted');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await inviteCookie(context)).toBeUndefined();
    await expectCompanyUser(page);
    await snap(page, '46-invite-existing-home');
    await context.close();
  });
});
