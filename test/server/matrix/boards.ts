/**
 * Matrix rows of the board (issue 20): office staff keep boards, members and meetings; a board
 * member reads their own board (`boardOwn`) and its meetings, and gets 404 for another board's; a
 * company's people and the auditor are refused. The board member's tie to a company through the
 * agenda is tried in access.test.ts (staff reach), as the auditor's is.
 */
import { MISSING, officeOnly, signedInOnly, type Expected, type MatrixSlice } from './presets';

/** Office staff read every board; the board member their own (`own`) and 404 for another; the rest 403. */
const boardReaders = (status: number, board: number): Expected => ({ ...signedInOnly(403), office: status, sysadmin: status, board });

export const boards: MatrixSlice = {
  prepare: async (c) => {
    const db = c.env.db;
    const own = await db.insertInto('boards').values({ name: 'Matriisin lautakunta' }).returning('id').executeTakeFirstOrThrow();
    const other = await db.insertInto('boards').values({ name: 'Toinen lautakunta' }).returning('id').executeTakeFirstOrThrow();
    const member = await db
      .insertInto('board_members')
      .values({ board_id: own.id, person_id: c.users.board.personId, board_member_role_id: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const meeting = (boardId: number) =>
      db.insertInto('board_meetings').values({ board_id: boardId, title: 'Matriisin kokous', meeting_time: '2030-05-01T10:00:00Z' }).returning('id').executeTakeFirstOrThrow();
    // An application with no proposal: attaching it is refused (422) to whoever may try.
    const unproposed = await db
      .insertInto('applications')
      .values({ company_id: c.companyC.id, application_target_id: 1, application_type_id: 1, application_status_id: 5 })
      .returning('id')
      .executeTakeFirstOrThrow();
    // An archived meeting of each board: starting it or marking attendance is refused (422) to whoever may try.
    const archived = (boardId: number) =>
      db
        .insertInto('board_meetings')
        .values({ board_id: boardId, title: 'Arkistoitu', meeting_time: '2025-05-01T10:00:00Z', started_at: '2025-05-01T10:00:00Z', ended_at: '2025-05-01T12:00:00Z', notified_at: '2025-05-02T10:00:00Z', archived_at: '2025-05-03T10:00:00Z' })
        .returning('id')
        .executeTakeFirstOrThrow();
    Object.assign(c.extra, {
      archivedOwn: (await archived(own.id)).id,
      archivedOther: (await archived(other.id)).id,
      boardOwn: own.id,
      boardOther: other.id,
      boardMemberOwn: member.id,
      meetingOwn: (await meeting(own.id)).id,
      meetingOther: (await meeting(other.id)).id,
      unproposedApp: unproposed.id,
    });
  },
  rows: {
    'GET /api/boards': [{ method: 'GET', path: () => '/api/boards', expected: boardReaders(200, 200) }],
    'POST /api/boards': [{ method: 'POST', path: () => '/api/boards', body: () => ({ name: 'Uusi lautakunta' }), expected: officeOnly(201) }],
    'GET /api/boards/:id': [
      { method: 'GET', path: (c) => `/api/boards/${c.extra.boardOwn}`, expected: boardReaders(200, 200) },
      { method: 'GET', path: (c) => `/api/boards/${c.extra.boardOther}`, expected: boardReaders(200, 404) },
      { method: 'GET', path: () => `/api/boards/${MISSING}`, expected: boardReaders(404, 404) },
    ],
    'PUT /api/boards/:id': [
      { method: 'PUT', path: (c) => `/api/boards/${c.extra.boardOwn}`, body: () => ({ description: 'Muutettu' }), expected: officeOnly(200) },
      { method: 'PUT', path: () => `/api/boards/${MISSING}`, body: () => ({ description: 'Muutettu' }), expected: officeOnly(404) },
    ],
    'DELETE /api/boards/:id': [
      { method: 'DELETE', path: (c) => `/api/boards/${c.extra.boardOwn}`, expected: officeOnly(409) },
      { method: 'DELETE', path: () => `/api/boards/${MISSING}`, expected: officeOnly(404) },
    ],
    'GET /api/boards/:id/members': [
      { method: 'GET', path: (c) => `/api/boards/${c.extra.boardOwn}/members`, expected: boardReaders(200, 200) },
      { method: 'GET', path: (c) => `/api/boards/${c.extra.boardOther}/members`, expected: boardReaders(200, 404) },
    ],
    'POST /api/boards/:id/members': [
      // A person without the board permission (company A's admin) is refused.
      { method: 'POST', path: (c) => `/api/boards/${c.extra.boardOwn}/members`, body: (c) => ({ person_id: c.users.aAdmin.personId, board_member_role_id: 3 }), expected: officeOnly(422) },
      { method: 'POST', path: () => `/api/boards/${MISSING}/members`, body: (c) => ({ person_id: c.users.board.personId, board_member_role_id: 3 }), expected: officeOnly(404) },
    ],
    'GET /api/boards/:id/members/:memberId': [
      { method: 'GET', path: (c) => `/api/boards/${c.extra.boardOwn}/members/${c.extra.boardMemberOwn}`, expected: boardReaders(200, 200) },
      { method: 'GET', path: (c) => `/api/boards/${c.extra.boardOther}/members/${c.extra.boardMemberOwn}`, expected: boardReaders(404, 404) },
    ],
    'PUT /api/boards/:id/members/:memberId': [
      { method: 'PUT', path: (c) => `/api/boards/${c.extra.boardOwn}/members/${c.extra.boardMemberOwn}`, body: () => ({ board_member_role_id: 1 }), expected: officeOnly(200) },
    ],
    'DELETE /api/boards/:id/members/:memberId': [{ method: 'DELETE', path: (c) => `/api/boards/${c.extra.boardOwn}/members/${MISSING}`, expected: officeOnly(404) }],
    'GET /api/board-meetings': [{ method: 'GET', path: () => '/api/board-meetings?status_text=in_future', expected: boardReaders(200, 200) }],
    'POST /api/board-meetings': [
      { method: 'POST', path: () => '/api/board-meetings', body: (c) => ({ board_id: c.extra.boardOther, title: 'Uusi', meeting_time: '2031-01-15T10:00:00Z' }), expected: officeOnly(201) },
    ],
    'GET /api/board-meetings/:id': [
      { method: 'GET', path: (c) => `/api/board-meetings/${c.extra.meetingOwn}`, expected: boardReaders(200, 200) },
      { method: 'GET', path: (c) => `/api/board-meetings/${c.extra.meetingOther}`, expected: boardReaders(200, 404) },
      { method: 'GET', path: () => `/api/board-meetings/${MISSING}`, expected: boardReaders(404, 404) },
    ],
    'PUT /api/board-meetings/:id': [
      { method: 'PUT', path: (c) => `/api/board-meetings/${c.extra.meetingOwn}`, body: () => ({ location: 'Helsinki' }), expected: officeOnly(200) },
    ],
    'DELETE /api/board-meetings/:id': [{ method: 'DELETE', path: () => `/api/board-meetings/${MISSING}`, expected: officeOnly(404) }],
    'GET /api/board-meetings/:id/applications': [
      { method: 'GET', path: (c) => `/api/board-meetings/${c.extra.meetingOwn}/applications`, expected: boardReaders(200, 200) },
      { method: 'GET', path: (c) => `/api/board-meetings/${c.extra.meetingOther}/applications`, expected: boardReaders(200, 404) },
    ],
    'POST /api/board-meetings/:id/applications': [
      { method: 'POST', path: (c) => `/api/board-meetings/${c.extra.meetingOwn}/applications`, body: (c) => ({ application_id: c.extra.unproposedApp }), expected: officeOnly(422) },
      { method: 'POST', path: () => `/api/board-meetings/${MISSING}/applications`, body: (c) => ({ application_id: c.extra.unproposedApp }), expected: officeOnly(404) },
    ],
    'DELETE /api/board-meetings/:id/applications/:appId': [
      { method: 'DELETE', path: (c) => `/api/board-meetings/${c.extra.meetingOwn}/applications/${c.extra.unproposedApp}`, expected: officeOnly(404) },
    ],
    'POST /api/board-meetings/:id/start': [
      // The matrix board member chairs their own board: they may start its meetings, not another's (404).
      { method: 'POST', path: (c) => `/api/board-meetings/${c.extra.archivedOwn}/start`, expected: boardReaders(422, 422) },
      { method: 'POST', path: (c) => `/api/board-meetings/${c.extra.archivedOther}/start`, expected: boardReaders(422, 404) },
    ],
    'PUT /api/board-meetings/:id/attendance/:memberId': [
      { method: 'PUT', path: (c) => `/api/board-meetings/${c.extra.archivedOwn}/attendance/${c.extra.boardMemberOwn}`, body: () => ({ attendance: 1 }), expected: boardReaders(422, 422) },
      { method: 'PUT', path: (c) => `/api/board-meetings/${c.extra.archivedOther}/attendance/${c.extra.boardMemberOwn}`, body: () => ({ attendance: 1 }), expected: boardReaders(404, 404) },
    ],
    'GET /api/board-people': [{ method: 'GET', path: () => '/api/board-people', expected: officeOnly(200) }],
    'GET /api/board-queue': [{ method: 'GET', path: () => '/api/board-queue', expected: officeOnly(200) }],
  },
};
