/**
 * The board's rules (issue 20, SPEC §3 Board, §4 board meeting statusText, §9 renewal dates): the
 * lookup ids of member roles, attendance and decisions, a meeting's status, its default renewal
 * dates, and which applications may go on a meeting's agenda. Shared by the server and the screens.
 */
import { ApplicationStatus } from './codes';
import { ReviewStatus } from './applicationReview';

/** 'board-meeting-roles' ids. */
export const BoardMemberRole = { chairman: 1, assistant: 2, participant: 3 } as const;
export const BOARD_MEMBER_ROLE_IDS = [BoardMemberRole.chairman, BoardMemberRole.assistant, BoardMemberRole.participant] as const;

/** 'board-meeting-attendances' ids. */
export const Attendance = { attended: 1, attendedRemote: 2, absent: 3 } as const;

/** 'board-decisions' ids. */
export const BoardDecision = { accepted: 1, acceptedConditional: 2, declined: 3, postponed: 4 } as const;

/**
 * The quorum (issue 20; docs/decisions.md): more than half of the board's active members present (in
 * the room or remotely), the chairman or the assistant among them.
 */
export interface QuorumMember {
  boardMemberRoleId: number;
  active: boolean;
  attendanceId: number | null;
  /** Disqualified on the item at hand (esteellinen): present or not, they do not count toward its quorum. */
  disqualified?: boolean;
}
export interface Quorum {
  /** Active members present, in the room or remotely. */
  present: number;
  activeMembers: number;
  /** More than half of the active members. */
  required: number;
  /** The chairman or the assistant is present. */
  chairPresent: boolean;
  met: boolean;
}

export const isPresent = (attendanceId: number | null): boolean => attendanceId === Attendance.attended || attendanceId === Attendance.attendedRemote;

/**
 * The meeting's quorum, or an item's when members carry `disqualified`: a disqualified member is not
 * counted present (nor as the chair), while the required number still counts from all active members
 * — as a disqualified member of a Finnish body is not there for that item (docs/decisions.md).
 */
export function quorumOf(members: readonly QuorumMember[]): Quorum {
  const active = members.filter((member) => member.active);
  const present = active.filter((member) => isPresent(member.attendanceId) && !member.disqualified);
  const required = Math.floor(active.length / 2) + 1;
  const chairPresent = present.some((member) => member.boardMemberRoleId === BoardMemberRole.chairman || member.boardMemberRoleId === BoardMemberRole.assistant);
  return { present: present.length, activeMembers: active.length, required, chairPresent, met: active.length > 0 && present.length >= required && chairPresent };
}

/** SPEC §4 statusText of a board meeting. */
export const MEETING_STATUS_TEXTS = ['in_future', 'active', 'archived'] as const;
export type MeetingStatusText = (typeof MEETING_STATUS_TEXTS)[number];

/** SPEC §4: shown as Tuleva kokous, Aktiivinen, Arkistoitu. */
export const MEETING_STATUS_NAMES: Record<MeetingStatusText, string> = {
  in_future: 'Tuleva kokous',
  active: 'Aktiivinen',
  archived: 'Arkistoitu',
};

/**
 * A meeting is coming until it is started, active from its start (through its end and the
 * notices) until it is archived. The SQL of the same rule is in server/modules/boards.
 */
export function meetingStatusText(meeting: { startedAt: string | null; archivedAt: string | null }): MeetingStatusText {
  if (meeting.archivedAt) return 'archived';
  return meeting.startedAt ? 'active' : 'in_future';
}

/** SPEC §9: days before the meeting of the first reminder, the second, and the renewal sent. */
export const RENEWAL_DAYS_BEFORE = { remindRenewalDate: 60, secondRemindRenewalDate: 30, sentRenewalDate: 14 } as const;
export type RenewalDateKey = keyof typeof RENEWAL_DAYS_BEFORE;
export const RENEWAL_DATE_KEYS = Object.keys(RENEWAL_DAYS_BEFORE) as RenewalDateKey[];

const FINNISH_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki', year: 'numeric', month: '2-digit', day: '2-digit' });

/** yyyy-MM-dd `days` before a yyyy-MM-dd day (calendar arithmetic, no time zone). */
export function daysBefore(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date - days)).toISOString().slice(0, 10);
}

/** The meeting's day in Finland (yyyy-MM-dd) of its moment. */
export const meetingDay = (meetingTime: string | Date): string => FINNISH_DAY.format(new Date(meetingTime));

/** The default renewal dates of a meeting at `meetingTime` (SPEC §9: 60, 30 and 14 days before, in Finland's calendar). */
export function defaultRenewalDates(meetingTime: string | Date): Record<RenewalDateKey, string> {
  const day = meetingDay(meetingTime);
  return {
    remindRenewalDate: daysBefore(day, RENEWAL_DAYS_BEFORE.remindRenewalDate),
    secondRemindRenewalDate: daysBefore(day, RENEWAL_DAYS_BEFORE.secondRemindRenewalDate),
    sentRenewalDate: daysBefore(day, RENEWAL_DAYS_BEFORE.sentRenewalDate),
  };
}

/** The statement section's proposals to the board (the review's 'review-statuses' 6–9). */
export const BOARD_PROPOSALS: readonly number[] = [
  ReviewStatus.proposeAcceptance,
  ReviewStatus.proposeConditionalAcceptance,
  ReviewStatus.proposeRejection,
  ReviewStatus.proposePostponement,
];
export const isBoardProposal = (reviewStatusId: number | null | undefined): boolean => reviewStatusId != null && BOARD_PROPOSALS.includes(reviewStatusId);

/** The Finnish refusals of the agenda (422). */
export const AGENDA_MESSAGES = {
  notFinished: 'Hakemuksen arviointi ei ole valmis: vain hakemuksen, jonka arviointi on tehty (tila Auditointi tehty), voi liittää kokoukseen.',
  noProposal: 'Hakemuksella ei ole toimiston esitystä: merkitse lausunto-osioon esitys lautakunnalle ennen kuin liität hakemuksen kokoukseen.',
  onAnotherMeeting: 'Hakemus on jo liitetty toiseen lautakunnan kokoukseen.',
  onThisMeeting: 'Hakemus on jo tämän kokouksen esityslistalla.',
  notOnAgenda: 'Hakemus ei ole tämän kokouksen esityslistalla.',
  started: 'Kokous on jo alkanut, joten sen esityslistaa ei voi enää muuttaa.',
  archived: 'Kokous on arkistoitu, joten sitä ei voi enää muuttaa.',
  boardInactive: 'Lautakunta ei ole toiminnassa: kokousta ei voi liittää siihen.',
  alreadyStarted: 'Kokous on jo aloitettu.',
  notRunning: 'Läsnäolon voi merkitä vain aloitetun kokouksen aikana.',
  startNotAllowed: 'Kokouksen voi aloittaa vain lautakunnan puheenjohtaja, sihteeri tai toimisto.',
  attendanceNotAllowed: 'Voit merkitä vain oman läsnäolosi. Muiden läsnäolon merkitsee puheenjohtaja, sihteeri tai toimisto.',
  deleteStarted: 'Kokous on jo alkanut, joten sitä ei voi poistaa.',
} as const;

/** An application may go on an agenda when the office has finished its evaluation (status 5) and proposes a decision. */
export function agendaRefusal(application: { statusId: number; boardMeetingId: number | null; proposalId: number | null }, meetingId: number): string | null {
  if (application.boardMeetingId === meetingId) return AGENDA_MESSAGES.onThisMeeting;
  if (application.boardMeetingId !== null) return AGENDA_MESSAGES.onAnotherMeeting;
  if (application.statusId !== ApplicationStatus.auditDone) return AGENDA_MESSAGES.notFinished;
  if (!isBoardProposal(application.proposalId)) return AGENDA_MESSAGES.noProposal;
  return null;
}
