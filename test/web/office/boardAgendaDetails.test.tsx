/**
 * An agenda item's references, files and audit summary on the board member's meeting page
 * (issue 20 "references and files", issue 21's audit): each shown in Finnish with its lookups'
 * names, the file as a download link of the application's file route, and empty states.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import type { AgendaItem } from '../../../src/domain/api/boards';
import type { BoardMeeting } from '../../../src/domain/entities/board';
import { boardUser, stubApi } from '../shell/fetchStub';
import { renderStaffArea } from '../shell/renderStaffArea';
import { lookupRoutes } from './applicationsFixtures';

const LOOKUPS = lookupRoutes([
  'application-types',
  'review-statuses',
  'application-review-sections',
  'board-meeting-roles',
  'board-meeting-attendances',
  'company-document-types',
  'audit-kinds',
  'report-statuses',
  'deviation-severities',
  'deviation-statuses',
]);

const meeting: BoardMeeting = {
  id: 5,
  boardId: 3,
  boardName: 'Pätevyyslautakunta',
  title: 'Kevään kokous',
  meetingTime: '2030-03-01T10:00:00.000Z',
  location: 'Helsinki',
  description: null,
  callerPersonId: null,
  statusText: 'in_future',
  active: false,
  applicationCount: 2,
  memberMessageTitle: null,
  memberMessageContent: null,
  companyMessageTitle: null,
  companyMessageContent: null,
  returnDueDate: null,
  remindRenewalDate: '2029-12-31',
  secondRemindRenewalDate: '2030-01-30',
  sentRenewalDate: '2030-02-15',
  previousBoardMeetingId: null,
  startedAt: null,
  endedAt: null,
  notifiedAt: null,
  archivedAt: null,
  members: [{ id: 11, personId: 80, name: 'Liisa Lautakunta', boardMemberRoleId: 1, active: true, attendanceId: null }],
  quorum: { present: 0, activeMembers: 1, required: 1, chairPresent: false, met: false },
};

const base: AgendaItem = {
  applicationId: 41,
  companyId: 7,
  companyName: 'Rakennus Virtanen Oy',
  registrationNumber: '2900000-4',
  applicationTypeId: 2,
  applicationStatusId: 6,
  proposalId: 6,
  presenterName: 'Olli Toimisto',
  finishedAt: null,
  industries: [{ id: 1, symbolicNumber: '2.1', name: 'Talonrakennus', granted: true }],
  review: [],
  references: [
    {
      id: 9,
      title: 'Koulun peruskorjaus',
      clientName: 'Espoon kaupunki',
      workStartDate: '2022-03-01',
      workEndDate: '2023-05-31',
      industries: [{ symbolicNumber: '2.1', name: 'Talonrakennus' }],
    },
    { id: 10, title: 'Kerrostalo', clientName: null, workStartDate: '2024-01-15', workEndDate: null, industries: [] },
  ],
  files: [{ id: 33, fileTypeId: 1, name: 'laatukäsikirja.pdf', mimeType: 'application/pdf', byteSize: 1200 }],
  audits: [
    {
      id: 4,
      auditKindId: 1,
      auditors: ['Aino Auditoija', 'Pekka Pari'],
      reportStatusId: 3,
      finishedAt: '2030-02-02T08:00:00.000Z',
      deviations: [{ id: 1, severityId: 2, statusId: 1, description: 'Johdon katselmus puuttuu' }],
    },
  ],
  conflicts: [],
  quorum: { present: 0, activeMembers: 1, required: 1, chairPresent: false, met: false },
  decision: null,
};
const bare: AgendaItem = { ...base, applicationId: 42, companyName: 'Laatu Oy', references: [], files: [], audits: [] };

beforeEach(() => resetCurrentUser());

describe("an agenda item's references, files and audit", () => {
  it('shows them to the board member, with a download link per file, and says when there are none', async () => {
    stubApi({
      ...LOOKUPS,
      'GET /api/users/me': { body: { ...boardUser, boards: [{ id: 3, name: 'Pätevyyslautakunta', shortName: 'PL', boardMemberRoleId: 3 }] } },
      'GET /api/board-meetings/5': { body: meeting },
      'GET /api/board-meetings/5/applications': { body: { data: [base, bare] } },
    });
    renderStaffArea('/board/board-meetings/5/show');
    const first = await screen.findByRole('region', { name: 'Asia 1: Rakennus Virtanen Oy' });
    expect(within(first).getByRole('heading', { name: 'Referenssit' })).toBeTruthy();
    expect(within(first).getByText(/Tilaaja: Espoon kaupunki; Ajankohta: 01.03.2022 – 31.05.2023; Toimialat: 2.1 Talonrakennus/)).toBeTruthy();
    expect(within(first).getByText(/Ajankohta: 15.01.2024 – käynnissä/)).toBeTruthy();
    const link = within(first).getByRole('link', { name: 'laatukäsikirja.pdf (lataa)' });
    expect(link.getAttribute('href')).toBe('/api/companies/7/applications/41/files/33');

    const audit = within(first).getByRole('region', { name: 'Auditointi: Rakennus Virtanen Oy' });
    expect(within(audit).getByText('Aino Auditoija, Pekka Pari')).toBeTruthy();
    expect(await within(audit).findByText('Sertifiointiauditointi')).toBeTruthy();
    expect(within(audit).getByText('Hyväksytty')).toBeTruthy();
    expect(within(audit).getByText(/^02.02.2030 klo/)).toBeTruthy();
    expect(within(audit).getByText('Vakava')).toBeTruthy();
    expect(within(audit).getByText(/Johdon katselmus puuttuu \(Työn alla\)/)).toBeTruthy();

    const second = screen.getByRole('region', { name: 'Asia 2: Laatu Oy' });
    expect(within(second).getByText('Hakemukseen ei ole liitetty referenssejä.')).toBeTruthy();
    expect(within(second).getByText('Hakemuksella ei ole liitteitä.')).toBeTruthy();
    expect(within(second).queryByRole('heading', { name: 'Auditointi' })).toBeNull();
  });
});
