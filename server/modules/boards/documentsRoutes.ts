/**
 * The board's documents (issue 20): the minutes (pöytäkirja) of a meeting and an item's decision
 * extract (päätösote) as PDFs, never cached; and the minute checkers — named, then each approving
 * the minutes once the meeting has ended.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { defineActionRoute } from '../../http/actionRoute';
import { contentDisposition } from '../../http/files';
import { idParams, nestedIdParams } from '../../http/params';
import { defineRoute, requireUser } from '../../http/route';
import { approveMinutes, minuteCheckers, setMinuteCheckers, MINUTES_MESSAGES } from '../../../src/domain/api/minutesActions';
import { decisionExtractDocument, minutesDocument, type BoardDocument } from '../../../src/domain/boardMinutes';
import { boardDocumentPdf } from './documentPdf';
import { extractInput, minutesInput } from './documents';
import * as checkers from './minuteCheckers';

function sendPdf(reply: FastifyReply, document: BoardDocument, fileName: string) {
  return reply
    .status(200)
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(fileName, 'attachment'))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(boardDocumentPdf(document));
}

export function boardDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const read = access.boardOrOffice();

  defineRoute(app, {
    method: 'GET',
    url: '/api/board-meetings/:id/minutes',
    access: read,
    summary:
      "A meeting's minutes as a PDF (office; the board's members; another board's member 404): opening, legality and quorum with the attendance, the minute checkers and their approvals, the agenda, a § per item with its decision, the appeal instructions last. Never cached",
    schemas: { params: idParams, response: { 200: null }, file: ['application/pdf'] },
    handler: async ({ user, params, reply }) => sendPdf(reply, minutesDocument(await minutesInput(ctx.db, requireUser(user), params.id)), `poytakirja-${params.id}.pdf`),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/board-meetings/:id/items/:appId/decision-extract',
    access: access.signedIn(),
    summary: `An item's decision extract (päätösote) as a PDF: office, the board's members, and the company's admins once the companies were notified (before: 403 "${MINUTES_MESSAGES.extractNotYet}"). Never cached`,
    schemas: { params: nestedIdParams('appId'), response: { 200: null }, errors: [403, 404], file: ['application/pdf'] },
    handler: async ({ user, params, reply }) =>
      sendPdf(reply, decisionExtractDocument(await extractInput(ctx.db, requireUser(user), params.id, params.appId)), `paatosote-${params.id}-${params.appId}.pdf`),
  });

  defineActionRoute(app, minuteCheckers, {
    access: read,
    summary: "A meeting's two minute checkers and when each approved the minutes (office; the board's members)",
    handler: ({ user, params }) => checkers.listCheckers(ctx.db, requireUser(user), params.id),
  });

  defineActionRoute(app, setMinuteCheckers, {
    access: read,
    summary: "Name the meeting's two minute checkers among the board's active members (office, or the board's chairman or assistant); not after the first approval nor once archived",
    errors: [404],
    rules: checkers.CHECKER_RULES,
    handler: ({ user, params, body }) => checkers.setCheckers(ctx, requireUser(user), params.id, body.board_member_ids),
  });

  defineActionRoute(app, approveMinutes, {
    access: read,
    summary: 'A minute checker approves the minutes, once the meeting has ended (again: the first time is kept)',
    errors: [404, 422],
    rules: checkers.CHECKER_RULES,
    handler: ({ user, params }) => checkers.approveMinutes(ctx, requireUser(user), params.id),
  });
}
