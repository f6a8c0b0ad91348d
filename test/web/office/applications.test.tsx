import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import { officeUser, stubApi } from '../shell/fetchStub';
import { renderStaffArea } from '../shell/renderStaffArea';
import { applicationCsvRows, applicationHeaders } from '../../../src/resources/applications/applicationExporter';
import { LOOKUPS, application, assignees, listItem, lookupRoutes } from './applicationsFixtures';

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

const counts = {
  total: 3,
  counts: [
    { statusId: 1, name: 'Keskeneräinen', count: 0 },
    { statusId: 2, name: 'Lähetetty', count: 2 },
    { statusId: 4, name: 'Palautettu', count: 1 },
  ],
};

describe('office: Hakemukset list', () => {
  it('lists applications newest sent first with counts per status; a chip filters by status; assigned to me', async () => {
    const { calls } = stubApi({
      'GET /api/users/me': { body: officeUser },
      ...lookupRoutes(LOOKUPS),
      'GET /api/applications': { body: { data: [listItem], meta: { currentPage: 1, perPage: 25, total: 1, lastPage: 1 } } },
      'GET /api/applications/status-counts': { body: counts },
      'GET /api/applications/assignees': { body: assignees },
    });
    renderStaffArea('/office/applications');
    expect(await screen.findByText('Rakennus Virtanen Oy')).toBeTruthy();
    expect(screen.getByText('05.03.2026')).toBeTruthy();
    const list = calls.find((call) => call.path === '/api/applications');
    expect(list?.query.get('sort')).toBe('sentAt');
    expect(list?.query.get('order')).toBe('desc');

    const chip = await screen.findByRole('button', { name: 'Palautettu (1)' });
    expect(screen.getByRole('button', { name: 'Kaikki (3)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Keskeneräinen/ })).toBeNull();
    fireEvent.click(chip);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/applications' && call.query.get('application_status_id') === '4')).toBe(true));
    // The counts keep every status: they are asked without the status filter.
    expect(calls.filter((call) => call.path === '/api/applications/status-counts').every((call) => !call.query.has('application_status_id'))).toBe(true);
  });

  it('opens the application from its row (the row alone is not shown as the application)', async () => {
    stubApi({
      'GET /api/users/me': { body: officeUser },
      ...lookupRoutes(LOOKUPS),
      'GET /api/applications': { body: { data: [listItem], meta: { currentPage: 1, perPage: 25, total: 1, lastPage: 1 } } },
      'GET /api/applications/status-counts': { body: counts },
      'GET /api/applications/assignees': { body: assignees },
      'GET /api/applications/41': { body: application() },
    });
    renderStaffArea('/office/applications');
    fireEvent.click(await screen.findByText('Rakennus Virtanen Oy'));
    expect(await screen.findByRole('heading', { name: 'Hakemus 41: Rakennus Virtanen Oy' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Lausunto' })).toBeTruthy();
  });

  it('an application’s plain address opens its review page (issue 19 §4)', async () => {
    stubApi({
      'GET /api/users/me': { body: officeUser },
      ...lookupRoutes(LOOKUPS),
      'GET /api/applications/41': { body: application() },
    });
    renderStaffArea('/office/applications/41');
    expect(await screen.findByRole('heading', { name: 'Hakemus 41: Rakennus Virtanen Oy' })).toBeTruthy();
  });

  it('shows an empty list in Finnish', async () => {
    stubApi({
      'GET /api/users/me': { body: officeUser },
      ...lookupRoutes(LOOKUPS),
      'GET /api/applications': { body: { data: [], meta: { currentPage: 1, perPage: 25, total: 0, lastPage: 1 } } },
      'GET /api/applications/status-counts': { body: { total: 0, counts: [] } },
      'GET /api/applications/assignees': { body: assignees },
    });
    renderStaffArea('/office/applications');
    expect(await screen.findByText('Hakemuksia ei ole.')).toBeTruthy();
  });

  it('exports CSV with Finnish headers', () => {
    expect(applicationHeaders()).toEqual(['Numero', 'Yritys', 'Y-tunnus', 'Hakemustyyppi', 'Tila', 'Vastuuhenkilö', 'Auditoija', 'Aloitettu', 'Lähetetty']);
    const [row] = applicationCsvRows([{ ...listItem, companyName: '=HYPERLINK()' }]);
    expect(row).toMatchObject({ Yritys: "'=HYPERLINK()", Tila: 'Lähetetty', Lähetetty: '05.03.2026', Auditoija: '' });
  });
});

describe('office: the application page', () => {
  const routes = (app = application()) => ({
    'GET /api/users/me': { body: officeUser },
    ...lookupRoutes(LOOKUPS),
    'GET /api/applications/41': { body: app },
    'GET /api/applications/assignees': { body: assignees },
  });

  it('shows the summary, the signed-off comment, the parts, tasks, answers and history', async () => {
    stubApi(routes());
    renderStaffArea('/office/applications/41/show');
    expect(await screen.findByRole('heading', { name: 'Hakemus 41: Rakennus Virtanen Oy' })).toBeTruthy();
    expect(screen.getByDisplayValue('Tilinpäätös kunnossa / 06.03.2026, Olli Toimisto')).toBeTruthy();
    for (const title of ['Vastuu Group -jäsenyys', 'Talous', 'Lausunto', 'Kommentti']) expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(/Asuinrakennukset/)).toBeTruthy();
    expect(screen.getByText('Pääkonttori, Hämeenkatu 1, 33100 Tampere')).toBeTruthy();
    expect(screen.getAllByText(/vakuutus\.pdf/).length).toBeGreaterThan(0);
    expect(screen.getByText('Kaupparekisteriote tarkistettu')).toBeTruthy();
    expect(screen.getByText('Kolme')).toBeTruthy();
    expect(await screen.findByText(/Keskeneräinen → Lähetetty/)).toBeTruthy();
  });

  it('a file downloads from its link and each reference of an industry opens (issue 18)', async () => {
    const base = application();
    const industry = { ...base.industries[0], references: [{ referenceId: 51, title: 'Koulukeskuksen peruskorjaus', workEndDate: '2024-05-31', totalBilling: 800000, granted: null, new: true }] };
    stubApi(routes(application({ industries: [industry] })));
    renderStaffArea('/office/applications/41/show');
    await screen.findByRole('heading', { name: 'Hakemus 41: Rakennus Virtanen Oy' });
    const file = await screen.findByRole('link', { name: 'vakuutus.pdf' });
    expect(file.getAttribute('href')).toBe(`/api/companies/${base.companyId}/applications/41/files/6`);
    const references = screen.getByRole('list', { name: 'Referenssit: 2.1.3' });
    expect(within(references).getByRole('button', { name: 'Koulukeskuksen peruskorjaus' })).toBeTruthy();
    expect(within(references).getByText(/valmistunut 31\.05\.2024/)).toBeTruthy();
  });

  it('saves a section with its status and comment', async () => {
    const { calls } = stubApi({ ...routes(), 'PUT /api/applications/41/reviews/statement': { body: application().review } });
    renderStaffArea('/office/applications/41/show');
    const statement = (await screen.findByRole('heading', { name: 'Lausunto' })).closest('section') as HTMLElement;
    fireEvent.mouseDown(within(statement).getByRole('combobox', { name: 'Arviointitila' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Esitetään hyväksyttäväksi' }));
    fireEvent.change(within(statement).getByRole('textbox', { name: 'Kommentti' }), { target: { value: 'Esitetään hyväksyttäväksi.' } });
    fireEvent.click(within(statement).getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ review_status: 6, comment: 'Esitetään hyväksyttäväksi.' }));
  });

  it('offers the proposals only in the statement', async () => {
    stubApi(routes());
    renderStaffArea('/office/applications/41/show');
    const personnel = (await screen.findByRole('heading', { name: 'Henkilöstö' })).closest('section') as HTMLElement;
    fireEvent.mouseDown(within(personnel).getByRole('combobox', { name: 'Arviointitila' }));
    expect(await screen.findByRole('option', { name: 'Kunnossa' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Esitetään hyväksyttäväksi' })).toBeNull();
  });

  it('shows review as read only outside the statuses that allow it', async () => {
    const base = application();
    stubApi(routes(application({ review: { ...base.review, canReview: false } })));
    renderStaffArea('/office/applications/41/show');
    expect(await screen.findByText('Arviointi on mahdollista, kun hakemus on lähetetty, arvioinnissa tai palautettu, kun sen auditointi on siirretty tai kun hakemus on peruttu.')).toBeTruthy();
    expect(screen.getByText('Tilinpäätös kunnossa / 06.03.2026, Olli Toimisto')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tallenna' })).toBeNull();
  });

  it('changes the status only to possibleStatuses, after a confirmation with a message', async () => {
    const { calls } = stubApi({ ...routes(), 'POST /api/applications/41/status': { body: application() } });
    renderStaffArea('/office/applications/41/show');
    expect(await screen.findByRole('button', { name: 'Siirrä tilaan: Arvioinnissa' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Auditointi tehty/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Siirrä tilaan: Arvioinnissa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Siirretäänkö hakemus tilaan Arvioinnissa?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Viesti/ }), { target: { value: 'Aloitetaan' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Siirrä' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ application_status_id: 3, message: 'Aloitetaan' }));
  });

  it('returns with questions', async () => {
    const { calls } = stubApi({ ...routes(), 'POST /api/applications/41/return': { body: application() } });
    renderStaffArea('/office/applications/41/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Palauta kysymyksin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Palauta hakemus täydennettäväksi' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Kysymys 1' }), { target: { value: 'Kuka on vastaava työnjohtaja?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lisää kysymys' }));
    // The added question left empty is marked, not dropped: nothing is sent until it is written or removed.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Palauta' }));
    expect(await within(dialog).findByText('Kysymys ei voi olla tyhjä.')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Kysymys 2' }).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Poista kysymys 2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Palauta' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ message: '', questions: ['Kuka on vastaava työnjohtaja?'] }));
  });

  it('does not return with nothing for the company to do: a message or a question is needed', async () => {
    const { calls } = stubApi({ ...routes(), 'POST /api/applications/41/return': { body: application() } });
    renderStaffArea('/office/applications/41/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Palauta kysymyksin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Palauta hakemus täydennettäväksi' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Poista kysymys 1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Palauta' }));
    expect(await within(dialog).findByText('Kerro yritykselle viestissä tai kysymyksellä, mitä hakemukseen pitää täydentää.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Viesti yritykselle' }), { target: { value: 'Vakuutustodistus puuttuu.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Palauta' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ message: 'Vakuutustodistus puuttuu.', questions: [] }));
  });

  it('assigns the application to me', async () => {
    const { calls } = stubApi({ ...routes(application({ patevaResponsiblePersonId: null })), 'PUT /api/applications/41/assignment': { body: application().review } });
    renderStaffArea('/office/applications/41/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Osoita minulle' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ pateva_responsible_person_id: 70, auditor_user_id: null }));
  });

  it('a refused assignment shows the server\'s message beside its select and keeps the choice', async () => {
    const { calls } = stubApi({
      ...routes(application({ patevaResponsiblePersonId: null })),
      'PUT /api/applications/41/assignment': { status: 422, body: { message: 'Tarkista tiedot.', errors: { auditor_user_id: ['Auditoijalla on oltava auditoijan rooli.'] } } },
    });
    renderStaffArea('/office/applications/41/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Osoita minulle' }));
    expect(await screen.findByText('Auditoijalla on oltava auditoijan rooli.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    // The choice made stays: "Osoita minulle" is not offered again while the form holds me.
    expect(screen.queryByRole('button', { name: 'Osoita minulle' })).toBeNull();
  });

  it('says so when the application cannot be loaded', async () => {
    stubApi({ ...routes(), 'GET /api/applications/41': { status: 404, body: { message: 'Hakemusta ei löytynyt.' } } });
    renderStaffArea('/office/applications/41/show');
    expect(await screen.findByText('Hakemusta ei saatu ladattua.')).toBeTruthy();
  });
});
