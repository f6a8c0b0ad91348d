/** A user asks to join a company already in the portal; its admin approves on the front page. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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

describe('joining a company', () => {
  it('sends a join request that the company admin approves', async () => {
    const baseUrl = inject('baseUrl');
    const applicant = { email: `hakija-${Date.now()}@example.test`, password: 'Hakijan-salasana-1', firstName: 'Heikki', lastName: 'Hakija' };
    await registerVerifiedUser(baseUrl, inject('dataDir'), applicant);

    const { context, page } = await newPage(browser, baseUrl);
    await signIn(page, applicant.email, applicant.password);
    const company = (await page.evaluate(async () => (await fetch('/api/companies?registration_number=2900000-4')).json())).data[0];
    expect(company.name).toBe('Rakennus Virtanen Oy');
    await field(page, 'Y-tunnus').fill('2900000-4');
    await page.getByRole('button', { name: 'Hae yritys' }).click();
    await page.getByText('Yritys on jo portaalissa ja sillä on pääkäyttäjä.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Lähetä liittymispyyntö' }).click();
    await page.getByText('Liittymispyyntö on lähetetty ja odottaa yrityksen pääkäyttäjän hyväksyntää.').waitFor();
    await snap(page, '20-join-request-sent');
    await context.close();

    const admin = await newPage(browser, baseUrl);
    await signIn(admin.page, 'yritys@pateva.test', DEMO_PASSWORD);
    await admin.page.getByText('Liittymispyynnöt: Rakennus Virtanen Oy').waitFor();
    await admin.page.getByText('Heikki Hakija').waitFor();
    await snap(admin.page, '21-join-request-pending');
    await admin.page.getByRole('button', { name: 'Hyväksy Heikki Hakija' }).click();
    await admin.page.getByText('Heikki Hakija on hyväksytty yrityksen käyttäjäksi').waitFor();
    await admin.context.close();

    const again = await newPage(browser, baseUrl);
    await signIn(again.page, applicant.email, applicant.password);
    // The front page lists the company with the role; the side menu now has a group for it too.
    const companies = again.page.getByRole('region', { name: 'Yrityksesi' });
    await companies.getByText('Rakennus Virtanen Oy').waitFor();
    await companies.getByText('Käyttäjä', { exact: true }).waitFor();
    await again.page.getByRole('menu', { name: 'Päävalikko' }).getByText('Rakennus Virtanen Oy').waitFor();
    await snap(again.page, '22-join-request-approved');
    await again.context.close();
  });
});
