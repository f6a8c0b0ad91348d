/**
 * The office's audit screens of issue 21: the certificate plan modal on the company page (the plan
 * per kind, the sync flags saved with PUT; read only to the board), the application's audit panel
 * (no programme → "Suunnittele auditointi"; a ready report → open deviations and the hint to
 * finish; none for a qualification application) and the audit report modal of a programme.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import type { CertificatePlan } from '../../../src/domain/api/auditProgramActions';
import type { AuditReport } from '../../../src/domain/api/auditReport';
import type { DeviationListItem } from '../../../src/domain/deviations';
import type { AuditProgram } from '../../../src/domain/entities/auditProgram';
import { boardUser, officeUser, stubApi } from '../shell/fetchStub';
import { renderStaffArea } from '../shell/renderStaffArea';
import { LOOKUPS, application, assignees, lookupRoutes } from './applicationsFixtures';

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

const AUDIT_LOOKUPS = lookupRoutes(['certificate-kinds', 'audit-kinds', 'audit-program-statuses', 'report-statuses', 'review-statuses', 'deviation-severities', 'deviation-statuses']);
const page = <T,>(data: T[]) => ({ data, meta: { currentPage: 1, perPage: 25, total: data.length, lastPage: 1 } });

const company = { id: 1, name: 'Rakennus Oy', registrationNumber: '1234567-1', switchboardNumber: null, companyStatusId: 1, createdAt: '2025-02-01T10:00:00Z', updatedAt: '2025-03-04T10:00:00Z', hasAdmin: true, peopleCount: 3, addresses: [] };
const status = { companyId: 1, companyStatusId: 1, monitoringStartedAt: null, auditorComments: null, changes: [] };

const plan = (environmentSynced: boolean): CertificatePlan => ({
  companyId: 1,
  kinds: [
    { certificateTypeId: 2, synced: null, programs: [{ id: 7, auditKindId: 2, statusId: 1, plannedStartDate: '2030-03-02', primaryAuditorName: 'Aino Auditoija', secondaryAuditorName: null, reportStatusId: 1 }] },
    { certificateTypeId: 5, synced: environmentSynced, programs: [] },
    { certificateTypeId: 20, synced: false, programs: [] },
    { certificateTypeId: 23, synced: false, programs: [] },
  ],
});

const program: AuditProgram = {
  id: 7,
  applicationId: 41,
  companyId: 5,
  companyName: 'Rakennus Virtanen Oy',
  certificateTypeId: 2,
  auditKindId: 1,
  statusId: 3,
  plannedStartDate: '2030-03-02',
  startDate: '2030-03-03',
  durationInDays: 1,
  date: null,
  billingDate: null,
  reportDueDate: null,
  primaryAuditorId: 90,
  primaryAuditorName: 'Aino Auditoija',
  secondaryAuditorId: 91,
  secondaryAuditorName: 'Eero Auditoija',
  previousAuditorId: null,
  previousAuditorName: null,
  nextAuditorId: null,
  nextAuditorName: null,
  requiresNewAuditor: false,
  lastCertificateMeetingDate: null,
  statementId: null,
  statementAdditionalInfo: null,
  certificateId: null,
  finishedAt: null,
  reportStatusId: 4,
  reviewAskedAt: null,
  companyNotifiedAt: null,
  companyObjection: null,
  companyObjectedAt: null,
};

const deviation = (overrides: Partial<DeviationListItem>): DeviationListItem => ({
  id: 12,
  programId: 7,
  companyId: 5,
  companyName: 'Rakennus Virtanen Oy',
  certificateTypeId: 2,
  questionId: 5,
  questionText: 'Miten laatu varmistetaan?',
  sectionId: 12,
  severityId: 2,
  statusId: 3,
  description: 'Laatusuunnitelma puuttui.',
  takenAction: 'Laadittu.',
  toBeFixedByDate: '2030-04-02',
  fixSentAt: null,
  fixApprovedAt: null,
  auditorComment: null,
  overdue: false,
  createdAt: '2030-03-03T10:00:00.000Z',
  updatedAt: '2030-03-03T10:00:00.000Z',
  ...overrides,
});

describe('the certificate plan modal', () => {
  it('shows the plan per kind and saves the sync flags (office)', async () => {
    let saved = false;
    const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));
    const { calls } = stubApi({
      ...AUDIT_LOOKUPS,
      'GET /api/users/me': { body: officeUser },
      'GET /api/companies/1': { body: company },
      'GET /api/companies/1/status': { body: status },
      // The server's plan: the flag set once saved.
      'GET /api/companies/1/certificate-plan': () => json(plan(saved)),
      'PUT /api/companies/1/certificate-plan': () => {
        saved = true;
        return json(plan(true));
      },
    });
    renderStaffArea('/office/companies/1/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Sertifiointisuunnitelma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sertifiointisuunnitelma' });
    const quality = await within(dialog).findByRole('region', { name: 'Laatu' });
    expect(within(quality).getByText('02.03.2030')).toBeTruthy();
    expect(within(quality).getByText('Aino Auditoija')).toBeTruthy();
    expect(within(quality).getByRole('link', { name: 'Ensimmäinen määräaikaisauditointi' }).getAttribute('href')).toBe('/office/audit-programs/7/show');
    expect(within(within(dialog).getByRole('region', { name: 'Ympäristö' })).getByText('Ei suunniteltuja auditointeja.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ympäristösuunnitelma seuraa laatusuunnitelmaa' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ sync_environment_plan: true, sync_safety_plan: false, sync_moisture_plan: false });
    expect(await screen.findByText('Sertifiointisuunnitelma tallennettu.')).toBeTruthy();
    expect(await within(dialog).findByRole('region', { name: 'Ympäristö · Seuraa laatusuunnitelman päivämääriä' })).toBeTruthy();
  }, 60_000);

  it('is read only to the board', async () => {
    stubApi({
      ...AUDIT_LOOKUPS,
      'GET /api/users/me': { body: boardUser },
      'GET /api/companies/1': { body: company },
      'GET /api/companies/1/certificate-plan': { body: plan(true) },
    });
    renderStaffArea('/board/companies/1/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Sertifiointisuunnitelma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sertifiointisuunnitelma' });
    expect(await within(dialog).findByText('Vain toimisto voi muuttaa suunnitelmaa.')).toBeTruthy();
    const synced = within(dialog).getByRole('checkbox', { name: 'Ympäristösuunnitelma seuraa laatusuunnitelmaa' }) as HTMLInputElement;
    expect(synced.checked).toBe(true);
    expect(synced.disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Tallenna' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Ensimmäinen määräaikaisauditointi' })).toBeNull();
  }, 60_000);
});

describe("the application's audit panel", () => {
  const quality = application({ applicationTypeId: 4, applicationTargetId: 4, target: { id: 4, name: 'Laatusertifikaatti', applicationTypeId: 4 } });
  const base = { 'GET /api/users/me': { body: officeUser }, ...lookupRoutes(LOOKUPS), ...AUDIT_LOOKUPS, 'GET /api/applications/assignees': { body: assignees } };

  it('offers to plan the audit when the certificate application has no programme', async () => {
    const { calls } = stubApi({ ...base, 'GET /api/applications/41': { body: quality }, 'GET /api/audit-programs': { body: page([]) } });
    renderStaffArea('/office/applications/41/show');
    const panel = await screen.findByRole('region', { name: 'Auditointi' });
    expect(await within(panel).findByText('Hakemukselle ei ole vielä auditointiohjelmaa.')).toBeTruthy();
    const plan = within(panel).getByRole('link', { name: 'Suunnittele auditointi' });
    expect(decodeURIComponent(plan.getAttribute('href') ?? '')).toBe('/office/audit-programs/create?source={"applicationId":41}');
    expect(calls.find((call) => call.path === '/api/audit-programs')?.query.get('application_id')).toBe('41');
  }, 60_000);

  it('shows the programme, the report status, the open deviations and, once ready, the hint to finish', async () => {
    stubApi({
      ...base,
      'GET /api/applications/41': { body: quality },
      'GET /api/audit-programs': { body: page([program]) },
      'GET /api/deviations': { body: page([deviation({ id: 12 }), deviation({ id: 13, severityId: 1, statusId: 2, description: 'Pieni puute.' })]) },
    });
    renderStaffArea('/office/applications/41/show');
    const panel = await screen.findByRole('region', { name: 'Auditointi' });
    expect((await within(panel).findByRole('link', { name: 'Avaa auditointiohjelma' })).getAttribute('href')).toBe('/office/audit-programs/7/show');
    expect(await within(panel).findByText('Aino Auditoija, Eero Auditoija')).toBeTruthy();
    expect(await within(panel).findByText('Valmis')).toBeTruthy();
    // The accepted-fixed one is closed; the light one awaiting review is open.
    await waitFor(() => expect(within(panel).getByText('Avoimia poikkeamia').nextElementSibling?.textContent).toBe('1'));
    expect(within(panel).getByText(/Auditointiraportti on valmis/)).toBeTruthy();
    expect(within(panel).queryByText(/Vakavia poikkeamia on korjaamatta/)).toBeNull();
  }, 60_000);

  it('has no audit panel for a qualification application', async () => {
    const { calls } = stubApi({ ...base, 'GET /api/applications/41': { body: application() } });
    renderStaffArea('/office/applications/41/show');
    expect(await screen.findByRole('heading', { name: 'Hakemus 41: Rakennus Virtanen Oy' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Auditointi' })).toBeNull();
    expect(calls.some((call) => call.path === '/api/audit-programs')).toBe(false);
  }, 60_000);
});

describe('the audit report modal', () => {
  it("opens from the programme's page with the report at a glance and the PDF link", async () => {
    const report: AuditReport = {
      programId: 7,
      companyId: 5,
      companyName: 'Rakennus Virtanen Oy',
      certificateTypeId: 2,
      auditKindId: 1,
      statusId: 4,
      sentAt: '2030-03-10T10:00:00.000Z',
      auditorComment: null,
      companyComment: null,
      finishedAt: null,
      reviewAskedAt: null,
      reviewedAt: null,
      reviewerComment: null,
      reviewerPersonId: 92,
      reviewerName: 'Paula Pääauditoija',
      canWrite: false,
      canReview: false,
      sections: [{ sectionId: 2, name: 'Asiakkaat', selfEvaluation: { score: 3, comment: null }, auditorScore: 4.5, questions: [] }],
    };
    stubApi({
      ...AUDIT_LOOKUPS,
      'GET /api/users/me': { body: officeUser },
      'GET /api/audit-programs/7': { body: program },
      'GET /api/audit-programs/7/report': { body: report },
      'GET /api/deviations': { body: page([deviation({ overdue: true, statusId: 1 })]) },
    });
    renderStaffArea('/office/audit-programs/7/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Raportin yhteenveto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auditointiraportti – Rakennus Virtanen Oy' });
    expect(await within(dialog).findByText('Paula Pääauditoija')).toBeTruthy();
    expect(within(dialog).getByText('Eero Auditoija')).toBeTruthy();
    expect(within(dialog).getByText('03.03.2030')).toBeTruthy();
    const row = within(dialog).getByRole('row', { name: /Asiakkaat/ });
    expect(within(row).getByText('4,5')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(await within(dialog).findByText('Laatusuunnitelma puuttui.')).toBeTruthy();
    expect(within(dialog).getByText('Myöhässä')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Raportti (PDF)' }).getAttribute('href')).toBe('/api/audit-programs/7/report/pdf');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sulje' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 60_000);
});
