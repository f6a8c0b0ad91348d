/** The board meeting's renewal reminders as sent (issue 20 "Reminders": the office sees what was sent and when). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { meetingReminders } from '../../../src/domain/api/meetingReminderActions';
import { access } from '../../http/access';
import { defineActionRoute } from '../../http/actionRoute';
import { requireUser } from '../../http/route';
import * as reminders from './renewalReminders';

export function meetingReminderRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineActionRoute(app, meetingReminders, {
    access: access.boardOrOffice(),
    summary: "The meeting's renewal reminders sent: stage, company, the certificates named, when (office and the board's members; 404 for another board's meeting)",
    errors: [404],
    handler: ({ user, params }) => reminders.meetingReminders(ctx.db, requireUser(user), params.id),
  });
}
