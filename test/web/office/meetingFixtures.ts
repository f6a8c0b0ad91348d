/** A started meeting's fields as the office and board area web tests use them; each test adds its members, quorum and steps. */
import type { BoardMeeting } from '../../../src/domain/entities/board';

export const STARTED_MEETING = {
  id: 5,
  boardId: 3,
  boardName: 'Pätevyyslautakunta',
  title: 'Kevään kokous',
  meetingTime: '2030-03-01T10:00:00.000Z',
  location: 'Helsinki',
  description: null,
  callerPersonId: null,
  statusText: 'active',
  active: true,
  applicationCount: 1,
  memberMessageTitle: null,
  memberMessageContent: null,
  companyMessageTitle: null,
  companyMessageContent: null,
  returnDueDate: null,
  remindRenewalDate: '2029-12-31',
  secondRemindRenewalDate: '2030-01-30',
  sentRenewalDate: '2030-02-15',
  previousBoardMeetingId: null,
  startedAt: '2030-03-01T10:00:00.000Z',
} satisfies Partial<BoardMeeting>;
