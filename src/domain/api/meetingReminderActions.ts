/**
 * What a board meeting's renewal reminders sent (issue 20 "Reminders": the office sees what was sent
 * and when): one row per company and stage, newest first. Read by the office and the board's members.
 */
import { z } from 'zod';
import { defineAction } from './action';

export const meetingReminderSchema = z.object({
  stage: z.number(),
  stageName: z.string(),
  companyId: z.number(),
  companyName: z.string(),
  /** The meeting's day the reminder named (a moved meeting is reminded again of its new day). */
  meetingDay: z.string(),
  /** The certificates it named: "name number (valid until)". */
  certificates: z.array(z.string()),
  recipientCount: z.number(),
  sentAt: z.string(),
});
export type MeetingReminder = z.infer<typeof meetingReminderSchema>;

export const meetingReminders = defineAction({
  method: 'GET',
  path: '/board-meetings/:id/reminders',
  answer: z.object({ data: z.array(meetingReminderSchema) }),
  key: ({ id }) => ['board-meetings', 'reminders', id],
});
