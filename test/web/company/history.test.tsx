import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../src/domain/formats';
import { CompanyPage } from '../../../src/pages/company/CompanyPage';
import type { HistoryEntry } from '../../../src/domain/entities/historyEntry';
import { api, renderPage, server, setUpApi } from '../pages/helpers';
import { DESCRIBABLES } from '../../../src/domain/describables';
import { buildCompany, buildMembership, buildUser } from './fixtures';

/** The lookup list as GET /descriptions/company-history-entry-types serves it (seeded from the same list). */
const historyTypes = DESCRIBABLES['company-history-entry-types'].map((type, index) => ({
  id: type.id,
  shortDescription: type.shortDescription,
  longDescription: type.longDescription ?? null,
  helpText: null,
  languageCode: 'fi',
  orderNumber: index + 1,
}));

setUpApi();

const open = () => renderPage('/companies/:companyId/*', '/companies/7/history', <CompanyPage />);


const entry = (overrides: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id: 31,
  companyId: 7,
  validFrom: '2019-05-01',
  validTo: null,
  content: 'Nimi muutettiin muotoon Rakennus Virtanen Oy.',
  companyHistoryEntryTypeId: 1,
  createdBy: { id: 1, name: 'Ville Virtanen' },
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...overrides,
});

function useApi(options: { companyAdmin?: boolean; permissions?: string[]; entries?: HistoryEntry[] } = {}) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const entries = options.entries ?? [entry()];
  server.use(
    http.get(api('/users/me'), () =>
      HttpResponse.json(buildUser([buildMembership({ companyAdmin: options.companyAdmin ?? true, permissions: options.permissions ?? [] })])),
    ),
    http.get(api('/companies/7'), () => HttpResponse.json(buildCompany())),
    http.get(api('/descriptions/company-history-entry-types'), () => HttpResponse.json(historyTypes)),
    http.get(api('/companies/7/history'), () =>
      HttpResponse.json({ data: entries, meta: { currentPage: 1, perPage: entries.length || 1, total: entries.length, lastPage: 1 } }),
    ),
    http.get(api('/companies/7/history/:entryId'), ({ params }) => {
      const found = entries.find((row) => String(row.id) === params.entryId);
      return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'Historiatietoa ei löytynyt.' }, { status: 404 });
    }),
    http.post(api('/companies/7/history'), async ({ request }) => {
      const body = await request.json();
      calls.push({ method: 'POST', url: request.url, body });
      return HttpResponse.json(entry({ id: 32 }), { status: 201 });
    }),
    http.delete(api('/companies/7/history/31'), ({ request }) => {
      calls.push({ method: 'DELETE', url: request.url, body: null });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

const start = () => {
  useApi();
  return open();
};
const dialog = () => screen.getByRole('dialog');
/** "Lisää tapahtuma" opens the form at its address (…/history/new). */
const openForm = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Lisää tapahtuma' }));
  await screen.findByText('Uusi historiatapahtuma');
};
const closeWithEscape = async () => {
  fireEvent.keyDown(dialog(), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};
const chooseType = async (name: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Tapahtuman tyyppi/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
};

describe('company history (Historia)', () => {
  it('lists the entries in the section, newest first as the server sends them', async () => {
    useApi({ entries: [entry({ id: 40, validFrom: '2024-02-01', validTo: '2024-12-31', content: 'Uusi omistaja', companyHistoryEntryTypeId: 3 }), entry()] });
    open();
    expect(await screen.findByText('Uusi omistaja')).toBeTruthy();
    // The type's name comes from the lookup list the server serves.
    expect(await screen.findByText('Omistajanvaihdos')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Historia', selected: true })).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Yrityksen historia' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'AlkaenPäättyenTapahtuman tyyppiKuvausToiminnot',
      '01.02.202431.12.2024OmistajanvaihdosUusi omistajaMuokkaaPoista',
      '01.05.2019–NimenmuutosNimi muutettiin muotoon Rakennus Virtanen Oy.MuokkaaPoista',
    ]);
  });

  it("the section is the 'listing'; a form closed and opened again starts afresh, with no old data or errors", async () => {
    const { router } = start();
    expect(await screen.findByRole('button', { name: 'Lisää tapahtuma' })).toBeTruthy();
    expect(screen.queryByLabelText(/Kuvaus/)).toBeNull();

    await openForm();
    expect(router.state.location.pathname).toBe('/companies/7/history/new');
    expect((screen.getByRole('textbox', { name: /Alkaen/ }) as HTMLInputElement).value).toBe(formatDate(new Date()));
    fireEvent.change(screen.getByRole('textbox', { name: /Alkaen/ }), { target: { value: '1.1.2020' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Päättyen/ }), { target: { value: '1.1.2019' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Kuvaus on pakollinen.')).toBeTruthy();
    expect(screen.getByText('Valitse tapahtuman tyyppi.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Kuvaus/), { target: { value: 'Keskeneräinen kirjaus' } });

    await closeWithEscape();
    expect(router.state.location.pathname).toBe('/companies/7/history');
    await openForm();
    expect((screen.getByLabelText(/Kuvaus/) as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: /Alkaen/ }) as HTMLInputElement).value).toBe(formatDate(new Date()));
    expect((screen.getByRole('textbox', { name: /Päättyen/ }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Kuvaus on pakollinen.')).toBeNull();
    expect(screen.queryByText('Valitse tapahtuman tyyppi.')).toBeNull();
  });

  it('an entry being edited has an address; Back leaves it and adding then starts a new one (issue 19 §4)', async () => {
    const { router } = start();
    fireEvent.click(await screen.findByRole('button', { name: 'Muokkaa: Nimi muutettiin muotoon Rakennus Virtanen Oy.' }));
    expect(await screen.findByText('Muokkaa historiatapahtumaa')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/companies/7/history/31/edit');
    expect(await screen.findByDisplayValue('Nimi muutettiin muotoon Rakennus Virtanen Oy.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Alkaen/ }) as HTMLInputElement).value).toBe('01.05.2019');

    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/companies/7/history');
    await openForm();
    expect(screen.queryByText('Muokkaa historiatapahtumaa')).toBeNull();
    expect((screen.getByLabelText(/Kuvaus/) as HTMLTextAreaElement).value).toBe('');
  });

  it('opens an entry’s form by its address after a reload, and closing it goes to the list', async () => {
    useApi();
    const { router } = renderPage('/companies/:companyId/*', '/companies/7/history/31/edit', <CompanyPage />);
    expect(await screen.findByDisplayValue('Nimi muutettiin muotoon Rakennus Virtanen Oy.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Peruuta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies/7/history'));
  });

  it('saves a new entry, tells so and returns to the list', async () => {
    const calls = useApi();
    open();
    await openForm();
    fireEvent.change(screen.getByRole('textbox', { name: /Alkaen/ }), { target: { value: '1.6.2025' } });
    await chooseType('Yritysjärjestely');
    fireEvent.change(screen.getByLabelText(/Kuvaus/), { target: { value: 'Sulautui Virtanen Yhtiöihin.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Historiatapahtuma tallennettu')).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'POST',
        url: api('/companies/7/history'),
        // No end date: left out (SPEC §7 drops nulls); the server reads it as open-ended.
        body: { valid_from: '2025-06-01', content: 'Sulautui Virtanen Yhtiöihin.', company_history_entry_type_id: 2 },
      },
    ]);
    // Saved, the form closes to the list.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Lisää tapahtuma' })).toBeTruthy();
  });

  it('refuses a day outside 1900–2100 in the form, with no request (issue 18: 12.12.9999 was taken)', async () => {
    const calls = useApi();
    open();
    await openForm();
    fireEvent.change(screen.getByRole('textbox', { name: /Alkaen/ }), { target: { value: '12.12.9999' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Päättyen/ }), { target: { value: '31.12.1899' } });
    await chooseType('Muu');
    fireEvent.change(screen.getByLabelText(/Kuvaus/), { target: { value: 'Jotain tapahtui.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findAllByText('Päivämäärän on oltava väliltä 1.1.1900–31.12.2100.')).toHaveLength(2);
    expect(calls).toEqual([]);
  });

  it('shows the server’s Finnish field message beside the input and keeps what was typed', async () => {
    useApi();
    server.use(
      http.post(api('/companies/7/history'), () =>
        HttpResponse.json(
          { message: 'Annetuissa tiedoissa on virheitä.', code: 'validation', errors: { valid_to: ['Päättymispäivä ei voi olla ennen alkupäivää.'] } },
          { status: 422 },
        ),
      ),
    );
    open();
    await openForm();
    await chooseType('Muu');
    fireEvent.change(screen.getByLabelText(/Kuvaus/), { target: { value: 'Jotain tapahtui.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Päättymispäivä ei voi olla ennen alkupäivää.')).toBeTruthy();
    expect((screen.getByLabelText(/Kuvaus/) as HTMLTextAreaElement).value).toBe('Jotain tapahtui.');
  });

  it('asks before deleting an entry', async () => {
    const calls = useApi();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Poista: Nimi muutettiin muotoon Rakennus Virtanen Oy.' }));
    expect(await screen.findByText('Poistetaanko historiatapahtuma?')).toBeTruthy();
    expect(calls).toEqual([]);
    const confirm = screen.getByText('Poistetaanko historiatapahtuma?').closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: /Poista/ }));
    expect(await screen.findByText('Historiatapahtuma poistettu')).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`DELETE ${api('/companies/7/history/31')}`]);
  });

  it('shows the history without change controls to a member who may not change it', async () => {
    useApi({ companyAdmin: false, permissions: [] });
    open();
    expect(await screen.findByText('Nimi muutettiin muotoon Rakennus Virtanen Oy.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lisää tapahtuma' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Muokkaa/ })).toBeNull();
  });

  it('tells in Finnish when there is no history yet', async () => {
    useApi({ entries: [] });
    open();
    expect(await screen.findByText('Yrityksen historiaan ei ole kirjattu tapahtumia.')).toBeTruthy();
  });
});
