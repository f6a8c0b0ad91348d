/**
 * The agreement versions on the office's product page (issue 22 §3): listed with whether each is
 * signed (the office's list asks all=true), added with the server's 422 kept in the form, removed
 * after a confirmation, and the 409 refusal of a signed version shown.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import type { Product, ProductAgreement } from '../../../src/domain/entities/agreement';
import { officeUser, stubApi } from '../shell/fetchStub';
import { renderStaffArea } from '../shell/renderStaffArea';
import { lookupRoutes } from '../office/applicationsFixtures';

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

const page = <T,>(data: T[]) => ({ data, meta: { currentPage: 1, perPage: 100, total: data.length, lastPage: 1 } });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const product: Product = {
  id: 3,
  code: 'PATEVYYS',
  name: 'Pätevyyspalvelu',
  salesUnit: 'vuosi',
  unitPrice: 450,
  vatPercentage: 25.5,
  billingBasis: 1,
  billingPeriod: 12,
  periodUnit: 'kuukausi',
  automaticRenewal: true,
  directBuy: false,
  singleLicense: true,
  applicationTypeIds: [],
};
const signed: ProductAgreement = { id: 21, productId: 3, version: 2, validFrom: '2026-01-01', validTo: null, content: 'Ehdot, versio 2.', signedAt: '2026-02-03T10:00:00.000Z' };
const open: ProductAgreement = { id: 22, productId: 3, version: 3, validFrom: '2027-01-01', validTo: null, content: 'Ehdot, versio 3.', signedAt: null };

const baseRoutes = { ...lookupRoutes(['product-billing-bases']), 'GET /api/users/me': { body: officeUser }, 'GET /api/products/3': { body: product } };

describe('Sopimusversiot on the product page', () => {
  it('lists every version, the newest first, with whether it is signed', async () => {
    const { calls } = stubApi({ ...baseRoutes, 'GET /api/products/3/agreements': { body: page([open, signed]) } });
    renderStaffArea('/office/products/3/show');
    const table = await screen.findByRole('table', { name: 'Sopimusversiot' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByText('3')).toBeTruthy();
    expect(within(first).getByText('01.01.2027')).toBeTruthy();
    expect(within(first).getByText('Ei')).toBeTruthy();
    expect(within(second).getByText('Kyllä, 03.02.2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lisää sopimusversio' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Muokkaa sopimusversiota 2' })).toBeTruthy();
    // The office's list asks for the versions not yet in force too.
    expect(calls.find((call) => call.path === '/api/products/3/agreements')?.query.get('all')).toBe('true');
  });

  it('shows the empty state', async () => {
    stubApi({ ...baseRoutes, 'GET /api/products/3/agreements': { body: page([]) } });
    renderStaffArea('/office/products/3/show');
    expect(await screen.findByText('Tuotteella ei ole vielä sopimusversioita.')).toBeTruthy();
  });

  it("adds a version: the server's 422 stays beside its input with what was typed, then it saves", async () => {
    let versions: ProductAgreement[] = [signed];
    let refuse = true;
    const { calls } = stubApi({
      ...baseRoutes,
      'GET /api/products/3/agreements': async () => json(page(versions)),
      'POST /api/products/3/agreements': async () => {
        if (refuse) return json({ message: 'Annetuissa tiedoissa on virheitä.', code: 'validation', errors: { version: ['Tuotteella on jo tämän numeroinen sopimusversio.'] } }, 422);
        versions = [open, signed];
        return json(open, 201);
      },
    });
    renderStaffArea('/office/products/3/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Lisää sopimusversio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lisää sopimusversio' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Versio/ }), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText(/Voimassa alkaen/), { target: { value: '01.01.2027' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Sopimusehdot/ }), { target: { value: 'Ehdot, versio 3.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await within(dialog).findByText('Tuotteella on jo tämän numeroinen sopimusversio.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ version: '2', valid_from: '2027-01-01', content: 'Ehdot, versio 3.' });
    expect((within(dialog).getByRole('textbox', { name: /Sopimusehdot/ }) as HTMLTextAreaElement).value).toBe('Ehdot, versio 3.');

    refuse = false;
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Versio/ }), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lisää sopimusversio' })).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toMatchObject({ version: '3' });
    expect(await screen.findByRole('button', { name: 'Muokkaa sopimusversiota 3' })).toBeTruthy();
  });

  it('edits a signed version: its number and text are read only, and the refusal of a new start day is shown', async () => {
    const { calls } = stubApi({
      ...baseRoutes,
      'GET /api/products/3/agreements': { body: page([signed]) },
      'GET /api/products/3/agreements/21': { body: signed },
      'PUT /api/products/3/agreements/21': async () => json({ message: 'Allekirjoitetusta sopimusversiosta voi muuttaa vain päättymispäivän.', code: 'agreement_version_signed' }, 409),
    });
    renderStaffArea('/office/products/3/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Muokkaa sopimusversiota 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Muokkaa sopimusversiota' });
    const text = await within(dialog).findByRole('textbox', { name: /Sopimusehdot/ });
    expect((text as HTMLTextAreaElement).readOnly).toBe(true);
    expect((within(dialog).getByRole('textbox', { name: /Versio/ }) as HTMLInputElement).readOnly).toBe(true);
    expect(within(dialog).getAllByText('Versio on allekirjoitettu: vain päättymispäivää voi muuttaa.').length).toBeGreaterThan(0);
    fireEvent.change(within(dialog).getByLabelText(/Voimassa alkaen/), { target: { value: '01.02.2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Allekirjoitetusta sopimusversiosta voi muuttaa vain päättymispäivän.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ valid_from: '2026-02-01' });
    expect(screen.getByRole('dialog', { name: 'Muokkaa sopimusversiota' })).toBeTruthy();
  });

  it('removes a version after a confirmation, and shows why a signed one is not removed', async () => {
    let versions: ProductAgreement[] = [open, signed];
    const { calls } = stubApi({
      ...baseRoutes,
      'GET /api/products/3/agreements': async () => json(page(versions)),
      'DELETE /api/products/3/agreements/22': async () => {
        versions = [signed];
        return new Response(null, { status: 204 });
      },
      'DELETE /api/products/3/agreements/21': async () =>
        json({ message: 'Sopimusversio on allekirjoitettu, eikä sitä voi poistaa. Anna sille päättymispäivä.', code: 'agreement_version_signed' }, 409),
    });
    renderStaffArea('/office/products/3/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Poista sopimusversio 3' }));
    const confirm = await screen.findByRole('dialog', { name: 'Poistetaanko sopimusversio?' });
    expect(within(confirm).getByText('Sopimusversio 3 poistetaan. Poistoa ei voi perua.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Poista' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/products/3/agreements/22')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Poista sopimusversio 3' })).toBeNull());

    fireEvent.click(await screen.findByRole('button', { name: 'Poista sopimusversio 2' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Poistetaanko sopimusversio?' })).getByRole('button', { name: 'Poista' }));
    expect(await screen.findByText('Sopimusversio on allekirjoitettu, eikä sitä voi poistaa. Anna sille päättymispäivä.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Poista sopimusversio 2' })).toBeTruthy();
  });
});
