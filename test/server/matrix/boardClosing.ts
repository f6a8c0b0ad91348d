/**
 * Matrix rows of the meeting's last steps (issue 20): ending is the office's or the board's
 * chairman's (the matrix board member chairs their own board; another board's meeting is 404 to
 * them); notifying and archiving are the office's; the board decision on an application is read as
 * the application is.
 */
import { readOfB } from './companyB';
import { companyAMembers, MISSING, officeOnly, signedInOnly, type Expected, type MatrixSlice } from './presets';

const boardReaders = (status: number, board: number): Expected => ({ ...signedInOnly(403), office: status, sysadmin: status, board });

export const boardClosing: MatrixSlice = {
  prepare: async (c) => {
    const db = c.env.db;
    const own = await db.insertInto('boards').values({ name: 'Päättämisen lautakunta' }).returning('id').executeTakeFirstOrThrow();
    const other = await db.insertInto('boards').values({ name: 'Päättämisen toinen lautakunta' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('board_members').values({ board_id: own.id, person_id: c.users.board.personId, board_member_role_id: 1 }).execute();
    // Not started: every step is refused (422) to whoever may try it.
    const coming = (boardId: number) =>
      db.insertInto('board_meetings').values({ board_id: boardId, title: 'Tuleva kokous', meeting_time: '2031-05-01T10:00:00Z' }).returning('id').executeTakeFirstOrThrow();
    Object.assign(c.extra, { closingOwn: (await coming(own.id)).id, closingOther: (await coming(other.id)).id });
  },
  rows: {
    'POST /api/board-meetings/:id/end': [
      { method: 'POST', path: (c) => `/api/board-meetings/${c.extra.closingOwn}/end`, expected: boardReaders(422, 422) },
      { method: 'POST', path: (c) => `/api/board-meetings/${c.extra.closingOther}/end`, expected: boardReaders(422, 404) },
      { method: 'POST', path: () => `/api/board-meetings/${MISSING}/end`, expected: boardReaders(404, 404) },
    ],
    'POST /api/board-meetings/:id/notify': [
      { method: 'POST', path: (c) => `/api/board-meetings/${c.extra.closingOwn}/notify`, expected: officeOnly(422) },
      { method: 'POST', path: () => `/api/board-meetings/${MISSING}/notify`, expected: officeOnly(404) },
    ],
    'POST /api/board-meetings/:id/archive': [
      { method: 'POST', path: (c) => `/api/board-meetings/${c.extra.closingOwn}/archive`, expected: officeOnly(422) },
      { method: 'POST', path: () => `/api/board-meetings/${MISSING}/archive`, expected: officeOnly(404) },
    ],
    'GET /api/companies/:id/applications/:appId/board-decision': [
      readOfB((c, b) => `/api/companies/${b}/applications/${c.extra.appB}/board-decision`),
      // The auditor is assigned to appA (as in applications.ts): they read it as its other members do.
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/applications/${c.extra.appA}/board-decision`, expected: companyAMembers(200) },
    ],
  },
};
