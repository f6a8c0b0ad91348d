/**
 * Record views have addresses (issue 19 §4): a reference, its form on a tab, a project and a person
 * open by their address after a reload, and the browser's Back returns to the list with its filters;
 * so do a history entry's and an offer pack's forms, an invite, an agreement and its termination.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newPage, signIn } from './browser';
import { DEMO_PASSWORD } from './fixtures';
import { snap } from './screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function post(page: Page, token: string, path: string, body: object): Promise<{ id: number }> {
  return page.evaluate(
    async ({ path, body, token }) => (await fetch(`/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-xsrf-token': token }, body: JSON.stringify(body) })).json(),
    { path, body, token },
  );
}

describe('record addresses', () => {
  it('a reload on a record address shows the record; Back returns to the filtered list', async () => {
    const { context, page } = await newPage(browser, inject('baseUrl'));
    await signIn(page, 'yritys@pateva.test', DEMO_PASSWORD);
    const company = (await page.evaluate(async () => (await fetch('/api/companies?registration_number=2900000-4')).json())).data[0];
    const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const base = `/companies/${company.id}`;
    const reference = await post(page, token, `${base}/references`, { title: 'E2E Osoitteellinen silta', client_name: 'Osoitekaupunki' });
    const project = await post(page, token, `${base}/projects`, { name: 'E2E Osoitteellinen hanke' });

    // The list with a filter, then the reference from its card.
    await page.goto(`${base}/references?client=Osoitekaupunki`);
    await page.getByRole('link', { name: /E2E Osoitteellinen silta/ }).click();
    await page.waitForURL((url) => url.pathname === `${base}/references/${reference.id}`);
    await page.reload();
    await page.getByRole('heading', { name: 'E2E Osoitteellinen silta' }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `${base}/references` && url.searchParams.get('client') === 'Osoitekaupunki');
    expect(await page.getByLabel('Tilaaja', { exact: true }).inputValue()).toBe('Osoitekaupunki');

    // The form on the tab its address names, after a reload too.
    await page.goto(`${base}/references/${reference.id}/edit?tab=client`);
    await page.reload();
    await page.getByRole('tab', { name: 'Tilaaja', selected: true }).waitFor();
    await snap(page, 'reference-edit-by-address');

    // A project's show dialog and a person by their addresses.
    await page.goto(`${base}/projects/${project.id}`);
    await page.reload();
    await page.getByRole('dialog', { name: 'Projekti' }).getByText('E2E Osoitteellinen hanke').waitFor();
    const people = (await page.evaluate(async (id) => (await fetch(`/api/companies/${id}/people`)).json(), company.id)).data as Array<{ personId: number; person: { firstName: string; lastName: string } }>;
    const person = people[0];
    await page.goto(`${base}/people/${person.personId}/basic`);
    await page.reload();
    await page.getByRole('button', { name: 'Peruuta' }).click();
    await page.waitForURL((url) => url.pathname === `${base}/people/${person.personId}`);
    await page.getByRole('heading', { name: `${person.person.firstName} ${person.person.lastName}`, level: 2 }).waitFor();
    await context.close();
  });

  it('history, offer packs, invites and agreements: their views by address after a reload, Back leaves each', async () => {
    const { context, page } = await newPage(browser, inject('baseUrl'));
    await signIn(page, 'yritys@pateva.test', DEMO_PASSWORD);
    const company = (await page.evaluate(async () => (await fetch('/api/companies?registration_number=2900000-4')).json())).data[0];
    const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const base = `/companies/${company.id}`;
    const entry = await post(page, token, `${base}/history`, { valid_from: '2020-01-01', content: 'E2E osoitteellinen tapahtuma', company_history_entry_type_id: 1 });
    const reference = await post(page, token, `${base}/references`, { title: 'E2E Pakettisilta' });
    const pack = await post(page, token, `${base}/offer-packs`, { name: 'E2E Osoitepaketti', reference_ids: [reference.id] });
    const email = `e2e-osoite-${Date.now()}@example.test`;
    await post(page, token, `${base}/invites`, { email });

    // A history entry's form: opened from the list, kept by a reload, Back to the list.
    await page.goto(`${base}/history`);
    await page.getByRole('button', { name: 'Muokkaa: E2E osoitteellinen tapahtuma' }).click();
    await page.waitForURL((url) => url.pathname === `${base}/history/${entry.id}/edit`);
    await page.reload();
    await page.getByRole('dialog', { name: 'Muokkaa historiatapahtumaa' }).getByText('E2E osoitteellinen tapahtuma').waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `${base}/history`);
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // An offer pack's form by its address; cancelling closes it to the list.
    await page.goto(`${base}/offer-packs/${pack.id}/edit`);
    await page.reload();
    const packForm = page.getByRole('dialog', { name: 'Muokkaa tarjouspakettia' });
    await expect.poll(() => packForm.getByLabel(/^Paketin nimi/).inputValue()).toBe('E2E Osoitepaketti');
    await packForm.getByRole('button', { name: 'Peruuta' }).click();
    await page.waitForURL((url) => url.pathname === `${base}/offer-packs`);

    // An invite from the list; a reload keeps it; Back to the list.
    await page.goto(`${base}/invites`);
    await page.getByRole('link', { name: `Näytä kutsu osoitteeseen ${email}` }).click();
    await page.waitForURL((url) => /\/invites\/\d+$/.test(url.pathname));
    await page.reload();
    await page.getByRole('dialog', { name: 'Kutsu' }).getByText(email).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `${base}/invites`);

    // An agreement and its termination, each an address; Back from the termination shows the agreement.
    let agreements = (await page.evaluate(async (path) => (await fetch(`/api${path}/agreements`)).json(), base)).data as Array<{ id: number; product: { name: string } }>;
    if (agreements.length === 0) {
      const products = (await page.evaluate(async () => (await fetch('/api/products')).json())).data as Array<{ id: number }>;
      const versions = (await page.evaluate(async (id) => (await fetch(`/api/products/${id}/agreements`)).json(), products[0].id)).data as Array<{ id: number }>;
      await post(page, token, `${base}/agreements`, { product_agreement_id: versions[0].id });
      agreements = (await page.evaluate(async (path) => (await fetch(`/api${path}/agreements`)).json(), base)).data;
    }
    const signed = agreements[0];
    await page.goto(`${base}/agreements`);
    await page.getByRole('link', { name: `Näytä sopimus ${signed.product.name}` }).click();
    await page.waitForURL((url) => url.pathname === `${base}/agreements/${signed.id}`);
    await page.getByRole('dialog', { name: 'Sopimus' }).getByRole('button', { name: 'Irtisano' }).click();
    await page.waitForURL((url) => url.pathname === `${base}/agreements/${signed.id}/terminate`);
    await page.reload();
    await page.getByRole('dialog', { name: 'Sopimuksen irtisanominen' }).waitFor();
    await snap(page, 'agreement-termination-by-address');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `${base}/agreements/${signed.id}`);
    await page.getByRole('dialog', { name: 'Sopimus' }).getByText(signed.product.name).waitFor();
    await context.close();
  });
});
