/** "Muistutukset" on the office's meeting page (issue 20 "Reminders"): what the renewal dates sent, and when. */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import type { MeetingReminder } from '../../../src/domain/api/meetingReminderActions';
import type { BoardMeeting } from '../../../src/domain/entities/board';
import { formatDateTime } from '../../../src/domain/formats';
import { officeUser, stubApi } from '../shell/fetchStub';
import { renderStaffArea } from '../shell/renderStaffArea';
import { lookupRoutes } from './applicationsFixtures';

const LOOKUPS = lookupRoutes(['application-types', 'review-statuses', 'application-review-sections', 'board-meeting-roles', 'board-meeting-attendances']);

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
  applicationCount: 0,
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
  members: [],
  quorum: { present: 0, activeMembers: 0, required: 1, chairPresent: false, met: false },
};

const sent: MeetingReminder = {
  stage: 2,
  stageName: 'Toinen muistutus',
  companyId: 1,
  companyName: 'Rakennus Virtanen Oy',
  meetingDay: '2030-03-01',
  certificates: ['Pätevä ympäristösertifikaatti PTV-2027-000012, voimassa 20.03.2030 asti'],
  recipientCount: 2,
  sentAt: '2030-01-30T05:15:00.000Z',
};

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

describe('the meeting renewal reminders on the office meeting page', () => {
  it('lists each reminder sent: stage, company, certificates, recipients, when', async () => {
    stubApi({
      ...LOOKUPS,
      'GET /api/users/me': { body: officeUser },
      'GET /api/board-meetings/5': { body: meeting },
      'GET /api/board-meetings/5/applications': { body: { data: [] } },
      'GET /api/board-meetings/5/reminders': { body: { data: [sent] } },
      'GET /api/board-queue': { body: { data: [] } },
    });
    renderStaffArea('/office/board-meetings/5/show');
    const section = await screen.findByRole('region', { name: 'Muistutukset' });
    const row = (await within(section).findByText('Rakennus Virtanen Oy')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Toinen muistutus')).toBeTruthy();
    expect(within(row).getByText(/PTV-2027-000012/)).toBeTruthy();
    expect(within(row).getByText('01.03.2030')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).getByText(formatDateTime(sent.sentAt))).toBeTruthy();
  });

  it('says when none has been sent yet', async () => {
    stubApi({
      ...LOOKUPS,
      'GET /api/users/me': { body: officeUser },
      'GET /api/board-meetings/5': { body: meeting },
      'GET /api/board-meetings/5/applications': { body: { data: [] } },
      'GET /api/board-meetings/5/reminders': { body: { data: [] } },
      'GET /api/board-queue': { body: { data: [] } },
    });
    renderStaffArea('/office/board-meetings/5/show');
    const section = await screen.findByRole('region', { name: 'Muistutukset' });
    expect(await within(section).findByText('Muistutuksia ei ole vielä lähetetty.')).toBeTruthy();
  });
});
