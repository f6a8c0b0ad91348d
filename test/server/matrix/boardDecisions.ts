/**
 * Matrix rows of an item's handling (issue 20): on an archived meeting of the board member's own
 * board the conflict and the decision are refused with 422 (too late); another board's meeting is
 * 404 to them; a declaration is a member's own, so office staff get 403 for it; a company's people
 * and the auditor are refused.
 */
import { signedInOnly, type Expected, type MatrixSlice } from './presets';

const handlers = (office: number, board: number): Expected => ({ ...signedInOnly(403), office, sysadmin: office, board });

export const boardDecisions: MatrixSlice = {
  prepare: async (c) => {
    const db = c.env.db;
    const board = async (name: string, member: boolean) => {
      const row = await db.insertInto('boards').values({ name }).returning('id').executeTakeFirstOrThrow();
      if (member) await db.insertInto('board_members').values({ board_id: row.id, person_id: c.users.board.personId, board_member_role_id: 1 }).execute();
      const meeting = await db
        .insertInto('board_meetings')
        .values({ board_id: row.id, title: 'Päättynyt', meeting_time: '2025-05-01T10:00:00Z', started_at: '2025-05-01T10:00:00Z', ended_at: '2025-05-01T12:00:00Z', notified_at: '2025-05-02T10:00:00Z', archived_at: '2025-05-03T10:00:00Z' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const app = await db
        .insertInto('applications')
        .values({ company_id: c.companyC.id, application_target_id: 1, application_type_id: 1, application_status_id: 10, board_meeting_id: meeting.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      return `/api/board-meetings/${meeting.id}/items/${app.id}`;
    };
    Object.assign(c.extra, { decideOwnItem: await board('Päättävä lautakunta', true), decideOtherItem: await board('Vieras lautakunta', false) });
  },
  rows: {
    'PUT /api/board-meetings/:id/items/:appId/conflict': [
      { method: 'PUT', path: (c) => `${c.extra.decideOwnItem}/conflict`, body: () => ({ has_conflict: true, reason: 'Osakas' }), expected: handlers(403, 422) },
      { method: 'PUT', path: (c) => `${c.extra.decideOtherItem}/conflict`, body: () => ({ has_conflict: true, reason: 'Osakas' }), expected: handlers(403, 404) },
    ],
    'PUT /api/board-meetings/:id/items/:appId/decision': [
      { method: 'PUT', path: (c) => `${c.extra.decideOwnItem}/decision`, body: () => ({ board_decision_id: 1, reasons: 'Hyvä', industries: [] }), expected: handlers(422, 422) },
      { method: 'PUT', path: (c) => `${c.extra.decideOtherItem}/decision`, body: () => ({ board_decision_id: 1, reasons: 'Hyvä', industries: [] }), expected: handlers(422, 404) },
    ],
  },
};
