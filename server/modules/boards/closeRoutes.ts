/**
 * The meeting's last steps' routes (issue 20): end (office or the board's chairman), notify and
 * archive (office), and the board's decision on an application for the company's page.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { defineActionRoute } from '../../http/actionRoute';
import { requireUser } from '../../http/route';
import { applicationBoardDecision, archiveMeeting, endMeeting, notifyMeeting } from '../../../src/domain/api/boardCloseActions';
import * as closing from './closing';
import * as decisionView from './decisionView';

export function boardCloseRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineActionRoute(app, endMeeting, {
    access: access.boardOrOffice(),
    summary: "End a started meeting (endedAt): office or the board's chairman; every item still on the agenda must have a decision (422 naming the companies); items to status 8",
    errors: [404, 409, 422],
    rules: closing.CLOSING_RULES,
    handler: ({ user, params }) => closing.endMeeting(ctx, requireUser(user), params.id),
  });

  defineActionRoute(app, notifyMeeting, {
    access: access.office(),
    summary: "Notify the companies of an ended meeting (office): items to status 9, a certificate issued for each acceptance, each company's decision notice mailed",
    errors: [404, 409, 422],
    rules: closing.CLOSING_RULES,
    handler: ({ user, params }) => closing.notifyMeeting(ctx, requireUser(user), params.id),
  });

  defineActionRoute(app, archiveMeeting, {
    access: access.office(),
    summary: 'Archive a notified meeting (office): archivedAt, items to status 10',
    errors: [404, 409, 422],
    rules: closing.CLOSING_RULES,
    handler: ({ user, params }) => closing.archiveMeeting(ctx, requireUser(user), params.id),
  });

  defineActionRoute(app, applicationBoardDecision, {
    access: access.companyMember(),
    summary: "The board's decision on the application once the companies are notified (office: once the meeting ended); null before",
    errors: [404],
    handler: ({ user, params }) => decisionView.applicationBoardDecision(ctx.db, requireUser(user), params.id, params.appId),
  });
}
