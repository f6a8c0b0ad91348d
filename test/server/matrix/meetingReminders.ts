/**
 * Matrix rows of the board meetings' renewal reminders (issue 20 "Reminders"): office staff and the
 * board's own member read what was sent; a member of another board gets 404; a company's people and
 * the auditor are refused.
 */
import { MISSING, signedInOnly, type Expected, type MatrixSlice } from './presets';

const readers = (status: number, board: number): Expected => ({ ...signedInOnly(403), office: status, sysadmin: status, board });

export const meetingReminders: MatrixSlice = {
  prepare: async (c) => {
    const db = c.env.db;
    const own = await db.insertInto('boards').values({ name: 'Muistutusten lautakunta' }).returning('id').executeTakeFirstOrThrow();
    const other = await db.insertInto('boards').values({ name: 'Muistutusten toinen lautakunta' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('board_members').values({ board_id: own.id, person_id: c.users.board.personId, board_member_role_id: 3 }).execute();
    const meeting = (boardId: number) =>
      db.insertInto('board_meetings').values({ board_id: boardId, title: 'Muistutusten kokous', meeting_time: '2030-06-01T10:00:00Z' }).returning('id').executeTakeFirstOrThrow();
    Object.assign(c.extra, { reminderMeetingOwn: (await meeting(own.id)).id, reminderMeetingOther: (await meeting(other.id)).id });
  },
  rows: {
    'GET /api/board-meetings/:id/reminders': [
      { method: 'GET', path: (c) => `/api/board-meetings/${c.extra.reminderMeetingOwn}/reminders`, expected: readers(200, 200) },
      { method: 'GET', path: (c) => `/api/board-meetings/${c.extra.reminderMeetingOther}/reminders`, expected: readers(200, 404) },
      { method: 'GET', path: () => `/api/board-meetings/${MISSING}/reminders`, expected: readers(404, 404) },
    ],
  },
};
