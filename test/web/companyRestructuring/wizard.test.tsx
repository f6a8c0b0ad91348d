/**
 * The restructuring wizard at /company-restructuring (issue 22 §2): both companies searched and picked,
 * what moves in checkbox lists (all at first), the preview with its clashes, the merger document, the
 * confirmation dialog and success, which clears the selection; "Tyhjennä" resets everything.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nContextProvider } from 'react-admin';
import { createMemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import CompanyRestructuringArea from '../../../src/areas/companyRestructuring/CompanyRestructuringArea';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import type { RestructuringLists, RestructuringResult } from '../../../src/domain/api/companyRestructuringActions';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { FakeXhr, lastXhr } from '../files/fakeXhr';
import { officeUser, stubApi, type StubbedCall } from '../shell/fetchStub';

const companies = [
  { id: 1, name: 'Vanha Rakennus Oy', registrationNumber: '1234567-1' },
  { id: 2, name: 'Uusi Rakennus Oy', registrationNumber: '7654321-2' },
];
const page = <T,>(data: T[]) => ({ data, meta: { currentPage: 1, perPage: 10, total: data.length, lastPage: 1 } });

const available: RestructuringLists = {
  references: [
    { id: 11, title: 'Koulun laajennus', projectId: 31, projectName: 'Koulu' },
    { id: 12, title: 'Päiväkoti', projectId: null, projectName: null },
  ],
  projects: [{ id: 31, name: 'Koulu' }],
  people: [{ id: 21, personId: 71, name: 'Aino Asentaja', email: 'aino@example.fi', companyAdmin: true }],
  certificates: [{ id: 41, name: 'Pätevyys', number: 'PTV-1', certificateTypeId: 1, issuedByAssociation: true, industries: [{ id: 51, symbolicNumber: '2.1', description: 'Talonrakennus' }] }],
  applications: [],
  industries: [{ id: 51, symbolicNumber: '2.1', description: 'Talonrakennus' }],
};

const result = (body: Record<string, unknown>): RestructuringResult => {
  const ids = (key: string) => (body[key] as number[] | undefined) ?? [];
  const moving: RestructuringLists = {
    references: available.references.filter((r) => ids('reference_ids').includes(r.id)),
    projects: ids('reference_ids').includes(11) ? available.projects : [],
    people: available.people.filter((p) => ids('person_ids').includes(p.id)),
    certificates: available.certificates.filter((c) => ids('certificate_ids').includes(c.id)),
    applications: [],
    industries: available.industries.filter((i) => ids('selected_industries').includes(i.id)),
  };
  return {
    dryRun: body.dry_run === true,
    id: body.dry_run === true ? null : 5,
    moveFrom: { id: 1, name: 'Vanha Rakennus Oy', businessId: '1234567-1' },
    beMoved: { id: 2, name: 'Uusi Rakennus Oy', businessId: '7654321-2' },
    available,
    moving,
    clashes: ids('person_ids').includes(21)
      ? [{ kind: 'person', id: 21, blocking: false, message: 'Aino Asentaja on jo vastaanottavan yrityksen henkilö.' }]
      : [],
  };
};

let calls: StubbedCall[] = [];

function renderArea() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <I18nContextProvider value={i18nProvider}>
            <Routes>
              <Route path="/company-restructuring/*" element={<CompanyRestructuringArea />} />
            </Routes>
          </I18nContextProvider>
        ),
      },
    ],
    { initialEntries: ['/company-restructuring'] },
  );
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  resetCurrentUser();
  FakeXhr.made = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  ({ calls } = stubApi({
    'GET /api/users/me': { body: officeUser },
    'GET /api/companies': async () => {
      const q = decodeURIComponent(calls[calls.length - 1]?.query.toString() ?? '').replace(/\+/g, ' ');
      const matches = companies.filter((c) => q.includes(c.name.split(' ')[0] ?? ''));
      return new Response(JSON.stringify(page(matches)), { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
    'GET /api/company-restructurings': { body: { data: [] } },
    'POST /api/company-restructurings': async () => {
      const body = calls[calls.length - 1]?.body as Record<string, unknown>;
      return new Response(JSON.stringify(result(body)), { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  }));
});
afterEach(() => vi.unstubAllGlobals());

const posts = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/company-restructurings').map((c) => c.body as Record<string, unknown>);

async function pick(label: string, text: string, name: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value: text } });
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(name) }));
  await screen.findByText(`Valittu: ${name}`);
}

describe('the company restructuring wizard', () => {
  it('runs from selectCompany to success, and success clears the selection', async () => {
    renderArea();
    expect(await screen.findByText('Yritysjärjestelyjä ei ole vielä tehty.')).toBeTruthy();
    const next = () => screen.getByRole('button', { name: 'Seuraava' });
    expect((await screen.findByRole('button', { name: 'Seuraava' })).hasAttribute('disabled')).toBe(true);

    await pick('Hae yritystä, josta tiedot siirretään', 'Vanha', 'Vanha Rakennus Oy');
    await pick('Hae yritystä, johon tiedot siirretään', 'Uusi', 'Uusi Rakennus Oy');
    fireEvent.click(next());

    // Everything the old company has, all chosen at first.
    const reference = await screen.findByRole('checkbox', { name: /Päiväkoti/ });
    expect((reference as HTMLInputElement).checked).toBe(true);
    expect(posts()[0]).toMatchObject({ company_id_to_move_from: 1, company_id_to_be_moved: 2, dry_run: true, reference_ids: [] });
    expect(screen.getByText('Ei siirrettävää.')).toBeTruthy();
    fireEvent.click(reference);
    expect((reference as HTMLInputElement).checked).toBe(false);
    fireEvent.click(next());

    // The preview: the dry run of exactly the selection, and its clash shown.
    expect(await screen.findByText(/Aino Asentaja on jo vastaanottavan yrityksen henkilö/)).toBeTruthy();
    expect(posts()[1]).toMatchObject({ reference_ids: [11], person_ids: [21], certificate_ids: [41], selected_industries: [51], dry_run: true });
    fireEvent.click(next());

    // The merger document: no way on without it.
    expect(next().hasAttribute('disabled')).toBe(true);
    const input = (await screen.findByLabelText('Sulautumisen vahvistusasiakirja (PDF)', { selector: 'input' })) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'sulautuminen.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(FakeXhr.made).toHaveLength(1));
    expect(lastXhr()?.url).toBe('/api/company-restructurings/documents');
    act(() => lastXhr()?.respond(201, { id: 9, name: 'sulautuminen.pdf', byteSize: 8 }));
    expect(await screen.findByText('Liitetty: sulautuminen.pdf')).toBeTruthy();
    fireEvent.click(next());

    // Confirm: a dialog first; cancelling sends nothing.
    fireEvent.click(await screen.findByRole('button', { name: 'Suorita yritysjärjestely' }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Peruuta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Suorita yritysjärjestely' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suorita yritysjärjestely' }));

    expect(await screen.findByText('Yritysjärjestely tehty', { selector: 'h3' })).toBeTruthy();
    expect(screen.getByText(/Yritys Vanha Rakennus Oy on sulautettu yritykseen Uusi Rakennus Oy/)).toBeTruthy();
    expect(posts()[2]).toMatchObject({ dry_run: false, merger_document_id: 9, reference_ids: [11] });

    // Success cleared the selection: a new one starts empty.
    fireEvent.click(screen.getByRole('button', { name: 'Aloita uusi yritysjärjestely' }));
    expect(((await screen.findByLabelText('Hae yritystä, josta tiedot siirretään')) as HTMLInputElement).value).toBe('');
  }, 90000);

  it('"Tyhjennä" resets everything', async () => {
    renderArea();
    await pick('Hae yritystä, josta tiedot siirretään', 'Vanha', 'Vanha Rakennus Oy');
    await pick('Hae yritystä, johon tiedot siirretään', 'Uusi', 'Uusi Rakennus Oy');
    fireEvent.click(screen.getByRole('button', { name: 'Seuraava' }));
    await screen.findByRole('checkbox', { name: /Päiväkoti/ });
    fireEvent.click(screen.getByRole('button', { name: 'Tyhjennä' }));
    const search = (await screen.findByLabelText('Hae yritystä, josta tiedot siirretään')) as HTMLInputElement;
    expect(search.value).toBe('');
    expect(screen.queryByText('Valittu: Vanha Rakennus Oy')).toBeNull();
    expect(screen.getByRole('button', { name: 'Seuraava' }).hasAttribute('disabled')).toBe(true);
  }, 60000);
});
