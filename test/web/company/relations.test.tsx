import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Relationship } from '../../../src/domain/entities/relationship';
import { RecordContextProvider } from 'react-admin';
import { CompanyPage } from '../../../src/pages/company/CompanyPage';
import { RelationsTab } from '../../../src/resources/companies/tabs/RelationsTab';
import { api, renderPage, server, setUpApi } from '../pages/helpers';
import { buildCompany, buildMembership, buildUser } from './fixtures';

setUpApi();

const open = (url: string) => renderPage('/companies/:companyId/*', url, <CompanyPage />);

const own = { id: 7, name: 'Rakennus Virtanen Oy', registrationNumber: '2900000-4' };
const other = { id: 8, name: 'Pohjolan Talotekniikka Oy', registrationNumber: '2900001-2' };

function buildRelation(overrides: Partial<Relationship> = {}): Relationship {
  const relation = {
    id: 5,
    companyRelationshipTypeId: 2,
    parentCompany: own,
    daughterCompany: other,
    createdAt: '2026-03-04T10:00:00.000Z',
    status: 'active' as const,
    acceptedAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
  return {
    ...relation,
    companyId: relation.parentCompany.id,
    daughterCompanyId: relation.daughterCompany.id,
    daughterCompanyRegistrationNumber: relation.daughterCompany.registrationNumber,
  };
}

function useCompanyApi(permissions: { companyAdmin?: boolean; permissions?: string[] } = {}) {
  server.use(
    http.get(api('/users/me'), () =>
      HttpResponse.json(buildUser([buildMembership({ companyAdmin: permissions.companyAdmin ?? true, permissions: permissions.permissions ?? [] })])),
    ),
    http.get(api('/companies/7'), () => HttpResponse.json(buildCompany())),
    http.get(api('/descriptions/company-relationship-types'), () =>
      HttpResponse.json([
        { id: 1, shortDescription: 'Tuntematon', longDescription: null },
        { id: 2, shortDescription: 'Tytäryhtiö', longDescription: null },
        { id: 3, shortDescription: 'Työyhteenliittymä', longDescription: null },
      ]),
    ),
  );
}

const list = (data: Relationship[]) =>
  http.get(api('/companies/7/relationships'), () => HttpResponse.json({ data, meta: { currentPage: 1, perPage: 25, total: data.length, lastPage: 1 } }));

describe('group relations', () => {
  it('sorts by type at first and by the type or the linking date from the column headers', async () => {
    useCompanyApi();
    const asked: string[] = [];
    server.use(
      http.get(api('/companies/7/relationships'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(`${query.get('sort')} ${query.get('order')}`);
        return HttpResponse.json({ data: [buildRelation()], meta: { currentPage: 1, perPage: 100, total: 1, lastPage: 1 } });
      }),
    );
    open('/companies/7/relations');
    const table = await screen.findByRole('table', { name: 'Konsernisuhteet' });
    await waitFor(() => expect(asked).toEqual(['companyRelationshipTypeId asc']));
    fireEvent.click(within(table).getByRole('button', { name: /Liitetty/ }));
    await waitFor(() => expect(asked.at(-1)).toBe('createdAt asc'));
    fireEvent.click(within(table).getByRole('button', { name: /Liitetty/ }));
    await waitFor(() => expect(asked.at(-1)).toBe('createdAt desc'));
    // The other company's name and business ID are not the list's to sort.
    expect(within(table).queryByRole('button', { name: /Yritys/ })).toBeNull();
  });

  it('lists daughters, parents and joint ventures with the other company', async () => {
    useCompanyApi();
    server.use(
      list([
        buildRelation(),
        buildRelation({ id: 6, companyRelationshipTypeId: 2, parentCompany: { id: 9, name: 'Emoyhtiö Oy', registrationNumber: '0112038-9' }, daughterCompany: own }),
        buildRelation({ id: 7, companyRelationshipTypeId: 3, daughterCompany: { id: 10, name: 'Yhteishanke Oy', registrationNumber: '2331972-7' } }),
      ]),
    );
    open('/companies/7/relations');
    const table = await screen.findByRole('table', { name: 'Konsernisuhteet' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([
      'TytäryhtiöPohjolan Talotekniikka Oy2900001-204.03.2026Voimassa',
      'EmoyhtiöEmoyhtiö Oy0112038-904.03.2026Voimassa',
      'TyöyhteenliittymäYhteishanke Oy2331972-704.03.2026Voimassa',
    ]);
    expect(within(table).getByRole('link', { name: 'Pohjolan Talotekniikka Oy' }).getAttribute('href')).toBe('/companies/7/relations/5');
  });

  it('shows the empty state and no form to a person without the right to change', async () => {
    useCompanyApi({ companyAdmin: false });
    server.use(list([]));
    open('/companies/7/relations');
    expect(await screen.findByText('Yrityksellä ei ole tytäryhtiöitä eikä työyhteenliittymiä.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Liitä yritys' })).toBeNull();
  });

  it('checks the business ID in Finnish before asking the server, then links a daughter with its toast', async () => {
    useCompanyApi();
    let posted: unknown = null;
    const relations: Relationship[] = [];
    server.use(
      http.get(api('/companies/7/relationships'), () => HttpResponse.json({ data: relations, meta: { currentPage: 1, perPage: 25, total: relations.length, lastPage: 1 } })),
      http.post(api('/companies/7/relationships'), async ({ request }) => {
        posted = await request.json();
        relations.push(buildRelation());
        return HttpResponse.json(buildRelation(), { status: 201 });
      }),
    );
    open('/companies/7/relations');
    await screen.findByText('Yrityksellä ei ole tytäryhtiöitä eikä työyhteenliittymiä.');
    // The types come from the server's lookup list; "Tuntematon" is never offered.
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Suhteen tyyppi|Tyyppi/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Tytäryhtiö', 'Työyhteenliittymä']);
    fireEvent.click(options[0]);
    const input = screen.getByLabelText(/^Y-tunnus/);
    fireEvent.change(input, { target: { value: '2900001-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Liitä yritys' }));
    expect(await screen.findByText('Y-tunnus ei ole kelvollinen (muoto 1234567-8, tarkistusmerkki).')).toBeTruthy();
    expect(posted).toBeNull();

    fireEvent.change(input, { target: { value: '2900001-2' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(await screen.findByText('Tytäryhtiö liitetty')).toBeTruthy();
    expect(posted).toEqual({ company_relationship_type_id: 2, daughter_company_registration_number: '2900001-2' });
    expect(await screen.findByRole('link', { name: 'Pohjolan Talotekniikka Oy' })).toBeTruthy();
  });

  it('shows the server’s Finnish message when neither the portal nor PRH knows the company', async () => {
    useCompanyApi();
    server.use(
      list([]),
      http.post(api('/companies/7/relationships'), () =>
        HttpResponse.json({ message: 'Y-tunnuksella ei löytynyt yritystä portaalista eikä PRH:n rekisteristä.' }, { status: 404 }),
      ),
    );
    open('/companies/7/relations');
    await screen.findByText('Yrityksellä ei ole tytäryhtiöitä eikä työyhteenliittymiä.');
    const input = screen.getByLabelText(/^Y-tunnus/);
    fireEvent.change(input, { target: { value: '0112038-9' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(await screen.findByText('Y-tunnuksella ei löytynyt yritystä portaalista eikä PRH:n rekisteristä.')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('0112038-9');
  });

  it('deletes a daughter link after confirmation and goes to /companies/:id/relations with its toast', async () => {
    useCompanyApi();
    let deleted = false;
    server.use(
      http.get(api('/companies/7/relationships/5'), () => HttpResponse.json(buildRelation())),
      http.delete(api('/companies/7/relationships/5'), () => {
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
      list([]),
    );
    open('/companies/7/relations/5');
    expect(await screen.findByText('Pohjolan Talotekniikka Oy (2900001-2)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Poista liitos' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Yritysten Rakennus Virtanen Oy ja Pohjolan Talotekniikka Oy välinen suhde (tytäryhtiö) poistetaan.')).toBeTruthy();
    expect(deleted).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Poista liitos' }));
    expect(await screen.findByText('Tytäryhtiön liitos poistettu')).toBeTruthy();
    expect(deleted).toBe(true);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/companies/7/relations'));
  });

  it('leaving a joint venture shows its own toast and also lands on the relations list', async () => {
    useCompanyApi();
    const jointVenture = buildRelation({ id: 6, companyRelationshipTypeId: 3 });
    server.use(
      http.get(api('/companies/7/relationships/6'), () => HttpResponse.json(jointVenture)),
      http.delete(api('/companies/7/relationships/6'), () => new HttpResponse(null, { status: 204 })),
      list([]),
    );
    open('/companies/7/relations/6');
    fireEvent.click(await screen.findByRole('button', { name: 'Poista liitos' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Poista liitos' }));
    expect(await screen.findByText('Poistuttu työyhteenliittymästä')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/companies/7/relations'));
  });

  it('cancelling the confirmation keeps the link', async () => {
    useCompanyApi();
    server.use(http.get(api('/companies/7/relationships/5'), () => HttpResponse.json(buildRelation())));
    open('/companies/7/relations/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Poista liitos' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Peruuta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/companies/7/relations/5');
  });
});

describe('consent to a relation (issue 9 #6)', () => {
  const asker = { id: 9, name: 'Emoyhtiö Oy', registrationNumber: '0112038-9' };
  /** A request of Emoyhtiö Oy to make this company (7) its daughter, waiting for 7's admin. */
  const request = () => buildRelation({ id: 6, parentCompany: asker, daughterCompany: own, status: 'pending', acceptedAt: null });
  /** This company's own request to Pohjolan Talotekniikka Oy, waiting for the other company. */
  const ownRequest = () => buildRelation({ id: 5, status: 'pending', acceptedAt: null });

  it('shows the status of each; the company asked sees Hyväksy and Hylkää, the asking side only that it waits', async () => {
    useCompanyApi();
    server.use(list([ownRequest(), request(), buildRelation({ id: 8, companyRelationshipTypeId: 3, daughterCompany: { id: 10, name: 'Yhteishanke Oy', registrationNumber: '2331972-7' } })]));
    open('/companies/7/relations');
    const table = await screen.findByRole('table', { name: 'Konsernisuhteet' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'TytäryhtiöPohjolan Talotekniikka Oy2900001-204.03.2026Odottaa hyväksyntää',
      'EmoyhtiöEmoyhtiö Oy0112038-904.03.2026Odottaa hyväksyntääHyväksyHylkää',
      'TyöyhteenliittymäYhteishanke Oy2331972-704.03.2026Voimassa',
    ]);
    expect(within(rows[1]).getByRole('button', { name: 'Hyväksy liitos Emoyhtiö Oy' })).toBeTruthy();
    expect(within(rows[0]).queryByRole('button')).toBeNull();
  });

  it('accepts with a toast, and the list shows the relation in force', async () => {
    useCompanyApi();
    let relation = request();
    let accepted = false;
    server.use(
      http.get(api('/companies/7/relationships'), () => HttpResponse.json({ data: [relation], meta: { currentPage: 1, perPage: 25, total: 1, lastPage: 1 } })),
      http.post(api('/companies/7/relationships/6/accept'), () => {
        accepted = true;
        relation = { ...relation, status: 'active', acceptedAt: '2026-03-05T10:00:00.000Z' };
        return HttpResponse.json(relation);
      }),
    );
    open('/companies/7/relations');
    fireEvent.click(await screen.findByRole('button', { name: 'Hyväksy liitos Emoyhtiö Oy' }));
    expect(await screen.findByText('Liitos hyväksytty')).toBeTruthy();
    expect(accepted).toBe(true);
    const table = screen.getByRole('table', { name: 'Konsernisuhteet' });
    await waitFor(() => expect(within(table).getByText('Voimassa')).toBeTruthy());
    expect(within(table).queryByRole('button', { name: /Hyväksy/ })).toBeNull();
  });

  it('rejects only after confirmation, with a toast; cancelling keeps the request', async () => {
    useCompanyApi();
    let relations = [request()];
    let rejected = 0;
    server.use(
      http.get(api('/companies/7/relationships'), () => HttpResponse.json({ data: relations, meta: { currentPage: 1, perPage: 25, total: relations.length, lastPage: 1 } })),
      http.post(api('/companies/7/relationships/6/reject'), () => {
        rejected += 1;
        relations = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    open('/companies/7/relations');
    fireEvent.click(await screen.findByRole('button', { name: 'Hylkää liitos Emoyhtiö Oy' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Hylätäänkö liitos?')).toBeTruthy();
    expect(within(dialog).getByText('Yrityksen Emoyhtiö Oy pyyntö liittää yritys Rakennus Virtanen Oy (tytäryhtiö) hylätään. Pyyntö poistetaan.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Peruuta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rejected).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Hylkää liitos Emoyhtiö Oy' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hylkää' }));
    expect(await screen.findByText('Liitos hylätty')).toBeTruthy();
    expect(rejected).toBe(1);
    expect(await screen.findByText('Yrityksellä ei ole tytäryhtiöitä eikä työyhteenliittymiä.')).toBeTruthy();
  });

  it('shows the server’s Finnish reason when the answer is refused', async () => {
    useCompanyApi();
    server.use(
      list([request()]),
      http.post(api('/companies/7/relationships/6/accept'), () =>
        HttpResponse.json({ message: 'Liitos on jo hyväksytty.', code: 'relationship_not_pending' }, { status: 409 }),
      ),
    );
    open('/companies/7/relations');
    fireEvent.click(await screen.findByRole('button', { name: 'Hyväksy liitos Emoyhtiö Oy' }));
    expect(await screen.findByText('Liitos on jo hyväksytty.')).toBeTruthy();
  });

  it('offers no answer to a member who is not an admin, even one who may link', async () => {
    useCompanyApi({ companyAdmin: false, permissions: ['company_details'] });
    server.use(list([request()]));
    open('/companies/7/relations');
    const table = await screen.findByRole('table', { name: 'Konsernisuhteet' });
    expect(within(table).getByText('Odottaa hyväksyntää')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Hyväksy|Hylkää/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Liitä yritys' })).toBeTruthy();
  });

  it('the relation’s page says who must accept, and offers the answer to the company asked', async () => {
    useCompanyApi();
    server.use(http.get(api('/companies/7/relationships/5'), () => HttpResponse.json(ownRequest())), http.get(api('/companies/7/relationships/6'), () => HttpResponse.json(request())));
    const first = open('/companies/7/relations/5');
    expect(await screen.findByText('Liitos tulee voimaan, kun yrityksen Pohjolan Talotekniikka Oy pääkäyttäjä hyväksyy sen.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Hyväksy/ })).toBeNull();
    first.unmount();
    open('/companies/7/relations/6');
    expect(await screen.findByText('Yritys Emoyhtiö Oy pyytää liittää tämän yrityksen. Liitos tulee voimaan, kun hyväksyt sen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hyväksy liitos Emoyhtiö Oy' })).toBeTruthy();
  });

  it('linking a company with an admin tells that it waits for that company, not that it is linked', async () => {
    useCompanyApi();
    server.use(
      list([]),
      http.post(api('/companies/7/relationships'), () => HttpResponse.json(ownRequest(), { status: 201 })),
    );
    open('/companies/7/relations');
    await screen.findByText('Yrityksellä ei ole tytäryhtiöitä eikä työyhteenliittymiä.');
    const input = screen.getByLabelText(/^Y-tunnus/);
    fireEvent.change(input, { target: { value: '2900001-2' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(await screen.findByText('Liitospyyntö lähetetty. Liitos tulee voimaan, kun yrityksen Pohjolan Talotekniikka Oy pääkäyttäjä hyväksyy sen.')).toBeTruthy();
    expect(screen.queryByText('Tytäryhtiö liitetty')).toBeNull();
  });

  it('office staff answer for the company in its office tab, where the status is shown too', async () => {
    server.use(
      http.get(api('/users/me'), () => HttpResponse.json(buildUser([], [2]))),
      list([request(), ownRequest()]),
      http.get(api('/descriptions/company-relationship-types'), () => HttpResponse.json([{ id: 2, shortDescription: 'Tytäryhtiö', longDescription: null }])),
      http.post(api('/companies/7/relationships/6/accept'), () => HttpResponse.json({ ...request(), status: 'active' })),
    );
    renderPage('/office/companies/:id/*', '/office/companies/7/show/relations', (
      <RecordContextProvider value={{ id: 7 }}>
        <RelationsTab />
      </RecordContextProvider>
    ));
    const table = await screen.findByRole('table', { name: 'Konsernisuhteet' });
    expect(within(table).getAllByText('Odottaa hyväksyntää')).toHaveLength(2);
    // Only the request made to this company is the office's to answer for it.
    expect(within(table).getAllByRole('button', { name: /^Hyväksy liitos/ })).toHaveLength(1);
    fireEvent.click(within(table).getByRole('button', { name: 'Hyväksy liitos Emoyhtiö Oy' }));
    expect(await screen.findByText('Liitos hyväksytty')).toBeTruthy();
  });
});
