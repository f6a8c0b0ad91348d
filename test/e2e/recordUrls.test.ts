/**
 * Record views have addresses (issue 19 §4): a reference, its form on a tab, a project and a person
 * open by their address after a reload, and the browser's Back returns to the list with its filters.
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
});
