import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import { officeUser, stubApi } from './fetchStub';
import { renderStaffArea } from './renderStaffArea';

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

const request = {
  id: 41,
  companyId: 3,
  companyName: 'Rakennus Oy',
  registrationNumber: '1234567-1',
  personId: 90,
  firstName: 'Heikki',
  lastName: 'Hakija',
  email: 'heikki@example.fi',
  requestedAt: '2025-03-04T08:30:00Z',
};
const page = (data: unknown[]) => ({ body: { data, meta: { currentPage: 1, perPage: 25, total: data.length, lastPage: 1 } } });


describe('office join requests', () => {
  it('lists pending requests of every company and approves one', async () => {
    let answered = false;
    const { calls } = stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/join-requests': async () => new Response(JSON.stringify(page(answered ? [] : [request]).body), { status: 200 }),
      'POST /api/companies/3/people/90/approve': async () => {
        answered = true;
        return new Response(JSON.stringify({ status: 'active' }), { status: 200 });
      },
    });
    renderStaffArea('/office/join-requests');
    expect(await screen.findByText('Rakennus Oy (1234567-1)')).toBeTruthy();
    expect(screen.getByText('Heikki Hakija')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Liittymispyynnöt' }).getAttribute('href')).toBe('/office/join-requests');
    fireEvent.click(screen.getByRole('button', { name: 'Hyväksy Heikki Hakija' }));
    expect(await screen.findByText('Heikki Hakija on hyväksytty yrityksen Rakennus Oy käyttäjäksi')).toBeTruthy();
    expect(await screen.findByText('Ei käsittelemättömiä liittymispyyntöjä.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/companies/3/people/90/approve')).toBe(true);
  });

  it('asks before rejecting, and sends nothing when cancelled', async () => {
    const { calls } = stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/join-requests': page([request]),
      'POST /api/companies/3/people/90/reject': { body: { status: 'rejected' } },
    });
    renderStaffArea('/office/join-requests');
    fireEvent.click(await screen.findByRole('button', { name: 'Hylkää Heikki Hakija' }));
    expect(await screen.findByText('Hylätäänkö liittymispyyntö?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Peruuta' }));
    await waitFor(() => expect(screen.queryByText('Hylätäänkö liittymispyyntö?')).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Hylkää Heikki Hakija' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Hylkää pyyntö' }));
    expect(await screen.findByText('Henkilön Heikki Hakija liittymispyyntö hylättiin')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/companies/3/people/90/reject')).toBe(true);
  });
});
