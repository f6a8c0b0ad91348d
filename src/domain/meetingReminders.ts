/**
 * Board meeting renewal reminders (issue 20 "Meetings", SPEC §9; docs/decisions.md "Who comes up
 * for renewal at a meeting"): the three stages on a meeting's renewal dates, which stage is due on a
 * day, and which certificates come up for renewal at a meeting. Shared by the job
 * (server/modules/boards/renewalReminders.ts) and the office's meeting page.
 */
import { daysBefore, type RenewalDateKey } from './boardMeetings';

/** 1 first reminder (remindRenewalDate), 2 second reminder, 3 renewal notice (sentRenewalDate). */
export const RenewalStage = { first: 1, second: 2, notice: 3 } as const;
export type RenewalStageId = (typeof RenewalStage)[keyof typeof RenewalStage];

export const RENEWAL_STAGES: readonly { stage: RenewalStageId; dateKey: RenewalDateKey; name: string }[] = [
  { stage: RenewalStage.first, dateKey: 'remindRenewalDate', name: 'Ensimmäinen muistutus' },
  { stage: RenewalStage.second, dateKey: 'secondRemindRenewalDate', name: 'Toinen muistutus' },
  { stage: RenewalStage.notice, dateKey: 'sentRenewalDate', name: 'Uusimisilmoitus' },
];

export const renewalStageName = (stage: number): string => RENEWAL_STAGES.find((row) => row.stage === stage)?.name ?? String(stage);

/** Without a next meeting of the board, a certificate ending within this many days of the meeting is renewed there. */
export const NO_NEXT_MEETING_DAYS = 90;

export type RenewalDates = Record<RenewalDateKey, string | null>;

/**
 * The stage due on `today` (yyyy-MM-dd) for a meeting on `meetingDay`: the latest stage whose date
 * has come, so a day the job missed is made up by the next run (an earlier stage not sent by then
 * is passed over: the later one says the same, nearer). None on or after the meeting's day.
 */
export function dueRenewalStage(dates: RenewalDates, meetingDay: string, today: string): RenewalStageId | null {
  if (today >= meetingDay) return null;
  let due: RenewalStageId | null = null;
  for (const { stage, dateKey } of RENEWAL_STAGES) {
    const date = dates[dateKey];
    if (date && date <= today) due = stage;
  }
  return due;
}

/**
 * The certificates a meeting renews: those whose last valid day is on or after the meeting's day and
 * before the board's next meeting (that one can still renew them in time), or, with no next meeting,
 * within NO_NEXT_MEETING_DAYS. Answers the window as [from, until): yyyy-MM-dd, `until` excluded.
 */
export function renewalWindow(meetingDay: string, nextMeetingDay: string | null): { from: string; until: string } {
  return { from: meetingDay, until: nextMeetingDay ?? daysBefore(meetingDay, -NO_NEXT_MEETING_DAYS) };
}
