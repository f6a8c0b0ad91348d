import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CompanyPage } from '../../../src/pages/company/CompanyPage';
import type { Office } from '../../../src/domain/entities/office';
import { api, renderPage, server, setUpApi } from '../pages/helpers';
import { buildCompany, buildMembership, buildUser } from './fixtures';

setUpApi();

const open = () => renderPage('/companies/:companyId/*', '/companies/7/offices', <CompanyPage />);

const TAMPERE: Office = { id: 4, companyId: 7, name: 'Tampereen yksikkö', description: 'Pirkanmaa', street: 'Hämeenkatu 1', zipcode: '33100', city: 'Tampere', country: 'FI' };

function answer(offices: Office[], membership = buildMembership()) {
  server.use(
    http.get(api('/users/me'), () => HttpResponse.json(buildUser([membership]))),
    http.get(api('/companies/7'), () => HttpResponse.json(buildCompany())),
    http.get(api('/companies/7/offices'), () => HttpResponse.json({ data: offices, meta: { currentPage: 1, perPage: 25, total: offices.length, lastPage: 1 } })),
  );
}

const dialog = () => screen.getByRole('dialog');

describe('offices (yksiköt)', () => {
  it('lists offices with their addresses', async () => {
    answer([TAMPERE]);
    open();
    expect(await screen.findByText('Tampereen yksikkö')).toBeTruthy();
    expect(screen.getByText('Hämeenkatu 1, 33100 Tampere, Suomi')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Yksiköt', selected: true })).toBeTruthy();
  });

  it('shows an empty state and no change controls to a person without the permission', async () => {
    answer([], buildMembership({ companyAdmin: false }));
    open();
    expect(await screen.findByText('Yritykselle ei ole lisätty yksiköitä.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lisää yksikkö' })).toBeNull();
  });

  it('checks the form in Finnish without sending, shows server errors, then adds with a toast', async () => {
    answer([]);
    const sent: unknown[] = [];
    let fail = true;
    server.use(
      http.post(api('/companies/7/offices'), async ({ request }) => {
        sent.push(await request.json());
        if (fail) return HttpResponse.json({ message: 'Annetuissa tiedoissa on virheitä.', code: 'validation', errors: { city: ['Palvelimen viesti kaupungista.'] } }, { status: 422 });
        return HttpResponse.json({ ...TAMPERE, id: 5, name: 'Oulun yksikkö' }, { status: 201 });
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Lisää yksikkö' }));
    // The cursor is in the first field, so typing starts there (issue 9 #14).
    await waitFor(() => expect(document.activeElement).toBe(within(dialog()).getByLabelText(/^Nimi/)));
    fireEvent.change(within(dialog()).getByLabelText(/^Postinumero/), { target: { value: '901' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Tallenna' }));
    expect(await within(dialog()).findByText('Yksikön nimi on pakollinen.')).toBeTruthy();
    expect(within(dialog()).getByText('Postinumeron on oltava viisi numeroa.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog()).getByLabelText(/^Nimi/), { target: { value: 'Oulun yksikkö' } });
    fireEvent.change(within(dialog()).getByLabelText(/^Postinumero/), { target: { value: '90100' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Tallenna' }));
    expect(await within(dialog()).findByText('Palvelimen viesti kaupungista.')).toBeTruthy();
    expect((within(dialog()).getByLabelText(/^Nimi/) as HTMLInputElement).value).toBe('Oulun yksikkö');

    fail = false;
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Yksikkö lisätty')).toBeTruthy();
    // Empty fields are left out (SPEC §7: nulls dropped); the server's default country is FI.
    expect(sent.at(-1)).toEqual({ name: 'Oulun yksikkö', zipcode: '90100' });
  });

  it('edits with the SPEC toast', async () => {
    answer([TAMPERE]);
    server.use(http.put(api('/companies/7/offices/4'), async ({ request }) => HttpResponse.json({ ...TAMPERE, ...((await request.json()) as object) })));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Muokkaa yksikköä Tampereen yksikkö' }));
    fireEvent.change(within(dialog()).getByLabelText(/^Nimi/), { target: { value: 'Tampereen toimipiste' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Yksikköä muokattu')).toBeTruthy();
  });

  it('asks for confirmation before removing, and toasts', async () => {
    answer([TAMPERE]);
    let removed = 0;
    server.use(
      http.delete(api('/companies/7/offices/4'), () => {
        removed += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Poista yksikkö Tampereen yksikkö' }));
    const confirm = await screen.findByRole('dialog', { name: 'Poistetaanko yksikkö?' });
    expect(within(confirm).getByText('Yksikkö Tampereen yksikkö poistetaan. Poistoa ei voi perua.')).toBeTruthy();
    expect(removed).toBe(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Poista' }));
    expect(await screen.findByText('Yksikkö poistettu')).toBeTruthy();
    expect(removed).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
