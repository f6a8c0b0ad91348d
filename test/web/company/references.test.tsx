import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CompanyPage } from '../../../src/pages/company/CompanyPage';
import type { Reference } from '../../../src/domain/entities/reference';
import { DESCRIBABLES } from '../../../src/domain/describables';
import { api, renderPage, server, setUpApi } from '../pages/helpers';
import { buildCompany, buildMembership, buildUser } from './fixtures';

setUpApi();

const open = (url = '/companies/7/references') => renderPage('/companies/:companyId/*', url, <CompanyPage />);
const location = () => screen.getByTestId('location').textContent;

const reference = (overrides: Partial<Reference> = {}): Reference => ({
  id: 41,
  companyId: 7,
  title: 'Koulukeskuksen peruskorjaus',
  projectId: null,
  referenceTypeId: 1,
  statusId: 3,
  orderNumber: null,
  workDescription: 'Peruskorjaus ja laajennus.',
  address: null,
  clientName: 'Espoon kaupunki',
  clientRegistrationNumber: '0101263-6',
  contractorId: null,
  contractorContactPersonId: null,
  workStartDate: '2021-01-01',
  workEndDate: '2022-06-30',
  duration: 18,
  totalBilling: 2500000,
  totalBillingUnitId: 1,
  subcontractorDegree: null,
  subcontractorAmount: null,
  companyRoleId: 1,
  lifecyclePhaseId: null,
  planningTypeId: null,
  contractTypeId: null,
  sectorId: null,
  taskId: null,
  subtaskId: null,
  specificationId: null,
  complexity: null,
  visibilityTypeId: 1,
  expertises: [5],
  industryAges: [{ industryId: 5, symbolicNumber: '1.1', description: 'Asuinrakennukset', months: 40, maxReferenceAge: 60, valid: false }],
  level1EvaluationDate: null,
  level2EvaluationDate: null,
  level3EvaluationDate: null,
  additionalInfo: null,
  isUsed: false,
  images: [
    { id: 1, isDefault: true, orderNumber: 1, url: '/api/companies/7/references/41/images/1/content?size=md' },
    { id: 2, isDefault: false, orderNumber: 2, url: '/api/companies/7/references/41/images/2/content?size=md' },
  ],
  defaultImage: '/api/companies/7/references/41/images/1/content?size=md',
  locked: false,
  verifiedByBoard: false,
  verifiedByCustomer: false,
  verifiedByFeedback: false,
  customerVerifiedAt: null,
  feedback: null,
  confirmation: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...overrides,
});

const lookup = (kind: string) =>
  (DESCRIBABLES[kind] ?? []).map((entry, index) => ({ id: entry.id, shortDescription: entry.shortDescription, longDescription: null, helpText: null, languageCode: 'fi', orderNumber: index + 1 }));

function useApi(options: { permissions?: string[]; companyAdmin?: boolean; references?: Reference[]; total?: number } = {}) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const references = options.references ?? [reference()];
  server.use(
    http.get(api('/users/me'), () => HttpResponse.json(buildUser([buildMembership({ companyAdmin: options.companyAdmin ?? true, permissions: options.permissions ?? [] })]))),
    http.get(api('/companies/7'), () => HttpResponse.json(buildCompany())),
    http.get(api('/descriptions/:kind'), ({ params }) => HttpResponse.json(lookup(String(params.kind)))),
    http.get(api('/classification-industries'), () => HttpResponse.json({ data: [{ id: 5, symbolicNumber: '1.1', shortDescription: 'Asuinrakennukset' }], meta: { currentPage: 1, perPage: 1, total: 1, lastPage: 1 } })),
    http.get(api('/companies/7/people'), () =>
      HttpResponse.json({ data: [{ id: 90, companyId: 7, personId: 12, email: 'liisa@yritys.fi', person: { id: 12, firstName: 'Liisa', lastName: 'Korhonen' } }], meta: { currentPage: 1, perPage: 200, total: 1, lastPage: 1 } }),
    ),
    http.get(api('/companies/7/projects'), () => HttpResponse.json({ data: [{ id: 3, name: 'Koulukeskus' }], meta: { currentPage: 1, perPage: 100, total: 1, lastPage: 1 } })),
    http.get(api('/companies/7/references'), ({ request }) => {
      calls.push({ method: 'GET', url: request.url, body: null });
      return HttpResponse.json({ data: references, meta: { currentPage: 1, perPage: 16, total: options.total ?? references.length, lastPage: Math.max(1, Math.ceil((options.total ?? references.length) / 16)) } });
    }),
    http.get(api('/companies/7/references/:id'), ({ params }) => {
      const found = references.find((row) => String(row.id) === params.id);
      return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'Referenssiä ei löytynyt.' }, { status: 404 });
    }),
    http.post(api('/companies/7/references'), async ({ request }) => {
      const body = await request.json();
      calls.push({ method: 'POST', url: request.url, body });
      return HttpResponse.json(reference({ id: 42, title: String((body as { title: string }).title) }), { status: 201 });
    }),
    http.delete(api('/companies/7/references/41'), ({ request }) => {
      calls.push({ method: 'DELETE', url: request.url, body: null });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

describe('Referenssit', () => {
  it('lists references as cards with SPEC §7 defaults (16 a page, newest first) and filters', async () => {
    const calls = useApi({ total: 20 });
    open();
    expect(await screen.findByText('Koulukeskuksen peruskorjaus')).toBeTruthy();
    const first = new URL(calls[0].url);
    expect(first.searchParams.get('page')).toBe('1');
    expect(first.searchParams.get('paginate')).toBe('16');
    expect(first.searchParams.get('sort')).toBe('id');
    expect(first.searchParams.get('order')).toBe('desc');
    expect(screen.getByRole('img', { name: 'Referenssin Koulukeskuksen peruskorjaus kuva 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sivu 2' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tilaaja'), { target: { value: 'espoo' } });
    await waitFor(() => expect(calls.some((call) => new URL(call.url).searchParams.get('client') === 'espoo')).toBe(true));
  });

  it('shows the empty state', async () => {
    useApi({ references: [] });
    open();
    expect(await screen.findByText('Yritykselle ei ole vielä kirjattu referenssejä.')).toBeTruthy();
  });

  it('opens one reference: the carousel wraps around, industries show their age, confirmation can be asked', async () => {
    useApi();
    open();
    fireEvent.click(await screen.findByRole('link', { name: /Koulukeskuksen peruskorjaus/ }));
    expect(await screen.findByRole('heading', { name: 'Koulukeskuksen peruskorjaus' })).toBeTruthy();
    expect(screen.getByText('1 / 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edellinen kuva' }));
    expect(screen.getByText('2 / 2')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Referenssin Koulukeskuksen peruskorjaus kuva 2' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('region', { name: 'Referenssin Koulukeskuksen peruskorjaus kuvat' }), { key: 'ArrowRight' });
    expect(screen.getByText('1 / 2')).toBeTruthy();
    expect(screen.getByText('Ikä 40 kk – vaatimus 60 kk ei täyty')).toBeTruthy();
    expect(screen.getByText('Tilaajalta ei ole pyydetty vahvistusta.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pyydä vahvistus' })).toHaveProperty('disabled', true);
  });

  it('creates a reference in a form whose tabs start at Projekti', async () => {
    const calls = useApi();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Lisää referenssi' }));
    const tabs = within(await screen.findByRole('tablist', { name: 'Referenssin tiedot' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Projekti', 'Tilaaja', 'Ajat ja rahat', 'Roolit ja luokitus', 'Toimialat', 'Kuvat', 'Lisätiedot']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    fireEvent.change(screen.getByLabelText(/Kohde \/ referenssin nimi/), { target: { value: 'Uusi silta' } });
    // The contact person is one of the company's people, sent by person id.
    fireEvent.click(tabs[1]);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Yrityksen yhteyshenkilö' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Liisa Korhonen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ title: 'Uusi silta', contractor_contact_person_id: 12 }));
  });

  it('a save with an error on another tab marks that tab, opens it, focuses the field and says so (issue 18)', async () => {
    const calls = useApi();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Lisää referenssi' }));
    const tablist = await screen.findByRole('tablist', { name: 'Referenssin tiedot' });
    fireEvent.change(screen.getByLabelText(/Kohde \/ referenssin nimi/), { target: { value: 'Uusi silta' } });
    fireEvent.click(within(tablist).getByRole('tab', { name: 'Ajat ja rahat' }));
    fireEvent.change(await screen.findByLabelText(/^Valmistunut/), { target: { value: '45.13.2020' } });
    fireEvent.click(within(tablist).getByRole('tab', { name: 'Tilaaja' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Yrityksen yhteyshenkilö' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Liisa Korhonen' }));
    fireEvent.click(within(tablist).getByRole('tab', { name: 'Lisätiedot' }));
    await screen.findByLabelText(/^Tason 1 arviointi/);
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));

    expect(await screen.findByText('Lomakkeessa on virheitä välilehdellä Ajat ja rahat. Korjaa merkityt kentät.')).toBeTruthy();
    const marked = within(tablist).getByRole('tab', { name: 'Ajat ja rahat, sisältää virheitä' });
    await waitFor(() => expect(marked.getAttribute('aria-selected')).toBe('true'));
    const date = screen.getByLabelText(/^Valmistunut/);
    await waitFor(() => expect(document.activeElement).toBe(date));
    expect(date.getAttribute('aria-invalid')).toBe('true');
    // The other tabs are not marked, and nothing was sent.
    expect(within(tablist).getAllByRole('tab', { name: /sisältää virheitä/ })).toHaveLength(1);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // Corrected, the mark goes and the save is sent.
    fireEvent.change(date, { target: { value: '30.6.2022' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ title: 'Uusi silta', work_end_date: '2022-06-30', contractor_contact_person_id: 12 }));
    // Four tabs walked through and two saves: more than one view's 20 s on a busy machine.
  }, 40_000);

  it('deletes after a confirmation; a reader sees no change buttons; a locked one cannot be changed', async () => {
    const calls = useApi();
    open();
    fireEvent.click(await screen.findByRole('link', { name: /Koulukeskuksen peruskorjaus/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Poista' }));
    expect(await screen.findByText('Poistetaanko referenssi?')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Poista' }).at(-1) as HTMLElement);
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    // Removed, the reference's address is left for the list it was opened from.
    await waitFor(() => expect(location()).toBe('/companies/7/references'));
  });

  it('a member without the permission only reads; a locked reference says why', async () => {
    useApi({ companyAdmin: false, references: [reference({ locked: true })] });
    open();
    fireEvent.click(await screen.findByRole('link', { name: /Koulukeskuksen peruskorjaus/ }));
    expect(await screen.findByText('Referenssi on liitetty lähetettyyn hakemukseen, joten sitä ei voi muuttaa eikä poistaa.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Muokkaa' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lisää referenssi' })).toBeNull();
  });

  it('a reference has an address: opened by it directly, Back returns to the list with its filters (issue 19 §4)', async () => {
    useApi();
    const { router } = open('/companies/7/references?client=espoo');
    // The list keeps its filter from the address.
    expect(((await screen.findByLabelText('Tilaaja')) as HTMLInputElement).value).toBe('espoo');
    const card = await screen.findByRole('link', { name: /Koulukeskuksen peruskorjaus/ });
    expect(card.getAttribute('href')).toBe('/companies/7/references/41');
    fireEvent.click(card);
    expect(await screen.findByRole('heading', { name: 'Koulukeskuksen peruskorjaus' })).toBeTruthy();
    expect(location()).toBe('/companies/7/references/41');
    await router.navigate(-1);
    await waitFor(() => expect(location()).toBe('/companies/7/references?client=espoo'));
    expect(((await screen.findByLabelText('Tilaaja')) as HTMLInputElement).value).toBe('espoo');
    // "Takaisin" goes back the same way.
    fireEvent.click(await screen.findByRole('link', { name: /Koulukeskuksen peruskorjaus/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Takaisin listaan' }));
    await waitFor(() => expect(location()).toBe('/companies/7/references?client=espoo'));
  });

  it('a reference opened from a link closes to its list; its form opens on the tab the address names', async () => {
    useApi();
    const { router } = open('/companies/7/references/41/edit?tab=client');
    const tab = (name: string) => within(screen.getByRole('tablist', { name: 'Referenssin tiedot' })).getByRole('tab', { name });
    // The form shows once the record has loaded.
    expect(await screen.findByRole('combobox', { name: 'Yrityksen yhteyshenkilö' })).toBeTruthy();
    expect(tab('Tilaaja').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tab('Lisätiedot'));
    await waitFor(() => expect(location()).toBe('/companies/7/references/41/edit?tab=additional'));
    // Cancel leads to the reference shown, then back to the list, though neither was visited first.
    fireEvent.click(screen.getByRole('button', { name: 'Peruuta' }));
    expect(await screen.findByRole('heading', { name: 'Koulukeskuksen peruskorjaus' })).toBeTruthy();
    expect(location()).toBe('/companies/7/references/41');
    fireEvent.click(screen.getByRole('button', { name: 'Takaisin listaan' }));
    await waitFor(() => expect(location()).toBe('/companies/7/references'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('an address naming no reference says so, and leads back to the list', async () => {
    useApi();
    open('/companies/7/references/99');
    expect(await screen.findByText('Referenssiä ei saatu ladattua.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Takaisin listaan' }));
    await waitFor(() => expect(location()).toBe('/companies/7/references'));
  });

  it('a malformed record address is no reference either', async () => {
    useApi();
    open('/companies/7/references/12x');
    expect(await screen.findByText('Referenssiä ei saatu ladattua.')).toBeTruthy();
  });
});
