/**
 * Selvityspyynnöt (issue 22 §1) on screen: the company admin's answer form (text and files in one
 * form, after a confirmation, the server's refusal beside its field), a plain member's read-only
 * view, the office's new case dialog (the Finnish date input), its closing dialog, and the
 * company status dialog (a reason required, the server's message beside it).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { DESCRIBABLES } from '../../../src/domain/describables';
import type { CompanyStatusRecord } from '../../../src/domain/companyStatus';
import type { CompanyCase } from '../../../src/domain/entities/companyCase';
import { CompanyPage } from '../../../src/pages/company/CompanyPage';
import { CasesTab } from '../../../src/resources/companyCases/CasesTab';
import { CompanyStatusPanel } from '../../../src/resources/companyCases/CompanyStatusPanel';
import { api, renderPage, server, setUpApi } from '../pages/helpers';
import { buildCompany, buildMembership, buildUser } from './fixtures';

setUpApi();

const caseTypes = () =>
  DESCRIBABLES['deviation-types'].map((t) => ({ id: t.id, shortDescription: t.shortDescription, longDescription: null, helpText: null, languageCode: 'FI', orderNumber: t.id }));
const firstType = () => DESCRIBABLES['deviation-types'][0];

const OPEN: CompanyCase = {
  id: 12,
  companyId: 7,
  caseTypeId: DESCRIBABLES['deviation-types'][0].id,
  title: 'Työmaan turvallisuushavainto',
  description: 'Kerro, miten havaittu puute on korjattu.',
  openedAt: '2026-11-01',
  dueDate: '2026-12-01',
  status: 'open',
  overdue: false,
  answer: null,
  answeredAt: null,
  conclusion: null,
  closedAt: null,
  boardMeetingId: null,
  boardMeetingTitle: null,
  source: 'office',
  files: [],
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};
const ANSWERED: CompanyCase = {
  ...OPEN,
  status: 'answered',
  answer: 'Puute korjattu ja henkilöstö koulutettu.',
  answeredAt: '2026-11-10T09:00:00.000Z',
  files: [{ id: 5, name: 'selvitys.pdf', mimeType: 'application/pdf', byteSize: 1200, createdAt: '2026-11-10T09:00:00.000Z' }],
};

const page = (items: CompanyCase[]) => ({ data: items, meta: { currentPage: 1, perPage: 100, total: items.length, lastPage: 1 } });

function answer(items: CompanyCase[], admin = true) {
  server.use(
    http.get(api('/users/me'), () => HttpResponse.json(buildUser([buildMembership({ companyAdmin: admin })]))),
    http.get(api('/companies/7'), () => HttpResponse.json(buildCompany())),
    http.get(api('/companies/7/cases'), () => HttpResponse.json(page(items))),
    http.get(api('/companies/7/cases/:caseId'), ({ params }) => {
      const found = items.find((item) => item.id === Number(params.caseId));
      return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'Selvityspyyntöä ei löytynyt.' }, { status: 404 });
    }),
    http.get(api('/descriptions/deviation-types'), () => HttpResponse.json(caseTypes())),
  );
}

const pdf = (name: string, bytes = 'pdf') => new File([`%PDF-1.4 ${bytes}`], name, { type: 'application/pdf' });

describe("the company's Selvityspyynnöt", () => {
  it('lists the cases and says so when there are none', async () => {
    answer([{ ...OPEN, overdue: true }]);
    const first = renderPage('/companies/:companyId/*', '/companies/7/cases', <CompanyPage />);
    expect(await screen.findByRole('link', { name: 'Avaa selvityspyyntö Työmaan turvallisuushavainto' })).toBeTruthy();
    expect(screen.getByText('Avoin')).toBeTruthy();
    expect(screen.getByText('Myöhässä')).toBeTruthy();
    first.unmount();
    answer([]);
    renderPage('/companies/:companyId/*', '/companies/7/cases', <CompanyPage />);
    expect(await screen.findByText('Selvityspyyntöjä ei ole.')).toBeTruthy();
  });

  it('the admin answers with text and files in one form, after a confirmation; the server refusal shows beside the files', async () => {
    answer([OPEN]);
    const sent: Array<{ answer: FormDataEntryValue | null; files: number }> = [];
    let refuse = true;
    server.use(
      http.post(api('/companies/7/cases/12/answer'), async ({ request }) => {
        const form = await request.formData();
        sent.push({ answer: form.get('answer'), // jsdom's XMLHttpRequest loses a file's name and content on its way to msw: the count is what arrives (the e2e test sends a real PDF).
        files: form.getAll('files[]').length });
        if (refuse) {
          refuse = false;
          return HttpResponse.json({ message: 'Annetuissa tiedoissa on virheitä. Korjaa merkityt kentät.', errors: { files: ['Tiedosto ei ole PDF, JPEG eikä PNG.'] } }, { status: 422 });
        }
        return HttpResponse.json(ANSWERED);
      }),
    );
    renderPage('/companies/:companyId/*', '/companies/7/cases/12', <CompanyPage />);
    const dialog = await screen.findByRole('dialog', { name: 'Työmaan turvallisuushavainto' });
    expect(within(dialog).getByText('Kerro, miten havaittu puute on korjattu.')).toBeTruthy();
    expect(within(dialog).getByText('01.12.2026')).toBeTruthy();

    // Sending nothing: the text is asked for, and nothing goes.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lähetä vastaus' }));
    expect(await within(dialog).findByText('Kirjoita vastaus.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Lähetetäänkö vastaus?' })).toBeNull();

    fireEvent.change(within(dialog).getByLabelText(/^Vastaus/), { target: { value: 'Puute korjattu ja henkilöstö koulutettu.' } });
    // The upload component's own file input (labelled by its area) takes the files; nothing is sent yet.
    const input = within(dialog).getByLabelText('Liitteet (PDF, JPEG tai PNG, enintään 10)', { selector: 'input' });
    fireEvent.change(input, { target: { files: [pdf('selvitys.pdf'), pdf('väärä.pdf', 'toinen tiedosto')] } });
    const chosen = within(dialog).getByRole('list', { name: 'Vastaukseen liitettävät tiedostot' });
    expect(within(chosen).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['selvitys.pdf', 'väärä.pdf']);
    expect(sent).toEqual([]);
    // A file chosen by mistake is taken off the list before sending.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Poista väärä.pdf listalta' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Lähetä vastaus' }));
    const confirm = await screen.findByRole('dialog', { name: 'Lähetetäänkö vastaus?' });
    expect(sent).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Lähetä vastaus' }));
    await waitFor(() => expect(sent).toEqual([{ answer: 'Puute korjattu ja henkilöstö koulutettu.', files: 1 }]));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Tiedosto ei ole PDF, JPEG eikä PNG.');

    // Sent again: the answer goes with its file, and the toast says so.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lähetä vastaus' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Lähetetäänkö vastaus?' })).getByRole('button', { name: 'Lähetä vastaus' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ answer: 'Puute korjattu ja henkilöstö koulutettu.', files: 1 });
    expect(await screen.findByText('Vastaus lähetetty.')).toBeTruthy();
  });

  it('more than ten files are refused in the browser', async () => {
    answer([OPEN]);
    let calls = 0;
    server.use(http.post(api('/companies/7/cases/12/answer'), () => ((calls += 1), HttpResponse.json(ANSWERED))));
    renderPage('/companies/:companyId/*', '/companies/7/cases/12', <CompanyPage />);
    const dialog = await screen.findByRole('dialog', { name: 'Työmaan turvallisuushavainto' });
    fireEvent.change(within(dialog).getByLabelText(/^Vastaus/), { target: { value: 'Vastaus' } });
    const input = within(dialog).getByLabelText('Liitteet (PDF, JPEG tai PNG, enintään 10)', { selector: 'input' });
    fireEvent.change(input, { target: { files: Array.from({ length: 11 }, (_, i) => pdf(`liite${i + 1}.pdf`)) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lähetä vastaus' }));
    expect(await within(dialog).findByText('Liitä enintään 10 tiedostoa.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Lähetetäänkö vastaus?' })).toBeNull();
    expect(calls).toBe(0);
  });

  it('a plain member reads the answered case with its file but gets no form', async () => {
    answer([ANSWERED], false);
    renderPage('/companies/:companyId/*', '/companies/7/cases/12', <CompanyPage />);
    const dialog = await screen.findByRole('dialog', { name: 'Työmaan turvallisuushavainto' });
    expect(within(dialog).getByText(/Puute korjattu ja henkilöstö koulutettu\./)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'selvitys.pdf' }).getAttribute('href')).toBe('/api/companies/7/cases/12/files/5');
    expect(within(dialog).queryByRole('button', { name: 'Lähetä vastaus' })).toBeNull();
  });

  it('a plain member sees that only admins answer an open case', async () => {
    answer([OPEN], false);
    renderPage('/companies/:companyId/*', '/companies/7/cases/12', <CompanyPage />);
    const dialog = await screen.findByRole('dialog', { name: 'Työmaan turvallisuushavainto' });
    expect(within(dialog).getByText('Vain yrityksen pääkäyttäjä voi vastata selvityspyyntöön.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Lähetä vastaus' })).toBeNull();
  });
});

function officeTab(url: string) {
  return renderPage(
    '/office/companies/7/show/cases',
    url,
    <RecordContextProvider value={{ id: 7 }}>
      <CasesTab />
    </RecordContextProvider>,
  );
}

describe("the office's case dialogs", () => {
  it('opens a case: the Finnish date input sends yyyy-MM-dd, and the server refusal shows beside its field', async () => {
    answer([]);
    const bodies: Array<Record<string, unknown>> = [];
    server.use(
      http.post(api('/companies/7/cases'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (bodies.length === 1) return HttpResponse.json({ message: 'Annetuissa tiedoissa on virheitä. Korjaa merkityt kentät.', errors: { title: ['Otsikko on liian pitkä (enintään 200 merkkiä).'] } }, { status: 422 });
        return HttpResponse.json({ ...OPEN, id: 13, title: String(body.title), openedAt: String(body.opened_at) }, { status: 201 });
      }),
    );
    officeTab('/office/companies/7/show/cases');
    expect(await screen.findByText('Selvityspyyntöjä ei ole.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Uusi selvityspyyntö' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uusi selvityspyyntö' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Tyyppi/ }));
    fireEvent.click(await screen.findByRole('option', { name: firstType().shortDescription }));
    fireEvent.change(within(dialog).getByLabelText(/^Otsikko/), { target: { value: 'Poikkeama työmaalla' } });
    fireEvent.change(within(dialog).getByLabelText(/^Kuvaus/), { target: { value: 'Kertokaa korjaavat toimet.' } });
    const day = within(dialog).getByLabelText('Avattu');
    expect(day.getAttribute('type')).not.toBe('date');
    fireEvent.change(day, { target: { value: '3.11.2026' } });
    fireEvent.blur(day);
    expect((day as HTMLInputElement).value).toBe('03.11.2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await within(dialog).findByText('Otsikko on liian pitkä (enintään 200 merkkiä).')).toBeTruthy();
    expect(bodies[0]).toMatchObject({ case_type_id: firstType().id, title: 'Poikkeama työmaalla', description: 'Kertokaa korjaavat toimet.', opened_at: '2026-11-03' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(await screen.findByText('Selvityspyyntö avattu ja yritykselle ilmoitettu.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Uusi selvityspyyntö' })).toBeNull());
  });

  it('closes an answered case with a conclusion, which is required', async () => {
    answer([ANSWERED]);
    const conclusions: unknown[] = [];
    server.use(
      http.post(api('/companies/7/cases/12/close'), async ({ request }) => {
        const body = (await request.json()) as { conclusion: string };
        conclusions.push(body.conclusion);
        return HttpResponse.json({ ...ANSWERED, status: 'closed', conclusion: body.conclusion, closedAt: '2026-11-12T10:00:00.000Z' });
      }),
    );
    officeTab('/office/companies/7/show/cases?record=12');
    const dialog = await screen.findByRole('dialog', { name: 'Työmaan turvallisuushavainto' });
    // An answered case is no longer removed; it is closed or taken to the board.
    expect(within(dialog).queryByRole('button', { name: 'Poista' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sulje johtopäätöksellä' }));
    const close = await screen.findByRole('dialog', { name: 'Sulje selvityspyyntö' });
    fireEvent.click(within(close).getByRole('button', { name: 'Sulje' }));
    expect(await within(close).findByText('Kirjoita johtopäätös.')).toBeTruthy();
    expect(conclusions).toEqual([]);
    fireEvent.change(within(close).getByLabelText(/^Johtopäätös/), { target: { value: 'Selvitys riittää.' } });
    fireEvent.click(within(close).getByRole('button', { name: 'Sulje' }));
    await waitFor(() => expect(conclusions).toEqual(['Selvitys riittää.']));
    expect(await screen.findByText('Selvityspyyntö suljettu.')).toBeTruthy();
  });

  it('removes an open case only after a confirmation', async () => {
    answer([OPEN]);
    let removed = 0;
    server.use(http.delete(api('/companies/7/cases/12'), () => ((removed += 1), HttpResponse.json(OPEN))));
    officeTab('/office/companies/7/show/cases?record=12');
    const dialog = await screen.findByRole('dialog', { name: 'Työmaan turvallisuushavainto' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Poista' }));
    const confirm = await screen.findByRole('dialog', { name: 'Poistetaanko selvityspyyntö?' });
    expect(removed).toBe(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Poista' }));
    await waitFor(() => expect(removed).toBe(1));
    expect(await screen.findByText('Selvityspyyntö poistettu.')).toBeTruthy();
  });
});

describe("the office's company status dialog", () => {
  const status: CompanyStatusRecord = { companyId: 7, companyStatusId: 1, monitoringStartedAt: null, auditorComments: null, changes: [] };

  it('changes the status with a reason; without one the server refusal shows beside the field', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    server.use(
      http.get(api('/users/me'), () => HttpResponse.json(buildUser([]))),
      http.get(api('/companies/7/status'), () => HttpResponse.json(bodies.length > 1 ? { ...status, companyStatusId: 2, changes: [{ id: 1, fromStatusId: 1, toStatusId: 2, reason: 'Vakava laiminlyönti', changedBy: 'Olli Toimisto', createdAt: '2026-11-12T10:00:00.000Z' }] } : status)),
      http.put(api('/companies/7/status'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (bodies.length === 1) return HttpResponse.json({ message: 'Annetuissa tiedoissa on virheitä. Korjaa merkityt kentät.', errors: { reason: ['Kirjoita muutoksen syy palvelimelle.'] } }, { status: 422 });
        return HttpResponse.json({ ...status, companyStatusId: 2 });
      }),
    );
    renderPage(
      '/office/companies/7/show',
      '/office/companies/7/show',
      <RecordContextProvider value={{ id: 7 }}>
        <CompanyStatusPanel />
      </RecordContextProvider>,
    );
    expect(await screen.findByText('Tilaa ei ole muutettu.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Muuta tilaa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Muuta yrityksen tilaa' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Uusi tila/ }));
    const stop = DESCRIBABLES['company-statuses'].find((item) => item.id === 2)?.shortDescription ?? '';
    fireEvent.click(await screen.findByRole('option', { name: stop }));
    // No reason: the browser asks for it before anything is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Muutoksen syy/).getAttribute('aria-invalid')).toBe('true'));
    expect(bodies).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/^Muutoksen syy/), { target: { value: 'Vakava laiminlyönti' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await within(dialog).findByText('Kirjoita muutoksen syy palvelimelle.')).toBeTruthy();
    expect(bodies[0]).toMatchObject({ company_status_id: 2, reason: 'Vakava laiminlyönti' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(await screen.findByText('Yrityksen tila muutettu.')).toBeTruthy();
    expect(await screen.findByText('Vakava laiminlyönti')).toBeTruthy();
  });
});
