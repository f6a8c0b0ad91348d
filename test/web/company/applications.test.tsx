import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Application } from '../../../src/domain/api/applications';
import { DESCRIBABLES } from '../../../src/domain/describables';
import { CompanyPage } from '../../../src/pages/company/CompanyPage';
import { api, renderPage, server, setUpApi } from '../pages/helpers';
import { buildApplication, industry211, listItem, monthsAgo, validation } from './applicationsFixtures';
import { buildCompany, buildMembership, buildUser } from './fixtures';

setUpApi();

const open = (path = '/companies/7/applications') => renderPage('/companies/:companyId/*', path, <CompanyPage />);

const lookup = (kind: string) =>
  (DESCRIBABLES[kind] ?? []).map((entry, index) => ({ id: entry.id, shortDescription: entry.shortDescription, longDescription: null, helpText: null, languageCode: 'fi', orderNumber: index + 1 }));

const page = <T,>(data: T[]) => ({ data, meta: { currentPage: 1, perPage: 100, total: data.length, lastPage: 1 } });

const reference = (id: number, title: string, workEndDate: string, totalBilling: number, expertises: number[]) => ({ id, companyId: 7, title, workEndDate, totalBilling, expertises });

interface Recorded {
  method: string;
  path: string;
  json?: unknown;
  form?: Array<[string, string]>;
}

async function read(request: Request): Promise<Recorded> {
  const url = new URL(request.url);
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const data = await request.formData();
    return { method: request.method, path: url.pathname, form: Array.from(data.entries(), ([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]) };
  }
  const text = await request.text();
  return { method: request.method, path: url.pathname, json: text ? JSON.parse(text) : undefined };
}

interface Options {
  permissions?: string[];
  companyAdmin?: boolean;
  applications?: Application[];
  listStatus?: number;
  /** The validate answers in turn (the last one repeats). */
  validations?: Array<ReturnType<typeof validation>>;
  /** What PUT answers: the saved application, or an error. */
  update?: (body: Recorded, current: Application) => { status: number; body: Record<string, unknown> };
  /** The office's questions GET …/answers gives (none by default). */
  officeQuestions?: Array<{ id: number; text: string; answer: string | null }>;
}

function useApi(options: Options = {}) {
  const calls: Recorded[] = [];
  const applications = new Map((options.applications ?? [buildApplication({ industries: [industry211] })]).map((application) => [application.id, application]));
  const validations = [...(options.validations ?? [validation(true)])];
  server.use(
    http.get(api('/users/me'), () => HttpResponse.json(buildUser([buildMembership({ companyAdmin: options.companyAdmin ?? true, permissions: options.permissions ?? [] })]))),
    http.get(api('/companies/7'), () => HttpResponse.json(buildCompany())),
    http.get(api('/descriptions/:kind'), ({ params }) => HttpResponse.json(lookup(String(params.kind)))),
    http.get(api('/classification-industries'), () =>
      HttpResponse.json(
        page([
          { id: 20, parentId: null, symbolicNumber: '2', shortDescription: 'Rakennusurakointi', sortNumber: 20000, active: true, availableProficiency: true, availableCertification: false, requirements: [], children: [
            { id: 21, parentId: 20, symbolicNumber: '2.1.1', shortDescription: 'Kattourakointi', sortNumber: 20101, active: true, availableProficiency: true, availableCertification: false, requirements: [] },
            { id: 22, parentId: 20, symbolicNumber: '2.1.2', shortDescription: 'Julkisivu-urakointi', sortNumber: 20102, active: true, availableProficiency: true, availableCertification: false, requirements: [{ id: 9, classificationIndustryId: 22, certificateTypeId: 3, minReferenceCount: 1, minTotalBilling: null, maxReferenceAge: null, fileTypeId: null, companyId: null, educationDegreeIds: [], personCertificateTypeIds: [] }] },
          ] },
        ]),
      ),
    ),
    http.get(api('/companies/7/people'), () => HttpResponse.json(page([{ id: 90, companyId: 7, personId: 12, email: 'liisa@yritys.fi', person: { id: 12, firstName: 'Liisa', lastName: 'Korhonen' } }]))),
    http.get(api('/companies/7/offices'), () => HttpResponse.json(page([{ id: 3, companyId: 7, name: 'Tampereen yksikkö', city: 'Tampere' }]))),
    http.get(api('/companies/7/references'), () =>
      HttpResponse.json(page([reference(41, 'Koulun kattoremontti', monthsAgo(2), 80000, [21]), reference(42, 'Kauppakeskuksen katto', monthsAgo(4), 60000, [21]), reference(43, 'Vanha katto', monthsAgo(30), 90000, [21])])),
    ),
    http.get(api('/companies/7/applications'), () =>
      options.listStatus ? HttpResponse.json({ message: 'Virhe' }, { status: options.listStatus }) : HttpResponse.json(page([...applications.values()].map(listItem))),
    ),
    http.get(api('/companies/7/applications/:id'), ({ params }) => {
      const found = applications.get(Number(params.id));
      return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'Hakemusta ei löytynyt.' }, { status: 404 });
    }),
    http.get(api('/companies/7/applications/:id/answers'), () =>
      HttpResponse.json({
        editable: true,
        answers: [],
        officeQuestions: (options.officeQuestions ?? []).map((q) => ({ ...q, askedBy: 'Olli Toimisto', askedAt: '2026-11-20T10:00:00.000Z', answeredBy: null, answeredAt: null })),
      }),
    ),
    http.get(api('/companies/7/applications/:id/validate'), async ({ request }) => {
      calls.push(await read(request));
      return HttpResponse.json(validations.length > 1 ? validations.shift() : validations[0]);
    }),
    http.get(api('/companies/7/application-targets'), () =>
      HttpResponse.json([
        { id: 1, applicationTypeId: 1, name: 'Pätevyys', family: 'qualification', role: 'new', sourceApplicationId: null },
        { id: 5, applicationTypeId: 5, name: 'Laatusertifikaatin uusinta', family: 'certificate', role: 'renewal', sourceApplicationId: 30 },
      ]),
    ),
    http.post(api('/companies/7/applications'), async ({ request }) => {
      const recorded = await read(request);
      calls.push(recorded);
      const created = buildApplication({ id: 60 });
      applications.set(60, created);
      return HttpResponse.json(created, { status: 201 });
    }),
    ...(['put', 'post'] as const).map((method) =>
      http[method](api('/companies/7/applications/:id'), async ({ request, params }) => {
        const recorded = await read(request);
        calls.push(recorded);
        const current = applications.get(Number(params.id)) as Application;
        const answer = options.update?.(recorded, current) ?? { status: 200, body: current };
        if (answer.status === 200) applications.set(current.id, answer.body as Application);
        return HttpResponse.json(answer.body, { status: answer.status });
      }),
    ),
    http.post(api('/companies/7/applications/:id/send'), async ({ request, params }) => {
      calls.push(await read(request));
      const current = applications.get(Number(params.id)) as Application;
      const sent = buildApplication({ ...current, applicationStatusId: 2, status: { id: 2, name: 'Lähetetty' }, sentAt: '2026-11-25T10:00:00.000Z', possibleStatuses: [{ id: 11, name: 'Peruttu' }] });
      applications.set(sent.id, sent);
      return HttpResponse.json(sent);
    }),
    http.post(api('/companies/7/applications/:id/cancel'), async ({ request, params }) => {
      calls.push(await read(request));
      const current = applications.get(Number(params.id)) as Application;
      const canceled = buildApplication({ ...current, applicationStatusId: 11, status: { id: 11, name: 'Peruttu' }, possibleStatuses: [] });
      applications.set(canceled.id, canceled);
      return HttpResponse.json(canceled);
    }),
    http.delete(api('/companies/7/applications/:id'), async ({ request, params }) => {
      calls.push(await read(request));
      applications.delete(Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

describe('Hakemukset: listing', () => {
  it('lists the applications with their Finnish status and dates; "Uusi hakemus" offers the targets and starts one', async () => {
    const calls = useApi({ applications: [buildApplication({ id: 50 }), buildApplication({ id: 51, applicationTypeId: 4, applicationStatusId: 2, sentAt: '2026-11-10T09:00:00.000Z' })] });
    open();
    const table = await screen.findByRole('table', { name: 'Yrityksen hakemukset' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('Pätevyys')).toBeTruthy();
    expect(within(rows[1]).getByText('Keskeneräinen')).toBeTruthy();
    expect(within(rows[1]).getByText('Ei lähetetty')).toBeTruthy();
    expect(within(rows[2]).getByText('Lähetetty')).toBeTruthy();
    expect(within(rows[2]).getByText('10.11.2026')).toBeTruthy();
    // A draft can be deleted from the list; a sent one cannot.
    expect(within(rows[1]).getByRole('button', { name: 'Poista hakemus Pätevyys' })).toBeTruthy();
    expect(within(rows[2]).queryByRole('button', { name: /Poista/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Uusi hakemus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uusi hakemus' });
    expect(await within(dialog).findByText(/kopioimalla viimeksi myönnetyn hakemuksen/)).toBeTruthy();
    const start = within(dialog).getByRole('button', { name: 'Aloita hakemus' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Pätevyys/ }));
    fireEvent.click(start);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/companies/7/applications/60'));
    expect(calls.find((call) => call.method === 'POST')?.json).toEqual({ application_target_id: 1 });
  });

  it('says when there are none, and when they could not be loaded', async () => {
    useApi({ applications: [] });
    open();
    expect(await screen.findByText('Yrityksellä ei ole vielä hakemuksia. Aloita valitsemalla Uusi hakemus.')).toBeTruthy();
  });

  it('shows the load error with a retry', async () => {
    useApi({ listStatus: 500 });
    open();
    expect(await screen.findByText('Hakemuksia ei saatu ladattua. Yritä hetken kuluttua uudelleen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yritä uudelleen' })).toBeTruthy();
  });

  it('a member without the applications permission reads only', async () => {
    useApi({ companyAdmin: false, permissions: ['references_projects'] });
    open();
    expect(await screen.findByText(/Hakemusten tekeminen ja muokkaaminen vaatii/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Uusi hakemus' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Poista hakemus/ })).toBeNull();
  });

  it('deletes a draft after confirmation', async () => {
    const calls = useApi();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Poista hakemus Pätevyys' }));
    const confirm = await screen.findByRole('dialog', { name: 'Poistetaanko hakemus?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Poista' }));
    expect(await screen.findByText('Hakemus poistettu.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/companies/7/applications/50')).toBe(true);
  });
});

describe('Hakemukset: a qualification application', () => {
  it('shows the industry, its requirements and references against them; attaching the missing one and saving turns the checklist green; then it is sent', async () => {
    const calls = useApi({
      validations: [validation(true), validation(false)],
      update: (body, current) => {
        const industries = (body.json as { application_industries: Array<{ reference_ids: number[] }> }).application_industries;
        const refs = industries[0].reference_ids.map((id) =>
          id === 41 ? industry211.references[0] : { referenceId: 42, title: 'Kauppakeskuksen katto', workEndDate: monthsAgo(4), totalBilling: 60000, granted: null, new: true },
        );
        return { status: 200, body: { ...current, industries: [{ ...industry211, references: refs }], updatedAt: '2026-11-25T09:00:00.000Z' } };
      },
    });
    open('/companies/7/applications/50');
    const industry = await screen.findByRole('region', { name: '2.1.1 Kattourakointi' });
    expect(within(industry).getByText('Referenssejä vähintään 2')).toBeTruthy();
    expect(within(industry).getByText('Referenssit alle 12 kk vanhoja')).toBeTruthy();
    expect(within(industry).getByText('Liitetty 1 / 2 referenssiä')).toBeTruthy();
    expect(within(industry).getByText(/Laskutus yhteensä 80\s000\s€ \/ 100\s000\s€/)).toBeTruthy();

    const checklist = await screen.findByRole('region', { name: 'Mitä hakemuksesta vielä puuttuu?' });
    expect(await within(checklist).findByText('Toimialalle 2.1.1 tarvitaan 2 referenssiä; liitetty 1.')).toBeTruthy();
    expect(within(checklist).getByRole('link', { name: 'Referenssit' }).getAttribute('href')).toBe('/companies/7/references');
    const send = screen.getByRole('button', { name: 'Lähetä hakemus' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);

    fireEvent.click(within(industry).getByRole('button', { name: 'Liitä referenssejä' }));
    const picker = await screen.findByRole('dialog', { name: 'Toimialan 2.1.1 Kattourakointi referenssit' });
    // The picker shows each reference's age against the industry's limit.
    expect(await within(picker).findByText(/Liian vanha: vaaditaan alle 12 kk vanha referenssi/)).toBeTruthy();
    fireEvent.click(await within(picker).findByRole('checkbox', { name: /Kauppakeskuksen katto/ }));
    fireEvent.click(within(picker).getByRole('button', { name: 'Valmis' }));
    expect(within(industry).getByText('Liitetty 2 / 2 referenssiä')).toBeTruthy();
    // Unsaved: the send waits for the save.
    expect(screen.getByText('Tallenna muutokset ennen lähettämistä.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Hakemus tallennettu.')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/companies/7/applications/50');
    expect(put?.json).toEqual({
      contact_person_id: null,
      vastuu_group_agreement: false,
      contract_agreement: false,
      industry_description: null,
      application_industries: [{ classification_industry_id: 21, reference_ids: [41, 42] }],
      application_company_offices: [],
    });
    // The checklist is asked again after the save and turns green.
    expect(await within(checklist).findByText('Kaikki kunnossa: hakemuksen voi lähettää.')).toBeTruthy();
    expect(within(checklist).getByText('Toimialan 2.1.1 referenssit ovat kunnossa.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Lähetä hakemus' }) as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(screen.getByRole('button', { name: 'Lähetä hakemus' }));
    const confirm = await screen.findByRole('dialog', { name: 'Lähetetäänkö hakemus?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Lähetä hakemus' }));
    expect(await screen.findByText('Hakemus lähetetty.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/companies/7/applications/50/send')).toBe(true);
    // Sent: the status shows and the page reads only.
    expect(await screen.findByText(/Hakemus on lähetetty \(Lähetetty\)/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tallenna' })).toBeNull();
    // (the confirmation fades out first)
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Lähetä hakemus' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Peru hakemus' })).toBeTruthy();
  });

  it('a refused save shows the server messages beside their fields and keeps what was typed', async () => {
    useApi({
      update: () => ({
        status: 422,
        body: { message: 'Tarkista tiedot.', errors: { industry_description: ['Kuvaus on liian pitkä (enintään 2000 merkkiä).'], 'application_industries.0.reference_ids': ['Referenssi ei kuulu yritykselle.'], board_meeting_id: ['Kokousta ei löytynyt.'] } },
      }),
    });
    open('/companies/7/applications/50');
    const description = await screen.findByLabelText('Toimialojen kuvaus');
    fireEvent.change(description, { target: { value: 'Kattourakointia vuodesta 1990.' } });
    fireEvent.click(screen.getByLabelText(/Vastuu Group -palvelun jäsen/));
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Kuvaus on liian pitkä (enintään 2000 merkkiä).')).toBeTruthy();
    expect(screen.getByText('Referenssi ei kuulu yritykselle.')).toBeTruthy();
    // A field the page has no input for still shows, above the form.
    expect(screen.getByText('Kokousta ei löytynyt.')).toBeTruthy();
    expect((screen.getByLabelText('Toimialojen kuvaus') as HTMLTextAreaElement).value).toBe('Kattourakointia vuodesta 1990.');
    expect((screen.getByLabelText(/Vastuu Group -palvelun jäsen/) as HTMLInputElement).checked).toBe(true);
  });

  it('the browser refuses by the server\'s own rules before sending: the message beside its field, nothing sent', async () => {
    const calls = useApi();
    open('/companies/7/applications/50');
    fireEvent.change(await screen.findByLabelText('Toimialojen kuvaus'), { target: { value: 'x'.repeat(5001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Toimialojen kuvaus on liian pitkä (enintään 5000 merkkiä).')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT' || call.method === 'POST')).toBe(false);
    expect((screen.getByLabelText('Toimialojen kuvaus') as HTMLTextAreaElement).value).toHaveLength(5001);
  });

  it('typing goes on while a save is on its way: what was typed meanwhile stays, the rest takes the saved version, and the next save sends it', async () => {
    const calls = useApi();
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let stored = buildApplication({ id: 50, industries: [industry211] });
    server.use(
      http.get(api('/companies/7/applications/50'), () => HttpResponse.json(stored)),
      http.put(api('/companies/7/applications/:id'), async ({ request }) => {
        const body = (await request.json()) as { industry_description?: string; vastuu_group_agreement?: boolean };
        calls.push({ method: 'PUT', path: new URL(request.url).pathname, json: body });
        if (calls.filter((call) => call.method === 'PUT').length === 1) await answered;
        // The server stores the description trimmed.
        stored = buildApplication({ ...stored, industryDescription: body.industry_description?.trim() ?? null, vastuuGroupAgreement: !!body.vastuu_group_agreement });
        return HttpResponse.json(stored);
      }),
    );
    open('/companies/7/applications/50');
    const description = (await screen.findByLabelText('Toimialojen kuvaus')) as HTMLTextAreaElement;
    const agreement = screen.getByLabelText(/Vastuu Group -palvelun jäsen/) as HTMLInputElement;
    fireEvent.change(description, { target: { value: 'Kattourakointia.' } });
    fireEvent.click(agreement);
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByRole('button', { name: 'Tallennetaan…' })).toBeTruthy();
    // Typed while the save is on its way.
    fireEvent.change(description, { target: { value: 'Kattourakointia vuodesta 1990. ' } });
    answer?.();
    expect(await screen.findByText('Hakemus tallennettu.')).toBeTruthy();
    // The same field (no new form), still holding what was typed during the save; the agreement as saved.
    expect(screen.getByLabelText('Toimialojen kuvaus')).toBe(description);
    expect(description.value).toBe('Kattourakointia vuodesta 1990. ');
    expect((screen.getByLabelText(/Vastuu Group -palvelun jäsen/) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/tallentamattomia muutoksia/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT')[1]?.json).toMatchObject({ industry_description: 'Kattourakointia vuodesta 1990.', vastuu_group_agreement: true });
    // Once saved, the field takes the stored (trimmed) text and nothing is left unsaved.
    await waitFor(() => expect(description.value).toBe('Kattourakointia vuodesta 1990.'));
    await waitFor(() => expect(screen.queryByText(/tallentamattomia muutoksia/)).toBeNull());
    expect(screen.getByLabelText('Toimialojen kuvaus')).toBe(description);
  });

  it('industries picked in the modal are a change to save: the save sends them', async () => {
    const calls = useApi({ applications: [buildApplication({ id: 50, industries: [] })] });
    open('/companies/7/applications/50');
    fireEvent.click(await screen.findByRole('button', { name: 'Valitse toimialat' }));
    const picker = await screen.findByRole('dialog', { name: 'Valitse toimialat' });
    fireEvent.change(within(picker).getByRole('searchbox', { name: 'Hae toimialaa nimellä tai numerolla' }), { target: { value: '2.1.' } });
    fireEvent.click(await within(picker).findByRole('checkbox', { name: /2\.1\.2/ }));
    fireEvent.click(within(picker).getByRole('button', { name: 'Valitse' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Tallenna' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Hakemus tallennettu.')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.json).toMatchObject({ application_industries: [{ classification_industry_id: 22, reference_ids: [] }] });
  });

  it('leaving with unsaved changes asks first; staying keeps them', async () => {
    useApi();
    open('/companies/7/applications/50');
    fireEvent.change(await screen.findByLabelText('Toimialojen kuvaus'), { target: { value: 'Kesken' } });
    fireEvent.click(screen.getByRole('link', { name: 'Takaisin hakemuksiin' }));
    const ask = await screen.findByRole('dialog', { name: 'Poistutaanko tallentamatta?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Jää sivulle' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Poistutaanko tallentamatta?' })).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/companies/7/applications/50');
    expect((screen.getByLabelText('Toimialojen kuvaus') as HTMLTextAreaElement).value).toBe('Kesken');
    fireEvent.click(screen.getByRole('link', { name: 'Takaisin hakemuksiin' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Poistutaanko tallentamatta?' })).getByRole('button', { name: 'Poistu tallentamatta' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/companies/7/applications'));
  });

  it('a returned application can be edited and sent again; a sent one cannot be edited', async () => {
    const insured = { ...industry211, requirements: [{ ...industry211.requirements[0], fileTypeId: 10 }] };
    useApi({ applications: [buildApplication({ id: 50, applicationStatusId: 4, industries: [insured] })] });
    open('/companies/7/applications/50');
    expect(await screen.findByText(/Toimisto palautti hakemuksen täydennettäväksi/)).toBeTruthy();
    // The industry's requirement names a file: the qualification application offers it, marked required.
    const insurance = await screen.findByRole('region', { name: 'Vastuuvakuutus' });
    expect(within(insurance).getByText('pakollinen')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Konsulttivakuutus' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Tallenna' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lähetä hakemus' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Poista' })).toBeNull();
  });

  it('a returned application asks the company to answer only when the office has questions without an answer, and shows the office\'s message', async () => {
    const returnedHistory = [
      { id: 1, fromStatusId: null, toStatusId: 1, message: null, changedBy: 'Maija Virtanen', createdAt: '2026-11-02T08:00:00.000Z' },
      { id: 2, fromStatusId: 1, toStatusId: 2, message: null, changedBy: 'Maija Virtanen', createdAt: '2026-11-03T08:00:00.000Z' },
      { id: 3, fromStatusId: 2, toStatusId: 4, message: 'Vastuuvakuutuksen todistus puuttuu.', changedBy: 'Olli Toimisto', createdAt: '2026-11-20T10:00:00.000Z' },
    ];
    useApi({ applications: [buildApplication({ id: 50, applicationStatusId: 4, status: { id: 4, name: 'Palautettu' }, history: returnedHistory, industries: [industry211] })] });
    open('/companies/7/applications/50');
    const notice = await screen.findByText(/Toimisto palautti hakemuksen täydennettäväksi/);
    expect(notice.textContent).toBe('Toimisto palautti hakemuksen täydennettäväksi. Korjaa puutteet ja lähetä hakemus uudelleen.');
    expect(screen.getByText('Toimiston viesti: Vastuuvakuutuksen todistus puuttuu.')).toBeTruthy();
    expect(screen.queryByText(/Vastaa toimiston kysymyksiin/)).toBeNull();
  });

  it('a returned application with an open question of the office asks for its answer', async () => {
    useApi({
      applications: [buildApplication({ id: 50, applicationStatusId: 4, status: { id: 4, name: 'Palautettu' }, industries: [industry211] })],
      officeQuestions: [{ id: 5, text: 'Kuka on vastaava työnjohtaja?', answer: null }],
    });
    open('/companies/7/applications/50');
    expect(await screen.findByText(/Vastaa toimiston kysymyksiin sivun lopussa/)).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Kuka on vastaava työnjohtaja?' })).toBeTruthy();
  });

  it('a renewal shows what changed since the application it copies; the history lists the status changes', async () => {
    useApi({
      applications: [
        buildApplication({
          id: 50,
          applicationTypeId: 2,
          applicationSourceId: 30,
          source: { id: 30, applicationTypeId: 1, sentAt: '2023-05-02T08:00:00.000Z' },
          changesSinceSource: ['Referenssi Vanha katto on liian vanha eikä kopioitunut.'],
          history: [
            { id: 1, fromStatusId: null, toStatusId: 1, message: null, changedBy: 'Maija Virtanen', createdAt: '2026-11-02T08:00:00.000Z' },
            { id: 2, fromStatusId: 1, toStatusId: 2, message: null, changedBy: 'Maija Virtanen', createdAt: '2026-11-03T08:00:00.000Z' },
            { id: 3, fromStatusId: 2, toStatusId: 4, message: 'Liittäkää uudempi referenssi.', changedBy: 'Olli Toimisto', createdAt: '2026-11-04T08:00:00.000Z' },
          ],
        }),
      ],
    });
    open('/companies/7/applications/50');
    expect(await screen.findByText('Hakemus on kopioitu 02.05.2023 lähetetystä hakemuksesta.')).toBeTruthy();
    expect(screen.getByText('Referenssi Vanha katto on liian vanha eikä kopioitunut.')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Tilahistoria' });
    expect(await within(history).findByText('Lähetetty → Palautettu')).toBeTruthy();
    expect(within(history).getByText('Liittäkää uudempi referenssi.')).toBeTruthy();
  });

  it('a sent application is cancelled after confirmation and can then be deleted', async () => {
    const calls = useApi({ applications: [buildApplication({ id: 50, applicationStatusId: 2, sentAt: '2026-11-20T08:00:00.000Z', industries: [industry211] })] });
    open('/companies/7/applications/50');
    fireEvent.click(await screen.findByRole('button', { name: 'Peru hakemus' }));
    const confirm = await screen.findByRole('dialog', { name: 'Perutaanko hakemus?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Peru hakemus' }));
    expect(await screen.findByText('Hakemus peruttu.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/companies/7/applications/50/cancel')?.json).toEqual({});
    expect(await screen.findByText('Hakemuksen tila on Peruttu. Sitä ei voi muokata.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Peru hakemus' })).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: 'Poista' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Poistetaanko hakemus?' })).getByRole('button', { name: 'Poista' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/companies/7/applications'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('a member without the permission sees the application but cannot change or send it', async () => {
    useApi({ companyAdmin: false });
    open('/companies/7/applications/50');
    expect(await screen.findByText(/Muokkaaminen ja lähettäminen vaatii hakemusten hallintaoikeuden/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tallenna' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lähetä hakemus' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Liitä referenssejä' })).toBeNull();
  });
});

describe('Hakemukset: a certificate application', () => {
  it('a file uploads at once as a form with its type; a file of another application is reused by its stored id', async () => {
    const calls = useApi({
      applications: [
        buildApplication({ id: 52, applicationTypeId: 4, scopes: [{ id: 1, description: 'Urakointi' }], areaCodes: [1] }),
        buildApplication({
          id: 53,
          applicationTypeId: 8,
          files: [{ id: 9, storedFileId: 80, fileTypeId: 10, name: 'vanha-vakuutus.pdf', mimeType: 'application/pdf', byteSize: 4096, documentReadinessId: 1, createdAt: '2026-10-02T08:00:00.000Z' }],
        }),
      ],
      validations: [validation(false)],
    });
    server.use(
      http.post(api('/companies/7/applications/:id/files'), async ({ request }) => {
        calls.push(await read(request));
        return HttpResponse.json({ id: 11, storedFileId: 81, fileTypeId: 4, name: 'kasikirja.pdf', mimeType: 'application/pdf', byteSize: 2048, documentReadinessId: 1, createdAt: '2026-11-25T08:00:00.000Z' }, { status: 201 });
      }),
    );
    open('/companies/7/applications/52');
    const manual = await screen.findByRole('region', { name: 'Laatukäsikirja' });
    fireEvent.change(within(manual).getByLabelText('Lisää laatukäsikirja', { selector: 'input' }), { target: { files: [new File(['%PDF-1.4 käsikirja'], 'kasikirja.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Liite lisätty.')).toBeTruthy();
    const upload = calls.find((call) => call.method === 'POST' && call.path === '/api/companies/7/applications/52/files');
    expect(upload?.form?.map(([name]) => name)).toEqual(['file_type_id', 'file']);
    expect(upload?.form?.[0]).toEqual(['file_type_id', '4']);

    const insurance = screen.getByRole('region', { name: 'Vastuuvakuutus' });
    fireEvent.click(within(insurance).getByRole('button', { name: 'Käytä aiemmin ladattua' }));
    const dialog = await screen.findByRole('dialog', { name: /Käytä aiemmin ladattua tiedostoa/ });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Liitä: vanha-vakuutus.pdf' }));
    expect(await screen.findByText('Tiedosto liitetty hakemukseen.')).toBeTruthy();
    const reused = calls.filter((call) => call.method === 'POST' && call.path === '/api/companies/7/applications/52/files')[1];
    expect(reused?.json).toEqual({ duplicate_file_id: 80, file_type_id: 10 });
  });

  it('with area codes saves as multipart POST with _method=PUT, the codes as application_area_codes[] and no files already attached', async () => {
    const calls = useApi({
      applications: [
        buildApplication({
          id: 52,
          applicationTypeId: 4,
          scopes: [{ id: 1, description: 'Asuinrakennusten urakointi' }],
          areaCodes: [1],
          files: [{ id: 7, storedFileId: 70, fileTypeId: 10, name: 'vastuuvakuutus.pdf', mimeType: 'application/pdf', byteSize: 2048, documentReadinessId: 1, createdAt: '2026-11-02T08:00:00.000Z' }],
        }),
      ],
      validations: [validation(false)],
    });
    open('/companies/7/applications/52');
    expect(await screen.findByRole('link', { name: 'Lataa vastuuvakuutus.pdf' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Laatukäsikirja' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Pirkanmaa' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lisää rivi' }));
    fireEvent.change(screen.getByLabelText('Laajuus 2'), { target: { value: 'Korjausrakentaminen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Hakemus tallennettu.')).toBeTruthy();
    const saved = calls.find((call) => call.method === 'POST' && call.path === '/api/companies/7/applications/52');
    expect(saved?.form).toEqual([
      ['vastuu_group_agreement', '0'],
      ['contract_agreement', '0'],
      ['application_scopes[0][description]', 'Asuinrakennusten urakointi'],
      ['application_scopes[1][description]', 'Korjausrakentaminen'],
      ['application_area_codes[]', '1'],
      ['application_area_codes[]', '6'],
      ['_method', 'PUT'],
    ]);
  });
});
