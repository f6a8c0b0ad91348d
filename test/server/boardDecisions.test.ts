/**
 * An item's handling in a board meeting (issue 20): disqualification (declared with a reason, or
 * automatic for the application's auditor or responsible person, not withdrawable), the item's own
 * quorum without its disqualified members, the decision (only while the meeting runs, by the chairman,
 * the assistant or the office, never a disqualified member, refused without quorum, its rules in
 * Finnish, replaceable), and a postponed item moving to the board's next meeting.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { auditRows, createCompany, createUser, signedIn, useTestApp } from './helpers';
import { applicationParts, insertApplication } from './applicationReviewFixtures';
import { DECISION_MESSAGES } from '../../src/domain/boardDecisions';

const env = useTestApp();
const OFFICE = 2;
const BOARD = 3;
const STATEMENT = 8;

interface Item {
  applicationId: number;
  conflicts: Array<{ boardMemberId: number; personId: number; automatic: boolean; reason: string | null }>;
  quorum: { present: number; required: number; met: boolean; chairPresent: boolean };
  decision: null | { boardDecisionId: number; reasons: string | null; conditions: string | null; returnDueDate: string | null; industries: Array<{ applicationIndustryId: number; granted: boolean }> };
}

async function proposed(options: { auditorUserId?: number; responsiblePersonId?: number } = {}) {
  const company = await createCompany(env.db, { name: `Käsiteltävä ${Math.random().toString(36).slice(2, 8)} Oy` });
  const appId = await insertApplication(env.db, company.id, { statusId: 5, ...options });
  const { industryId } = await applicationParts(env.db, appId);
  await env.db.insertInto('application_reviews').values({ application_id: appId, section_id: STATEMENT, review_status_id: 6, comment: 'Esitetään' }).execute();
  return { appId, industryId, companyId: company.id };
}

async function setup() {
  const officeUser = await createUser(env.db, { permissions: [OFFICE] });
  const office = await signedIn(env.app, officeUser.email);
  const board = (await office.post('/api/boards', { name: `Lautakunta ${Math.random()}` })).body;
  const users = await Promise.all([1, 2, 3].map(() => createUser(env.db, { permissions: [BOARD] })));
  const roles = [1, 3, 3];
  const members: number[] = [];
  for (const [index, user] of users.entries()) members.push((await office.post(`/api/boards/${board.id}/members`, { person_id: user.personId, board_member_role_id: roles[index] })).body.id);
  const [chairman, first, second] = await Promise.all(users.map((user) => signedIn(env.app, user.email)));
  const meeting = (await office.post('/api/board-meetings', { board_id: board.id, title: 'Kokous', meeting_time: '2030-05-01T10:00:00Z' })).body;
  // The second participant audited A: disqualified on it automatically.
  const a = await proposed({ auditorUserId: users[2].id });
  const b = await proposed();
  for (const { appId } of [a, b]) expect((await office.post(`/api/board-meetings/${meeting.id}/applications`, { application_id: appId })).status).toBe(200);
  const url = `/api/board-meetings/${meeting.id}`;
  return { office, officeUser, board, users, members, chairman, first, second, meeting, url, a, b };
}

const itemOf = (body: { data: Item[] }, appId: number): Item => {
  const item = body.data.find((entry) => entry.applicationId === appId);
  if (!item) throw new Error(`no item ${appId}`);
  return item;
};

describe('disqualification', () => {
  it('a member declares and withdraws their own with a reason; the auditor is disqualified automatically and cannot withdraw', async () => {
    const { office, first, second, members, url, a, b } = await setup();
    const agenda = (await first.get(`${url}/applications`)).body;
    expect(itemOf(agenda, a.appId).conflicts).toEqual([
      { boardMemberId: members[2], personId: expect.any(Number), name: 'Testi Käyttäjä', automatic: true, reason: 'Hakemuksen auditoija (esteellinen automaattisesti, ISO/IEC 17021-1 9.5)' },
    ]);
    expect(itemOf(agenda, b.appId).conflicts).toEqual([]);

    const noReason = await first.put(`${url}/items/${b.appId}/conflict`, { has_conflict: true, reason: '  ' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toEqual({ reason: [DECISION_MESSAGES.reasonRequired] });
    const declared = await first.put(`${url}/items/${b.appId}/conflict`, { has_conflict: true, reason: 'Yhtiön osakas' });
    expect(declared.status).toBe(200);
    expect(itemOf(declared.body, b.appId).conflicts).toEqual([expect.objectContaining({ boardMemberId: members[1], automatic: false, reason: 'Yhtiön osakas' })]);

    const withdrawAutomatic = await second.put(`${url}/items/${a.appId}/conflict`, { has_conflict: false });
    expect(withdrawAutomatic.status).toBe(422);
    expect(withdrawAutomatic.body.errors).toEqual({ has_conflict: [DECISION_MESSAGES.automaticStays] });

    const withdrawn = await first.put(`${url}/items/${b.appId}/conflict`, { has_conflict: false });
    expect(itemOf(withdrawn.body, b.appId).conflicts).toEqual([]);

    // Nobody declares for another: the office (not a member) is refused; a member of another board sees no such meeting.
    expect((await office.put(`${url}/items/${b.appId}/conflict`, { has_conflict: true, reason: 'X' })).status).toBe(403);
    const stranger = await createUser(env.db, { permissions: [BOARD] });
    const otherBoard = (await office.post('/api/boards', { name: `Muu ${Math.random()}` })).body;
    await office.post(`/api/boards/${otherBoard.id}/members`, { person_id: stranger.personId, board_member_role_id: 1 });
    expect((await (await signedIn(env.app, stranger.email)).put(`${url}/items/${b.appId}/conflict`, { has_conflict: true, reason: 'X' })).status).toBe(404);
    // An application not on the agenda.
    expect((await first.put(`${url}/items/999999999/conflict`, { has_conflict: true, reason: 'X' })).status).toBe(404);

    const audit = (await auditRows(env.db, null, 'board_meeting')).filter((row) => (row.after as { has_conflict?: boolean } | null)?.has_conflict !== undefined);
    expect(audit.map((row) => row.after)).toEqual([
      { application_id: b.appId, board_member_id: members[1], has_conflict: true, reason: 'Yhtiön osakas' },
      { application_id: b.appId, board_member_id: members[1], has_conflict: false, reason: null },
    ]);
  });
});

describe('decisions', () => {
  it('only while the meeting runs, by the chairman or the office, never a disqualified member, never without quorum for the item', async () => {
    const { office, chairman, first, second, members, url, a, b } = await setup();
    const accept = { board_decision_id: 1, reasons: 'Täyttää vaatimukset', industries: [{ application_industry_id: a.industryId, granted: true }] };
    const early = await chairman.put(`${url}/items/${a.appId}/decision`, accept);
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(DECISION_MESSAGES.notStarted);

    expect((await chairman.post(`${url}/start`)).status).toBe(200);
    // The automatic disqualification is kept at the start, for the minutes.
    const stored = await env.db.selectFrom('board_item_conflicts').select(['application_id', 'board_member_id', 'automatic']).where('board_meeting_id', '=', Number(url.split('/').pop())).execute();
    expect(stored).toEqual([{ application_id: a.appId, board_member_id: members[2], automatic: true }]);
    for (const member of members) expect((await chairman.put(`${url}/attendance/${member}`, { attendance: 1 })).status).toBe(200);

    // Three present, the auditor disqualified on A: two count, two required.
    let agenda = (await chairman.get(`${url}/applications`)).body;
    expect(itemOf(agenda, a.appId).quorum).toMatchObject({ present: 2, required: 2, met: true });
    expect(itemOf(agenda, b.appId).quorum).toMatchObject({ present: 3, required: 2, met: true });
    // The first participant declares too: one counts on A, no quorum.
    await first.put(`${url}/items/${a.appId}/conflict`, { has_conflict: true, reason: 'Sukulainen' });
    const noQuorum = await chairman.put(`${url}/items/${a.appId}/decision`, accept);
    expect(noQuorum.status).toBe(422);
    expect(noQuorum.body.errors).toEqual({ board_decision_id: [DECISION_MESSAGES.noQuorum] });
    await first.put(`${url}/items/${a.appId}/conflict`, { has_conflict: false });

    // A participant does not record decisions; a disqualified member neither.
    expect((await first.put(`${url}/items/${a.appId}/decision`, accept)).status).toBe(403);
    expect((await second.put(`${url}/items/${a.appId}/decision`, accept)).status).toBe(403);

    // The rules of the body, in Finnish beside their fields.
    const conditional = await chairman.put(`${url}/items/${a.appId}/decision`, { board_decision_id: 2, industries: [] });
    expect(conditional.status).toBe(422);
    expect(conditional.body.errors).toEqual({
      conditions: [DECISION_MESSAGES.conditionsRequired],
      return_due_date: [DECISION_MESSAGES.returnDueDateRequired],
      industries: [DECISION_MESSAGES.industryMissing],
    });
    const badChoice = await chairman.put(`${url}/items/${a.appId}/decision`, { board_decision_id: 9, industries: [] });
    expect(badChoice.body.errors.board_decision_id).toEqual(['Valitse päätös listalta.']);
    const foreign = await chairman.put(`${url}/items/${a.appId}/decision`, { ...accept, industries: [{ application_industry_id: b.industryId, granted: true }] });
    expect(foreign.body.errors).toEqual({ industries: [DECISION_MESSAGES.industryUnknown] });

    const decided = await chairman.put(`${url}/items/${a.appId}/decision`, {
      board_decision_id: 2,
      reasons: 'Puutteet korjattavissa',
      conditions: 'Toimita voimassa oleva vakuutustodistus',
      return_due_date: '1.6.2030',
      industries: [{ application_industry_id: a.industryId, granted: true }],
    });
    expect(decided.status).toBe(200);
    expect(itemOf(decided.body, a.appId).decision).toMatchObject({
      boardDecisionId: 2,
      reasons: 'Puutteet korjattavissa',
      conditions: 'Toimita voimassa oleva vakuutustodistus',
      returnDueDate: '2030-06-01',
      industries: [{ applicationIndustryId: a.industryId, granted: true }],
    });
    // Replaceable until the end, by the office too.
    const replaced = await office.put(`${url}/items/${a.appId}/decision`, accept);
    expect(itemOf(replaced.body, a.appId).decision).toMatchObject({ boardDecisionId: 1, conditions: null, returnDueDate: null });
    expect(await env.db.selectFrom('board_item_decisions').select('id').where('application_id', '=', a.appId).execute()).toHaveLength(1);

    // The chairman disqualified on B: neither they nor the office decide it (no chair counts).
    await chairman.put(`${url}/items/${b.appId}/conflict`, { has_conflict: true, reason: 'Entinen työnantaja' });
    const declineB = { board_decision_id: 3, reasons: 'Ei täytä vaatimuksia', industries: [{ application_industry_id: b.industryId, granted: false }] };
    const own = await chairman.put(`${url}/items/${b.appId}/decision`, declineB);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(DECISION_MESSAGES.disqualified);
    expect((await office.put(`${url}/items/${b.appId}/decision`, declineB)).body.errors).toEqual({ board_decision_id: [DECISION_MESSAGES.noQuorum] });

    // Ended: nothing changes any more.
    await env.db.updateTable('board_meetings').set({ ended_at: sql`now()` }).where('id', '=', Number(url.split('/').pop())).execute();
    const late = await chairman.put(`${url}/items/${a.appId}/decision`, accept);
    expect(late.status).toBe(422);
    expect(late.body.message).toBe(DECISION_MESSAGES.meetingEnded);
    expect((await first.put(`${url}/items/${a.appId}/conflict`, { has_conflict: true, reason: 'X' })).body.message).toBe(DECISION_MESSAGES.meetingEnded);
  });

  it("postponed moves the item to the board's next meeting, and back when the decision changes; no next meeting is refused", async () => {
    const { office, chairman, members, url, meeting, board, b } = await setup();
    await chairman.post(`${url}/start`);
    for (const member of members) await chairman.put(`${url}/attendance/${member}`, { attendance: 1 });
    const postpone = { board_decision_id: 4, reasons: 'Lisäselvitys tarvitaan', industries: [{ application_industry_id: b.industryId, granted: false }] };

    const none = await chairman.put(`${url}/items/${b.appId}/decision`, postpone);
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ board_decision_id: [DECISION_MESSAGES.noNextMeeting] });
    const noReasons = await chairman.put(`${url}/items/${b.appId}/decision`, { ...postpone, reasons: '' });
    expect(noReasons.body.errors).toEqual({ reasons: [DECISION_MESSAGES.reasonsRequired] });

    const next = (await office.post('/api/board-meetings', { board_id: board.id, title: 'Seuraava', meeting_time: '2030-06-01T10:00:00Z' })).body;
    await env.db.updateTable('board_meetings').set({ previous_board_meeting_id: null }).where('id', '=', next.id).execute();
    const moved = await chairman.put(`${url}/items/${b.appId}/decision`, postpone);
    expect(moved.status).toBe(200);
    // It stays on this meeting's agenda with its decision, and is on the next one's without one.
    expect(itemOf(moved.body, b.appId).decision).toMatchObject({ boardDecisionId: 4, reasons: 'Lisäselvitys tarvitaan' });
    expect(itemOf((await office.get(`/api/board-meetings/${next.id}/applications`)).body, b.appId).decision).toBeNull();
    expect(await env.db.selectFrom('applications').select(['board_meeting_id', 'application_status_id']).where('id', '=', b.appId).executeTakeFirstOrThrow()).toEqual({ board_meeting_id: next.id, application_status_id: 6 });
    expect((await office.get(`/api/board-meetings/${next.id}`)).body.previousBoardMeetingId).toBe(meeting.id);

    // Changed to declined, it comes back.
    await chairman.put(`${url}/items/${b.appId}/decision`, { ...postpone, board_decision_id: 3 });
    expect((await env.db.selectFrom('applications').select('board_meeting_id').where('id', '=', b.appId).executeTakeFirstOrThrow()).board_meeting_id).toBe(meeting.id);
    expect((await office.get(`/api/board-meetings/${next.id}/applications`)).body.data).toEqual([]);
  });
});
