import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import type { AllAgreementsRecord, AllInvitesRecord, AllPeopleRecord } from '../../../src/domain/entities/officeLists';
import { officeUser, stubApi } from './fetchStub';
import { renderStaffArea } from './renderStaffArea';

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

const company = { id: 3, name: 'Rakennus Oy', registrationNumber: '1234567-1' };
const page = (data: unknown[]) => ({ body: { data, meta: { currentPage: 1, perPage: 25, total: data.length, lastPage: 1 } } });

const person: AllPeopleRecord = {
  id: 12,
  companyId: 3,
  company,
  personId: 90,
  person: { id: 90, firstName: 'Heikki', lastName: 'Hakija', title: null, birthYear: 1901, phone: null, contactLanguage: 'fi', email: null },
  email: 'heikki@example.fi',
  phone: '+358401234567',
  title: 'Työnjohtaja',
  roleLabel: 'Käyttäjä',
  companyAdmin: false,
  companyManagingDirector: true,
  companyContactPerson: false,
  companyProductionManagement: false,
};

const invite: AllInvitesRecord = {
  id: 5,
  companyId: 3,
  company,
  email: 'uusi@example.fi',
  companyAdmin: false,
  companyManagingDirector: false,
  companyContactPerson: true,
  createdAt: '2026-11-01T08:00:00.000Z',
  expiresAt: '2026-11-08T08:00:00.000Z',
  expired: true,
};

const agreement: AllAgreementsRecord = {
  id: 7,
  companyId: 3,
  company,
  product: { id: 2, code: 'LAATU', name: 'Laatusertifikaatti' },
  productAgreement: { id: 4, productId: 2, version: 3, validFrom: '2026-01-01', validTo: null },
  signedAt: '2026-02-03T08:00:00.000Z',
  terminatedAt: null,
  terminatedReason: null,
};

describe('office lists across companies', () => {
  it('lists the people of every company with a link to the company, sorted by name at first; headers sort and the search narrows', async () => {
    const { calls } = stubApi({ 'GET /api/users/me': { body: officeUser }, 'GET /api/people': page([person]) });
    renderStaffArea('/office/all-people');
    const link = await screen.findByRole('link', { name: 'Avaa yritys Rakennus Oy' });
    expect(link.getAttribute('href')).toBe('/office/companies/3/show/people');
    const row = link.closest('tr') as HTMLElement;
    expect(row.textContent).toBe('Rakennus OyHakija Heikkiheikki@example.fi+358401234567TyönjohtajaKäyttäjä');
    expect(screen.getByRole('menuitem', { name: 'Henkilöt' }).getAttribute('href')).toBe('/office/all-people');
    const lists = () => calls.filter((c) => c.path === '/api/people');
    expect(`${lists()[0].query.get('sort')} ${lists()[0].query.get('order')}`).toBe('person asc');

    fireEvent.click(screen.getByRole('button', { name: /Sähköposti/ }));
    await waitFor(() => expect(lists().at(-1)?.query.get('sort')).toBe('email'));
    // Columns the server cannot sort have no sort button.
    expect(screen.queryByRole('button', { name: /Puhelin/ })).toBeNull();

    fireEvent.change(screen.getByPlaceholderText('Hae nimellä, sähköpostilla tai yrityksellä'), { target: { value: 'hakija' } });
    await waitFor(() => expect(lists().at(-1)?.query.get('q')).toBe('hakija'));
  });

  it('lists the open invites of every company, an expired one marked', async () => {
    stubApi({ 'GET /api/users/me': { body: officeUser }, 'GET /api/invites': page([invite]) });
    renderStaffArea('/office/all-invites');
    const row = (await screen.findByRole('link', { name: 'Avaa yritys Rakennus Oy' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('uusi@example.fi')).toBeTruthy();
    expect(within(row).getByText('01.11.2026 klo 08.00')).toBeTruthy();
    expect(row.querySelector('a')?.getAttribute('href')).toBe('/office/companies/3/show/invites');
    // A computed yes/no shows as the stored ones do, not as "true".
    expect(row.querySelector('.column-expired [data-testid="true"]')).not.toBeNull();
    expect(row.textContent).not.toContain('true');
  });

  it('lists every agreement with its version, and filters those in force', async () => {
    const { calls } = stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/agreements': page([agreement]),
      'GET /api/products': page([{ id: 2, code: 'LAATU', name: 'Laatusertifikaatti' }]),
    });
    renderStaffArea('/office/all-agreements?filter=%7B%22in_force%22%3A%22true%22%7D');
    const row = (await screen.findByRole('link', { name: 'Avaa yritys Rakennus Oy' })).closest('tr') as HTMLElement;
    expect(row.textContent).toBe('Rakennus OyLaatusertifikaatti303.02.2026 klo 08.00');
    await waitFor(() => expect(calls.find((c) => c.path === '/api/agreements')?.query.get('in_force')).toBe('true'));
    expect(calls.find((c) => c.path === '/api/agreements')?.query.get('sort')).toBe('signedAt');
  });

  it('an unknown office page is a Finnish "not found" under the portal name, not "React Admin" (issue 9 #15)', async () => {
    stubApi({ 'GET /api/users/me': { body: officeUser } });
    renderStaffArea('/office/ei-ole-olemassa');
    expect(await screen.findByRole('heading', { name: 'Sivua ei löytynyt' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Etusivulle' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Sivua ei löytynyt – Pätevä'));
    expect(screen.queryByText('React Admin')).toBeNull();
  });

  it('shows its empty state when there is nothing at all', async () => {
    stubApi({ 'GET /api/users/me': { body: officeUser }, 'GET /api/invites': page([]) });
    renderStaffArea('/office/all-invites');
    expect(await screen.findByText('Avoimia kutsuja ei ole.')).toBeTruthy();
  });
});
