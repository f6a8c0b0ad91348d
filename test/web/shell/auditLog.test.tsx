import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import { boardUser, officeUser, stubApi } from './fetchStub';
import { renderStaffArea } from './renderStaffArea';

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

const company = {
  id: 1,
  name: 'Rakennus Oy',
  registrationNumber: '1234567-1',
  switchboardNumber: null,
  companyStatusId: 1,
  createdAt: '2025-02-01T10:00:00Z',
  updatedAt: '2025-03-04T10:00:00Z',
  hasAdmin: true,
  peopleCount: 3,
  addresses: [],
};

const entry = {
  id: 5,
  createdAt: '2025-03-04T10:15:00Z',
  entity: 'company',
  entityId: 1,
  action: 'update',
  before: { name: 'Rakennus Ab', switchboard_number: null },
  after: { name: 'Rakennus Oy', switchboard_number: null },
  user: { id: 3, email: 'ville@example.fi', name: 'Ville Virtanen' },
};


describe('company audit log in the office', () => {
  it('shows who changed what and when', async () => {
    const { calls } = stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/companies/1': { body: company },
      'GET /api/companies/1/audit-log': { body: { data: [entry], meta: { currentPage: 1, perPage: 25, total: 1, lastPage: 1 } } },
    });
    renderStaffArea('/office/companies/1/show/audit-log');
    expect(await screen.findByText('Nimi: Rakennus Ab → Rakennus Oy')).toBeTruthy();
    expect(screen.getByText('Ville Virtanen (ville@example.fi)')).toBeTruthy();
    expect(screen.getByText('Muutos: Yritys')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Muutoshistoria' })).toBeTruthy();
    // Only the changed field is listed.
    expect(screen.queryByText(/switchboard_number/)).toBeNull();
    const request = calls.find((c) => c.path === '/api/companies/1/audit-log');
    expect(request?.query.get('paginate')).toBe('25');
  });

  it('reads the log a page at a time with the Finnish pager, newest first', async () => {
    const pageOf = (page: string | null) =>
      Response.json({
        data: [{ ...entry, id: page === '2' ? 1 : 30, after: { name: page === '2' ? 'Toinen sivu Oy' : 'Rakennus Oy' } }],
        meta: { currentPage: Number(page), perPage: 25, total: 30, lastPage: 2 },
      });
    const { calls } = stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/companies/1': { body: company },
      'GET /api/companies/1/audit-log': async () => pageOf(calls.at(-1)?.query.get('page') ?? null),
    });
    renderStaffArea('/office/companies/1/show/audit-log');
    expect(await screen.findByText('Nimi: Rakennus Ab → Rakennus Oy')).toBeTruthy();
    expect(screen.getByText('1-25 / 30')).toBeTruthy();
    const first = calls.find((c) => c.path === '/api/companies/1/audit-log');
    expect([first?.query.get('sort'), first?.query.get('order')]).toEqual(['id', 'desc']);

    await userEvent.click(screen.getByRole('button', { name: 'Seuraava sivu' }));
    expect(await screen.findByText('Nimi: Rakennus Ab → Toinen sivu Oy')).toBeTruthy();
    expect(screen.getByText('26-30 / 30')).toBeTruthy();
  });

  it('says so when nothing has been changed yet', async () => {
    stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/companies/1': { body: company },
      'GET /api/companies/1/audit-log': { body: { data: [], meta: { currentPage: 1, perPage: 25, total: 0, lastPage: 1 } } },
    });
    renderStaffArea('/office/companies/1/show/audit-log');
    expect(await screen.findByText('Yrityksen tietoihin ei ole vielä tehty muutoksia portaalissa.')).toBeTruthy();
  });

  it('is not offered to the board, whom the API refuses', async () => {
    stubApi({
      'GET /api/users/me': { body: boardUser },
      'GET /api/companies/1': { body: company },
    });
    renderStaffArea('/board/companies/1/show');
    expect(await screen.findByRole('tab', { name: 'Perustiedot' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Muutoshistoria' })).toBeNull();
  });
});
