import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import { DESCRIBABLES } from '../../../src/domain/describables';
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
  names: {},
};

const users = { data: [{ id: 3, name: 'Ville Virtanen', email: 'ville@example.fi' }], meta: { currentPage: 1, perPage: 1, total: 1, lastPage: 1 } };
const page = (data: unknown[]) => ({ data, meta: { currentPage: 1, perPage: 25, total: data.length, lastPage: 1 } });


describe('company audit log in the office', () => {
  it('shows who changed what and when', async () => {
    const { calls } = stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/companies/1': { body: company },
      'GET /api/companies/1/audit-log': { body: { data: [entry], meta: { currentPage: 1, perPage: 25, total: 1, lastPage: 1 } } },
      'GET /api/companies/1/audit-log/users': { body: users },
    });
    renderStaffArea('/office/companies/1/show/audit-log');
    // The file's first render loads the whole staff area: slow on a busy machine.
    expect(await screen.findByText('Nimi: Rakennus Ab → Rakennus Oy', undefined, { timeout: 15000 })).toBeTruthy();
    const row = screen.getByText('Nimi: Rakennus Ab → Rakennus Oy').closest('tr') as HTMLElement;
    expect(within(row).getByText('Ville Virtanen (ville@example.fi)')).toBeTruthy();
    expect(within(row).getByText('Yritys')).toBeTruthy();
    expect(within(row).getByText('Muutettu')).toBeTruthy();
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
      'GET /api/companies/1/audit-log': async () => pageOf(calls.filter((c) => c.path === '/api/companies/1/audit-log').at(-1)?.query.get('page') ?? null),
      'GET /api/companies/1/audit-log/users': { body: users },
    });
    renderStaffArea('/office/companies/1/show/audit-log');
    expect(await screen.findByText('Nimi: Rakennus Ab → Rakennus Oy')).toBeTruthy();
    expect(screen.getByText('1–25 / 30')).toBeTruthy();
    const first = calls.find((c) => c.path === '/api/companies/1/audit-log');
    expect([first?.query.get('sort'), first?.query.get('order')]).toEqual(['id', 'desc']);

    await userEvent.click(screen.getByRole('button', { name: 'Seuraava sivu' }));
    expect(await screen.findByText('Nimi: Rakennus Ab → Toinen sivu Oy')).toBeTruthy();
    expect(screen.getByText('26–30 / 30')).toBeTruthy();
    // No English anywhere on the tab: react-admin's and MUI's own texts are Finnish.
    expect(document.body.textContent).not.toMatch(/\b(of|Rows|page|Page|Go to|Next|Previous)\b/);
    for (const element of document.querySelectorAll('[aria-label], [title]')) {
      expect(`${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('title') ?? ''}`).not.toMatch(/\b(of|Rows|page|Page|Go to|Next|Previous)\b/);
    }
  });

  it('says so when nothing has been changed yet', async () => {
    stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/companies/1': { body: company },
      'GET /api/companies/1/audit-log': { body: { data: [], meta: { currentPage: 1, perPage: 25, total: 0, lastPage: 1 } } },
      'GET /api/companies/1/audit-log/users': { body: page([]) },
    });
    renderStaffArea('/office/companies/1/show/audit-log');
    expect(await screen.findByText('Yrityksen tietoihin ei ole vielä tehty muutoksia portaalissa.')).toBeTruthy();
  });

  it('labels fields as declared, shows lookup ids, truth values and references by name', async () => {
    stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/companies/1': { body: company },
      'GET /api/companies/1/audit-log/users': { body: users },
      'GET /api/descriptions/contact-types': { body: DESCRIBABLES['contact-types'] },
      'GET /api/descriptions/education-degrees': { body: DESCRIBABLES['education-degrees'] },
      'GET /api/descriptions/education-levels': { body: DESCRIBABLES['education-levels'] },
      'GET /api/companies/1/audit-log': {
        body: page([
          { ...entry, id: 9, entity: 'address', action: 'create', before: null, after: { address_type_id: 3, street: 'Katu 1', city: 'Oulu' } },
          { ...entry, id: 8, entity: 'company_person', before: { person_id: 12, company_admin: false }, after: { person_id: 12, company_admin: true }, names: { people: { 12: 'Maija Meikäläinen' } } },
          { ...entry, id: 7, entity: 'person_education', action: 'create', before: null, after: { person_id: 12, id: 4, educationDegreeId: 1, graduationYear: 2001 }, names: { people: { 12: 'Maija Meikäläinen' } } },
          { ...entry, id: 6, entity: 'company_agreement', action: 'create', before: null, after: { product_id: 2, version: 1, signed_at: '2026-03-02T10:00:00Z' }, names: { products: { 2: 'Laatusertifikaatti' } } },
          { ...entry, id: 5, entity: 'invite', action: 'update', before: { accepted_at: null }, after: { accepted_at: null, accepted_by_user_id: 3 }, names: { users: { 3: 'Ville Virtanen' } } },
        ]),
      },
    });
    renderStaffArea('/office/companies/1/show/audit-log');
    // The address type by its list's name, once the list is loaded.
    expect(await screen.findByText('Osoitteen tyyppi: Käyntiosoite')).toBeTruthy();
    expect(screen.getByText('Katuosoite: Katu 1')).toBeTruthy();
    expect(screen.getByText('Henkilö: Maija Meikäläinen')).toBeTruthy();
    expect(screen.getByText('Pääkäyttäjä: Ei → Kyllä')).toBeTruthy();
    expect(await screen.findByText(`Tutkinto: ${DESCRIBABLES['education-degrees'][0].shortDescription}`)).toBeTruthy();
    expect(screen.getByText('Valmistumisvuosi: 2001')).toBeTruthy();
    expect(screen.getByText('Tuote: Laatusertifikaatti')).toBeTruthy();
    expect(screen.getByText('Versio: 1')).toBeTruthy();
    expect(screen.getByText(/^Allekirjoitettu: 02\.03\.2026 klo \d{2}\.\d{2}$/)).toBeTruthy();
    expect(screen.getByText('Hyväksyjä: – → Ville Virtanen')).toBeTruthy();
    for (const text of ['Osoite', 'Sopimus', 'Kutsu', 'Lisätty']) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    // Whose data a change was, beside the entity: an update lists only what changed.
    expect(screen.getByText('Henkilö yrityksessä: Maija Meikäläinen')).toBeTruthy();
    expect(screen.getByText('Koulutus: Maija Meikäläinen')).toBeTruthy();
    // No stored key or id shows.
    expect(document.body.textContent).not.toMatch(/_id|_at\b|graduationYear|address_type|Tunniste|valid_from/);
  });

  it('narrows the log by who, what and which days with Finnish filter inputs', async () => {
    const { calls } = stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/companies/1': { body: company },
      'GET /api/companies/1/audit-log/users': { body: users },
      'GET /api/companies/1/audit-log': { body: page([entry]) },
    });
    renderStaffArea('/office/companies/1/show/audit-log');
    expect(await screen.findByText('Nimi: Rakennus Ab → Rakennus Oy')).toBeTruthy();
    const lastQuery = () => calls.filter((c) => c.path === '/api/companies/1/audit-log').at(-1)?.query;

    await userEvent.click(screen.getByRole('combobox', { name: 'Tekijä' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ville Virtanen (ville@example.fi)' }));
    await waitFor(() => expect(lastQuery()?.get('user_id')).toBe('3'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Tieto' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Osoite' }));
    await waitFor(() => expect(lastQuery()?.get('entity')).toBe('address'));

    await userEvent.type(screen.getByRole('textbox', { name: 'Alkaen' }), '1.3.2026');
    await waitFor(() => expect(lastQuery()?.get('created_from')).toBe('2026-03-01'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Päättyen' }), '31.3.2026');
    await waitFor(() => expect(lastQuery()?.get('created_to')).toBe('2026-03-31'));
    // A half-typed day asks nothing.
    expect(calls.some((c) => c.query.get('created_to') === '31.3')).toBe(false);
    expect([lastQuery()?.get('user_id'), lastQuery()?.get('entity')]).toEqual(['3', 'address']);
  });

  it('says in Finnish why the server refused the filters, instead of a failed load', async () => {
    stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/companies/1': { body: company },
      'GET /api/companies/1/audit-log/users': { body: users },
      'GET /api/companies/1/audit-log': {
        status: 422,
        body: { code: 'validation', message: 'Annetuissa tiedoissa on virheitä. Korjaa merkityt kentät.', errors: { created_to: ['Loppupäivä ei voi olla ennen alkupäivää.'] } },
      },
    });
    renderStaffArea('/office/companies/1/show/audit-log');
    expect(await screen.findByText('Loppupäivä ei voi olla ennen alkupäivää.')).toBeTruthy();
    expect(screen.queryByText('Muutoshistoriaa ei saatu ladattua.')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Alkaen' })).toBeTruthy();
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
