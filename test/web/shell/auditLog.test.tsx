import { screen } from '@testing-library/react';
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
