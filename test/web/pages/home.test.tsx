import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HomePage } from '../../../src/pages/home/HomePage';
import { api, renderPage, server, setUpApi } from './helpers';

setUpApi();

function signedInAsAdmin() {
  server.use(
    http.get(api('/users/me'), () =>
      HttpResponse.json({
        id: 5,
        email: 'paa@example.fi',
        person: { id: 9, firstName: 'Pekka', lastName: 'Pääkäyttäjä' },
        permissions: [],
        companies: [
          { id: 1, name: 'Oma Rakennus Oy', registrationNumber: '0112038-9', companyAdmin: true, status: 'active', permissions: [] },
          { id: 2, name: 'Toinen Oy', registrationNumber: '2331972-7', companyAdmin: false, status: 'active', permissions: ['finances'] },
          { id: 3, name: 'Kolmas Oy', registrationNumber: '2900000-4', companyAdmin: false, status: 'active', permissions: ['people'] },
        ],
      }),
    ),
    http.get(api('/companies/1/people/pending'), () =>
      HttpResponse.json({
        data: [
          { id: 21, personId: 21, firstName: 'Anna', lastName: 'Hakija', email: 'anna@example.fi', requestedAt: '2026-11-02T10:00:00Z' },
          { id: 22, personId: 22, firstName: 'Ville', lastName: 'Hakija', email: 'ville@example.fi', requestedAt: null },
        ],
        meta: { currentPage: 1, perPage: 25, total: 2, lastPage: 1 },
      }),
    ),
    http.get(api('/companies/3/people/pending'), () =>
      HttpResponse.json({ data: [], meta: { currentPage: 1, perPage: 25, total: 0, lastPage: 1 } }),
    ),
  );
}

describe('home page of a company user', () => {
  it('lists the companies with the role in each, and join requests where the user manages people', async () => {
    signedInAsAdmin();
    renderPage('/', '/', <HomePage />);
    expect(await screen.findByRole('heading', { name: 'Tervetuloa, Pekka' })).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Yrityksesi' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Oma Rakennus OyY-tunnus: 0112038-9Pääkäyttäjä',
      'Toinen OyY-tunnus: 2331972-7Käyttäjä',
      'Kolmas OyY-tunnus: 2900000-4Käyttäjä',
    ]);
    expect(await screen.findByText('Anna Hakija')).toBeTruthy();
    expect(screen.getByText('anna@example.fi · pyydetty 02.11.2026')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Liittymispyynnöt: Toinen Oy' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Liittymispyynnöt: Kolmas Oy' })).toBeTruthy();
    // With an active company the search is one click away, not open.
    expect(screen.queryByLabelText(/Y-tunnus/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Liity toiseen yritykseen tai tuo uusi yritys' })).toBeTruthy();
  });

  it('approves a join request with a Finnish toast', async () => {
    let approved: unknown = null;
    signedInAsAdmin();
    server.use(
      http.post(api('/companies/1/people/21/approve'), async ({ request }) => {
        approved = await request.json();
        return HttpResponse.json({ status: 'active' });
      }),
    );
    renderPage('/', '/', <HomePage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Hyväksy Anna Hakija' }));
    expect(await screen.findByText('Anna Hakija on hyväksytty yrityksen käyttäjäksi')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Hyväksy Anna Hakija' })).toBeNull());
    expect(screen.getByText('Ville Hakija')).toBeTruthy();
    expect(approved).toEqual({ company_admin: false });
  });

  it('asks before rejecting, and rejects nothing when cancelled', async () => {
    let rejected = 0;
    signedInAsAdmin();
    server.use(
      http.post(api('/companies/1/people/22/reject'), () => {
        rejected += 1;
        return HttpResponse.json({ status: 'rejected' });
      }),
    );
    renderPage('/', '/', <HomePage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Hylkää Ville Hakija' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Hylätäänkö liittymispyyntö?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Peruuta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rejected).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Hylkää Ville Hakija' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hylkää pyyntö' }));
    expect(await screen.findByText('Henkilön Ville Hakija liittymispyyntö hylätty')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Ville Hakija')).toBeNull());
    expect(rejected).toBe(1);
  });

  it('says so when nobody is waiting', async () => {
    signedInAsAdmin();
    server.use(http.get(api('/companies/1/people/pending'), () => HttpResponse.json({ data: [] })));
    renderPage('/', '/', <HomePage />);
    const own = await screen.findByRole('region', { name: 'Liittymispyynnöt: Oma Rakennus Oy' });
    expect(await within(own).findByText('Ei käsittelemättömiä liittymispyyntöjä.')).toBeTruthy();
  });
});
