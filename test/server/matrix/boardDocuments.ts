/**
 * Matrix rows of the board's documents (issue 20): the minutes PDF and the minute checkers for the
 * office and the board's members (another board's member: 404); an item's decision extract also for
 * the company's admins, once notified. The items here are on archived meetings or decided and moved
 * off the agenda, so the board member gets no tie to company A (staffReach.ts) from them.
 */
import { MISSING, signedInOnly, type Expected, type MatrixSlice } from './presets';

/** Office staff and the board member of the slice's own board; the rest 403. */
const boardReaders = (status: number, board: number): Expected => ({ ...signedInOnly(403), office: status, sysadmin: status, board });

export const boardDocuments: MatrixSlice = {
  prepare: async (c) => {
    const db = c.env.db;
    const own = await db.insertInto('boards').values({ name: 'Asiakirjojen lautakunta' }).returning('id').executeTakeFirstOrThrow();
    const other = await db.insertInto('boards').values({ name: 'Asiakirjojen toinen lautakunta' }).returning('id').executeTakeFirstOrThrow();
    const chair = await db.insertInto('board_members').values({ board_id: own.id, person_id: c.users.board.personId, board_member_role_id: 1 }).returning('id').executeTakeFirstOrThrow();
    const person = await db.insertInto('people').values({ first_name: 'Toinen', last_name: 'Jäsen' }).returning('id').executeTakeFirstOrThrow();
    const second = await db.insertInto('board_members').values({ board_id: own.id, person_id: person.id, board_member_role_id: 3 }).returning('id').executeTakeFirstOrThrow();
    const meeting = (boardId: number, steps: { ended?: boolean; archived?: boolean }) =>
      db
        .insertInto('board_meetings')
        .values({
          board_id: boardId,
          title: 'Asiakirjojen kokous',
          meeting_time: '2025-05-01T10:00:00Z',
          started_at: '2025-05-01T10:00:00Z',
          ended_at: steps.ended || steps.archived ? '2025-05-01T12:00:00Z' : null,
          notified_at: steps.archived ? '2025-05-02T10:00:00Z' : null,
          archived_at: steps.archived ? '2025-05-03T10:00:00Z' : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const running = await meeting(own.id, {});
    const ended = await meeting(own.id, { ended: true });
    const archived = await meeting(own.id, { archived: true });
    const otherMeeting = await meeting(other.id, { archived: true });
    // The board member checks the running meeting: approving it is refused (422) until it ends.
    await db.insertInto('board_minute_checkers').values([{ board_meeting_id: running.id, board_member_id: chair.id }, { board_meeting_id: running.id, board_member_id: second.id }]).execute();
    const application = (meetingId: number | null) =>
      db.insertInto('applications').values({ company_id: c.companyA.id, application_target_id: 1, application_type_id: 1, application_status_id: 9, board_meeting_id: meetingId }).returning('id').executeTakeFirstOrThrow();
    const notified = await application(archived.id);
    // Decided in the ended meeting (not yet notified) and moved off its agenda.
    const decided = await application(null);
    await db.insertInto('board_item_decisions').values({ board_meeting_id: ended.id, application_id: decided.id, board_decision_id: 4, reasons: 'Lisäselvitys' }).execute();
    Object.assign(c.extra, {
      docsMeeting: running.id,
      docsEnded: ended.id,
      docsArchived: archived.id,
      docsOther: otherMeeting.id,
      docsChecker: chair.id,
      docsSecond: second.id,
      docsNotifiedApp: notified.id,
      docsDecidedApp: decided.id,
    });
  },
  rows: {
    'GET /api/board-meetings/:id/minutes': [
      { method: 'GET', path: (c) => `/api/board-meetings/${c.extra.docsArchived}/minutes`, expected: boardReaders(200, 200) },
      { method: 'GET', path: (c) => `/api/board-meetings/${c.extra.docsOther}/minutes`, expected: boardReaders(200, 404) },
      { method: 'GET', path: () => `/api/board-meetings/${MISSING}/minutes`, expected: boardReaders(404, 404) },
    ],
    'GET /api/board-meetings/:id/items/:appId/decision-extract': [
      // Notified: company A's admin reads it too; its plain user, B's admin and the auditor do not.
      { method: 'GET', path: (c) => `/api/board-meetings/${c.extra.docsArchived}/items/${c.extra.docsNotifiedApp}/decision-extract`, expected: { ...boardReaders(200, 200), aAdmin: 200 } },
      // Not yet notified: the company's admin is refused.
      { method: 'GET', path: (c) => `/api/board-meetings/${c.extra.docsEnded}/items/${c.extra.docsDecidedApp}/decision-extract`, expected: boardReaders(200, 200) },
      // Not an item of that meeting: 404 to whoever may read extracts (A's admin too: that meeting was notified).
      { method: 'GET', path: (c) => `/api/board-meetings/${c.extra.docsOther}/items/${c.extra.docsNotifiedApp}/decision-extract`, expected: { ...boardReaders(404, 404), aAdmin: 404 } },
      { method: 'GET', path: (c) => `/api/board-meetings/${MISSING}/items/${c.extra.docsNotifiedApp}/decision-extract`, expected: { ...signedInOnly(404) } },
    ],
    'GET /api/board-meetings/:id/minute-checkers': [
      { method: 'GET', path: (c) => `/api/board-meetings/${c.extra.docsMeeting}/minute-checkers`, expected: boardReaders(200, 200) },
      { method: 'GET', path: (c) => `/api/board-meetings/${c.extra.docsOther}/minute-checkers`, expected: boardReaders(200, 404) },
    ],
    'PUT /api/board-meetings/:id/minute-checkers': [
      // The same two again: nothing changes, so every allowed actor gets 200.
      { method: 'PUT', path: (c) => `/api/board-meetings/${c.extra.docsMeeting}/minute-checkers`, body: (c) => ({ board_member_ids: [c.extra.docsChecker, c.extra.docsSecond] }), expected: boardReaders(200, 200) },
      { method: 'PUT', path: (c) => `/api/board-meetings/${c.extra.docsArchived}/minute-checkers`, body: (c) => ({ board_member_ids: [c.extra.docsChecker, c.extra.docsSecond] }), expected: boardReaders(422, 422) },
      { method: 'PUT', path: (c) => `/api/board-meetings/${c.extra.docsOther}/minute-checkers`, body: (c) => ({ board_member_ids: [c.extra.docsChecker, c.extra.docsSecond] }), expected: boardReaders(422, 404) },
    ],
    'POST /api/board-meetings/:id/minutes/approve': [
      // The board member is a checker of the running meeting: 422 until it ends; the office is no checker.
      { method: 'POST', path: (c) => `/api/board-meetings/${c.extra.docsMeeting}/minutes/approve`, expected: boardReaders(403, 422) },
      { method: 'POST', path: (c) => `/api/board-meetings/${c.extra.docsOther}/minutes/approve`, expected: boardReaders(403, 404) },
    ],
  },
};
