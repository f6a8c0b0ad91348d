/**
 * Auditoinnit (issue 21): the company's programmes (who audits and when, the report link once sent,
 * the empty state), the self-evaluation saved from its page under the section, and the admin's
 * objection before the audit (checked, confirmed, sent with a toast; refused in Finnish).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import { CompanyPage } from '../../../src/pages/company/CompanyPage';
import { DESCRIBABLES } from '../../../src/domain/describables';
import type { CompanyAuditProgram } from '../../../src/domain/api/auditProgramActions';
import type { SelfEvaluation } from '../../../src/domain/api/selfEvaluationActions';
import { api, renderPage, server, setUpApi } from '../pages/helpers';
import { buildCompany, buildMembership, buildUser } from './fixtures';

setUpApi();

const LOOKUPS = ['certificate-kinds', 'audit-kinds', 'audit-program-statuses', 'report-statuses'] as const;
const lookup = (name: (typeof LOOKUPS)[number]) =>
  DESCRIBABLES[name].map((t) => ({ id: t.id, shortDescription: t.shortDescription, longDescription: null, helpText: null, languageCode: 'FI', orderNumber: t.id }));

const PLANNED: CompanyAuditProgram = {
  id: 3,
  certificateTypeId: 2,
  auditKindId: 1,
  statusId: 2,
  plannedStartDate: '2030-03-02',
  startDate: null,
  durationInDays: 1,
  primaryAuditorName: 'Aino Auditoija',
  secondaryAuditorName: null,
  reportStatusId: 1,
  reportSent: false,
  companyObjection: null,
  companyObjectedAt: null,
  canObject: true,
};
const SENT: CompanyAuditProgram = {
  ...PLANNED,
  id: 4,
  certificateTypeId: 5,
  auditKindId: 2,
  statusId: 3,
  plannedStartDate: '2025-05-05',
  startDate: '2025-05-06',
  primaryAuditorName: null,
  reportStatusId: 2,
  reportSent: true,
  canObject: false,
};

function answer(programs: CompanyAuditProgram[], admin = true) {
  server.use(
    http.get(api('/users/me'), () => HttpResponse.json(buildUser([buildMembership({ companyAdmin: admin })]))),
    http.get(api('/companies/7'), () => HttpResponse.json(buildCompany())),
    http.get(api('/companies/7/audit-programs'), () => HttpResponse.json({ data: programs })),
    ...LOOKUPS.map((name) => http.get(api(`/descriptions/${name}`), () => HttpResponse.json(lookup(name)))),
  );
}

const open = (url: string) => renderPage('/companies/:companyId/*', url, <CompanyPage />);

describe('Auditoinnit', () => {
  it('lists the programmes: certificate, date, auditors, statuses; the report only once sent', async () => {
    answer([PLANNED, SENT]);
    open('/companies/7/audits');
    const list = await screen.findByRole('list', { name: 'Yrityksen auditoinnit' });
    const planned = await within(list).findByRole('listitem', { name: 'Laatu – Sertifiointiauditointi' });
    expect(within(planned).getByText('02.03.2030')).toBeTruthy();
    expect(within(planned).getByText('Aino Auditoija')).toBeTruthy();
    expect(within(planned).getByText('Vahvistettu')).toBeTruthy();
    expect(within(planned).getByRole('link', { name: 'Itsearviointi: Laatu – Sertifiointiauditointi' }).getAttribute('href')).toBe('/companies/7/audits/3/self-evaluation');
    expect(within(planned).queryByRole('link', { name: /Raportti/ })).toBeNull();

    const sent = within(list).getByRole('listitem', { name: 'Ympäristö – Ensimmäinen määräaikaisauditointi' });
    // The day the audit started, and no auditor named yet.
    expect(within(sent).getByText('06.05.2025')).toBeTruthy();
    expect(within(sent).getByText('Ei vielä sovittu')).toBeTruthy();
    expect(within(sent).getByRole('link', { name: 'Raportti: Ympäristö – Ensimmäinen määräaikaisauditointi' }).getAttribute('href')).toBe('/companies/7/audits/4/report');
    // Started: too late to object.
    expect(within(sent).queryByRole('button', { name: /vastalause/ })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Auditoinnit', selected: true })).toBeTruthy();
  }, 60_000);

  it('says so when the company has no audits', async () => {
    answer([]);
    open('/companies/7/audits');
    expect(await screen.findByText('Yrityksellä ei ole auditointeja.')).toBeTruthy();
  }, 60_000);

  it('says so when the audits cannot be read', async () => {
    answer([]);
    server.use(http.get(api('/companies/7/audit-programs'), () => HttpResponse.json({ message: 'Virhe' }, { status: 500 })));
    open('/companies/7/audits');
    expect(await screen.findByText('Auditointien lataaminen epäonnistui.')).toBeTruthy();
  }, 60_000);

  it('the self-evaluation: a score and a comment per section, saved with "Tallenna itsearviointi"', async () => {
    answer([PLANNED]);
    const evaluation: SelfEvaluation = {
      programId: 3,
      companyId: 7,
      companyName: 'Rakennus Virtanen Oy',
      certificateTypeId: 2,
      plannedStartDate: '2030-03-02',
      canWrite: true,
      closed: false,
      sections: [
        { sectionId: 1, name: 'Yrityksen liikevaihto, henkilöstö ja omistus', score: null, comment: null, auditorScore: null },
        { sectionId: 2, name: 'Asiakkaat', score: 3, comment: 'Vakiintuneet asiakkaat', auditorScore: null },
      ],
      updatedAt: null,
    };
    const saved: unknown[] = [];
    server.use(
      http.get(api('/companies/7/audit-programs/3/self-evaluation'), () => HttpResponse.json(evaluation)),
      http.put(api('/companies/7/audit-programs/3/self-evaluation'), async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json(evaluation);
      }),
    );
    open('/companies/7/audits');
    fireEvent.click(await screen.findByRole('link', { name: 'Itsearviointi: Laatu – Sertifiointiauditointi' }));
    const first = await screen.findByRole('region', { name: '1. Yrityksen liikevaihto, henkilöstö ja omistus' });
    expect(screen.getByTestId('location').textContent).toBe('/companies/7/audits/3/self-evaluation');
    fireEvent.mouseDown(within(first).getByRole('combobox', { name: 'Oma arvio (0–5)' }));
    fireEvent.click(await screen.findByRole('option', { name: '4' }));
    fireEvent.change(within(first).getByLabelText('Kommentti'), { target: { value: 'Liikevaihto kasvoi.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna itsearviointi' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      sections: [
        { section_id: 1, score: 4, comment: 'Liikevaihto kasvoi.' },
        { section_id: 2, score: 3, comment: 'Vakiintuneet asiakkaat' },
      ],
    });
    expect(await screen.findByText('Itsearviointi tallennettu.')).toBeTruthy();
    // Back to the list.
    fireEvent.click(screen.getByRole('link', { name: 'Takaisin auditointeihin' }));
    expect(await screen.findByRole('list', { name: 'Yrityksen auditoinnit' })).toBeTruthy();
  }, 60_000);

  it('the objection: required, confirmed, sent with a toast', async () => {
    answer([PLANNED]);
    const sent: unknown[] = [];
    server.use(
      http.post(api('/companies/7/audit-programs/3/objection'), async ({ request }) => {
        const body = (await request.json()) as { objection: string };
        sent.push(body);
        return HttpResponse.json({ ...PLANNED, companyObjection: body.objection, companyObjectedAt: '2026-11-26T10:00:00.000Z' });
      }),
    );
    open('/companies/7/audits');
    fireEvent.click(await screen.findByRole('button', { name: 'Esitä vastalause: Laatu – Sertifiointiauditointi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vastalause auditoinnista' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lähetä vastalause' }));
    expect(await within(dialog).findByText('Kirjoita vastalauseen perustelu.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Lähetetäänkö vastalause?' })).toBeNull();

    fireEvent.change(within(dialog).getByLabelText(/Vastalauseen perustelu/), { target: { value: 'Auditoija konsultoi meitä viime vuonna.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lähetä vastalause' }));
    const confirm = await screen.findByRole('dialog', { name: 'Lähetetäänkö vastalause?' });
    expect(sent).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Lähetä vastalause' }));
    await waitFor(() => expect(sent).toEqual([{ objection: 'Auditoija konsultoi meitä viime vuonna.' }]));
    expect(await screen.findByText('Vastalause lähetetty.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Vastalause auditoinnista' })).toBeNull());
  }, 60_000);

  it('a refused objection keeps the text and shows the Finnish reason; a plain member cannot object', async () => {
    answer([PLANNED]);
    server.use(
      http.post(api('/companies/7/audit-programs/3/objection'), () =>
        HttpResponse.json(
          { message: 'Vastalauseen voi esittää vain ennen auditoinnin alkua.', errors: { objection: ['Vastalauseen voi esittää vain ennen auditoinnin alkua.'] } },
          { status: 422 },
        ),
      ),
    );
    const first = open('/companies/7/audits');
    fireEvent.click(await screen.findByRole('button', { name: 'Esitä vastalause: Laatu – Sertifiointiauditointi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vastalause auditoinnista' });
    fireEvent.change(within(dialog).getByLabelText(/Vastalauseen perustelu/), { target: { value: 'Ajankohta ei sovi.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lähetä vastalause' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Lähetetäänkö vastalause?' })).getByRole('button', { name: 'Lähetä vastalause' }));
    expect(await within(dialog).findByText('Vastalauseen voi esittää vain ennen auditoinnin alkua.')).toBeTruthy();
    expect((within(dialog).getByLabelText(/Vastalauseen perustelu/) as HTMLTextAreaElement).value).toBe('Ajankohta ei sovi.');
    first.unmount();
    resetCurrentUser();

    answer([PLANNED], false);
    open('/companies/7/audits');
    expect(await screen.findByRole('listitem', { name: 'Laatu – Sertifiointiauditointi' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Esitä vastalause/ })).toBeNull();
  }, 60_000);
});
