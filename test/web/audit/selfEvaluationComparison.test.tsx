/**
 * The company's self-evaluation beside the auditor's score (issue 21): a closed panel on the
 * programme's page (office) that asks for the self-evaluation only when opened, then shows each
 * section's company score and comment beside the auditor's; the same panel beside the report editor;
 * the auditor's own comparison page from the programme's "Itsearviointi" link.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import type { SelfEvaluation } from '../../../src/domain/api/selfEvaluationActions';
import { DESCRIBABLES } from '../../../src/domain/describables';
import { officeUser, stubApi } from '../shell/fetchStub';
import { auditorUser, LOOKUPS, question, renderArea, report } from './reportFixtures';

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

const SELF = '/api/companies/1/audit-programs/5/self-evaluation';
const evaluation: SelfEvaluation = {
  programId: 5,
  companyId: 1,
  companyName: 'Rakennus Virtanen Oy',
  certificateTypeId: 2,
  plannedStartDate: '2030-03-02',
  canWrite: false,
  closed: false,
  sections: DESCRIBABLES['evaluation-report-sections'].map((section) => ({
    sectionId: section.id,
    name: section.shortDescription,
    score: section.id === 4 ? 3 : null,
    comment: section.id === 4 ? 'Koulutusrekisteri on ajan tasalla.' : null,
    auditorScore: section.id === 4 ? 2.5 : null,
  })),
  updatedAt: '2030-02-20T10:00:00.000Z',
};

const program = {
  id: 5,
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
  primaryAuditorId: 120,
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
  companyObjection: null,
  companyObjectedAt: null,
};

const PROGRAM_LOOKUPS = Object.fromEntries(['audit-program-statuses', 'review-statuses'].map((kind) => [`GET /api/descriptions/${kind}`, { body: DESCRIBABLES[kind] }]));

describe('the self-evaluation beside the auditor’s score', { timeout: 120000 }, () => {
  it('on the office’s programme page: closed at first, then section by section', async () => {
    const { calls } = stubApi({ ...LOOKUPS, ...PROGRAM_LOOKUPS, 'GET /api/users/me': { body: officeUser }, 'GET /api/audit-programs/5': { body: program }, [`GET ${SELF}`]: { body: evaluation } });
    renderArea('/office/audit-programs/5/show');
    const toggle = await screen.findByRole('button', { name: 'Itsearvio ja auditoijan arvio' });
    // The costs are linked for the office too.
    expect(screen.getByRole('link', { name: 'Kustannukset' }).getAttribute('href')).toBe('/office/audit-programs/5/costs');
    expect(calls.some((call) => call.path === SELF)).toBe(false);
    fireEvent.click(toggle);
    const section = (await screen.findByRole('heading', { name: '4. Resurssit' })).closest('li') as HTMLElement;
    expect(within(section).getByText('3')).toBeTruthy();
    expect(within(section).getByText('2,5')).toBeTruthy();
    expect(within(section).getByText(/Koulutusrekisteri on ajan tasalla\./)).toBeTruthy();
    const empty = (screen.getByRole('heading', { name: '2. Asiakkaat' })).closest('li') as HTMLElement;
    expect(within(empty).getAllByText('Ei arviota')).toHaveLength(2);
  });

  it('beside the report editor, and on the auditor’s comparison page', async () => {
    const { calls } = stubApi({
      ...LOOKUPS,
      ...PROGRAM_LOOKUPS,
      'GET /api/users/me': { body: auditorUser },
      'GET /api/audit-programs/5/report': { body: report([question(101, 1)]) },
      'GET /api/audit-programs/5': { body: program },
      [`GET ${SELF}`]: { body: { ...evaluation, sections: evaluation.sections.map((entry) => ({ ...entry, score: null, comment: null })) } },
    });
    const view = renderArea('/audit/audit-programs/5/report');
    fireEvent.click(await screen.findByRole('button', { name: 'Itsearvio ja auditoijan arvio' }));
    expect(await screen.findByText('Yritys ei ole vielä täyttänyt itsearviointia.')).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.path === SELF)).toHaveLength(1));
    view.unmount();

    renderArea('/audit/audit-programs/5/self-evaluation');
    expect(await screen.findByRole('heading', { name: 'Itsearviointi – Rakennus Virtanen Oy' })).toBeTruthy();
    // Open at once on its own page.
    expect(await screen.findByRole('heading', { name: '4. Resurssit' })).toBeTruthy();
  });
});
