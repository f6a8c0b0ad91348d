/** The office's audit programmes (issue 21): the list across companies and a new programme created for a company and kind. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import type { AuditProgram } from '../../../src/domain/entities/auditProgram';
import { officeUser, stubApi } from '../shell/fetchStub';
import { renderStaffArea } from '../shell/renderStaffArea';
import { lookupRoutes } from './applicationsFixtures';

const LOOKUPS = lookupRoutes(['certificate-kinds', 'audit-kinds', 'audit-program-statuses', 'report-statuses', 'review-statuses']);
const page = <T,>(data: T[]) => ({ data, meta: { currentPage: 1, perPage: 25, total: data.length, lastPage: 1 } });

const program: AuditProgram = {
  id: 7,
  applicationId: 41,
  companyId: 1,
  companyName: 'Rakennus Virtanen Oy',
  certificateTypeId: 2,
  auditKindId: 1,
  statusId: 2,
  plannedStartDate: '2030-03-02',
  startDate: null,
  durationInDays: 1.5,
  date: null,
  billingDate: null,
  reportDueDate: null,
  primaryAuditorId: 90,
  primaryAuditorName: 'Aino Auditoija',
  secondaryAuditorId: null,
  secondaryAuditorName: null,
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
  reportStatusId: 1,
  reviewAskedAt: null,
  companyNotifiedAt: null,
  companyObjection: 'Auditoija oli palveluksessamme.',
  companyObjectedAt: '2030-01-01T10:00:00.000Z',
};

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

describe('audit programmes in the office', () => {
  it('lists the programmes with their auditor, date and statuses', async () => {
    const { calls } = stubApi({ ...LOOKUPS, 'GET /api/users/me': { body: officeUser }, 'GET /api/audit-programs': { body: page([program]) }, 'GET /api/audit-program-auditors': { body: { data: [] } } });
    renderStaffArea('/office/audit-programs');
    expect(await screen.findByText('Rakennus Virtanen Oy')).toBeTruthy();
    expect(await screen.findByText('Aino Auditoija')).toBeTruthy();
    expect(await screen.findByText('02.03.2030')).toBeTruthy();
    expect(await screen.findByText('Vahvistettu')).toBeTruthy();
    const list = calls.find((call) => call.path === '/api/audit-programs');
    expect(list?.query.get('sort')).toBe('plannedStartDate');
  });

  it('shows the company’s objection on the programme', async () => {
    stubApi({ ...LOOKUPS, 'GET /api/users/me': { body: officeUser }, 'GET /api/audit-programs/7': { body: program } });
    renderStaffArea('/office/audit-programs/7/show');
    expect(await screen.findByText('Auditoija oli palveluksessamme.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Avaa raportti' }).getAttribute('href')).toBe('/office/audit-programs/7/report');
  });

  it('creates a programme for a company and kind', async () => {
    const { calls } = stubApi({
      ...LOOKUPS,
      'GET /api/users/me': { body: officeUser },
      'GET /api/audit-program-auditors': { body: { data: [{ id: 90, name: 'Aino Auditoija', email: 'auditoija@pateva.test', master: false }] } },
      'POST /api/audit-programs': { status: 201, body: program },
      'GET /api/audit-programs/7': { body: program },
    });
    renderStaffArea('/office/audit-programs/create');
    fireEvent.change(await screen.findByLabelText('Yritys'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/audit-programs')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ company_id: 1 });
  });
});
