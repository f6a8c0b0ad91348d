/**
 * Board meetings and their agenda (issue 20): statusText, renewal dates (SPEC §9: 60 / 30 / 14 days
 * before, editable, following a moved meeting while at their defaults), previous meeting, a board
 * member's view limited to their boards, removal only before the start, and the agenda — only an
 * evaluated application with a proposal, status 6 and back, refusals in Finnish — with the board
 * member's reach to the company while it is on their board's agenda.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { auditRows, createCompany, createUser, signedIn, useTestApp } from './helpers';
import { applicationParts, insertApplication } from './applicationReviewFixtures';

const env = useTestApp();
const OFFICE = 2;
const BOARD = 3;
const STATEMENT = 8;
const PROPOSE_ACCEPTANCE = 6;

async function setup() {
  const officeUser = await createUser(env.db, { permissions: [OFFICE], firstName: 'Toimisto' });
  const office = await signedIn(env.app, officeUser.email);
  const board = (await office.post('/api/boards', { name: `Lautakunta ${Math.random()}` })).body;
  const memberPerson = await createUser(env.db, { permissions: [BOARD], firstName: 'Jäsen' });
  await office.post(`/api/boards/${board.id}/members`, { person_id: memberPerson.personId, board_member_role_id: 1 });
  const member = await signedIn(env.app, memberPerson.email);
  return { officeUser, office, board, member, memberPerson };
}

async function proposedApplication(options: { proposal?: number | null; statusId?: number; responsiblePersonId?: number } = {}) {
  const company = await createCompany(env.db, { name: `Ehdotettu ${Math.random().toString(36).slice(2, 8)} Oy` });
  const appId = await insertApplication(env.db, company.id, { statusId: options.statusId ?? 5, responsiblePersonId: options.responsiblePersonId ?? null });
  await applicationParts(env.db, appId);
  const proposal = options.proposal === undefined ? PROPOSE_ACCEPTANCE : options.proposal;
  await env.db.insertInto('application_reviews').values({ application_id: appId, section_id: 2, review_status_id: 1, comment: 'Talous kunnossa' }).execute();
  if (proposal !== null) await env.db.insertInto('application_reviews').values({ application_id: appId, section_id: STATEMENT, review_status_id: proposal, comment: 'Esitetään' }).execute();
  return { company, appId };
}

const statusOf = async (appId: number) =>
  env.db.selectFrom('applications').select(['application_status_id', 'board_meeting_id']).where('id', '=', appId).executeTakeFirstOrThrow();

describe('board meetings', () => {
  it('creates a meeting with default renewal dates 60 / 30 / 14 days before it (Finnish days), editable; statusText and previous meeting', async () => {
    const { office, board } = await setup();
    // 00.30 in Finland on 1 March is still 28 February in UTC: the days count from the Finnish day.
    const created = await office.post('/api/board-meetings', { board_id: board.id, title: 'Kevätkokous', meeting_time: '2030-02-28T22:30:00Z', location: 'Helsinki' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      boardId: board.id,
      boardName: board.name,
      title: 'Kevätkokous',
      meetingTime: '2030-02-28T22:30:00.000Z',
      statusText: 'in_future',
      active: false,
      applicationCount: 0,
      remindRenewalDate: '2029-12-31',
      secondRemindRenewalDate: '2030-01-30',
      sentRenewalDate: '2030-02-15',
      previousBoardMeetingId: null,
      startedAt: null,
      members: [{ personId: expect.any(Number), name: 'Jäsen Käyttäjä', boardMemberRoleId: 1, attendanceId: null, id: expect.any(Number) }],
    });
    const later = await office.post('/api/board-meetings', { board_id: board.id, title: 'Syyskokous', meeting_time: '2030-09-01T09:00:00+03:00', remind_renewal_date: '2030-06-01' });
    expect(later.body).toMatchObject({ previousBoardMeetingId: created.body.id, remindRenewalDate: '2030-06-01', secondRemindRenewalDate: '2030-08-02', sentRenewalDate: '2030-08-18' });

    // Moved, the dates still at their defaults follow; the one the office set stays.
    const moved = await office.put(`/api/board-meetings/${later.body.id}`, { meeting_time: '2030-10-01T09:00:00+03:00' });
    expect(moved.body).toMatchObject({ remindRenewalDate: '2030-06-01', secondRemindRenewalDate: '2030-09-01', sentRenewalDate: '2030-09-17' });
    const edited = await office.put(`/api/board-meetings/${later.body.id}`, { sent_renewal_date: '2030-09-20' });
    expect(edited.body.sentRenewalDate).toBe('2030-09-20');

    const afterMeeting = await office.put(`/api/board-meetings/${later.body.id}`, { sent_renewal_date: '2030-10-01' });
    expect(afterMeeting.status).toBe(422);
    expect(afterMeeting.body.errors).toEqual({ sent_renewal_date: ['Päivän on oltava ennen kokouspäivää.'] });
    const outOfOrder = await office.put(`/api/board-meetings/${later.body.id}`, { remind_renewal_date: '2030-09-10', second_remind_renewal_date: '2030-09-01' });
    expect(outOfOrder.body.errors).toEqual({ second_remind_renewal_date: ['Toisen muistutuksen on oltava ensimmäisen jälkeen.'] });
    const badTime = await office.post('/api/board-meetings', { board_id: board.id, title: 'X', meeting_time: '1.5.2030' });
    expect(badTime.body.errors).toEqual({ meeting_time: ['Anna kokouksen aika muodossa pp.kk.vvvv hh.mm.'] });
    const noBoard = await office.post('/api/board-meetings', { board_id: 999999999, title: 'X', meeting_time: '2030-05-01T10:00:00Z' });
    expect(noBoard.body.errors).toEqual({ board_id: ['Valitse lautakunta listalta.'] });

    // statusText: started is active, archived is archived; the filter reads it.
    await env.db.updateTable('board_meetings').set({ started_at: sql`now()` }).where('id', '=', created.body.id).execute();
    expect((await office.get(`/api/board-meetings/${created.body.id}`)).body).toMatchObject({ statusText: 'active', active: true });
    const active = await office.get(`/api/board-meetings?board_id=${board.id}&status_text=active`);
    expect(active.body.data.map((m: { id: number }) => m.id)).toEqual([created.body.id]);
    const coming = await office.get(`/api/board-meetings?board_id=${board.id}&status_text=in_future`);
    expect(coming.body.data.map((m: { id: number }) => m.id)).toEqual([later.body.id]);
    expect((await office.get('/api/board-meetings?status_text=soon')).status).toBe(422);

    // Removal only before the start.
    const refused = await office.request('DELETE', `/api/board-meetings/${created.body.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Kokous on jo alkanut, joten sitä ei voi poistaa.');
    expect((await office.request('DELETE', `/api/board-meetings/${later.body.id}`)).status).toBe(204);
    expect((await auditRows(env.db, null, 'board_meeting')).filter((r) => r.entity_id === later.body.id).map((r) => r.action)).toEqual(['create', 'update', 'update', 'delete']);
  });

  it("a board member sees only their boards' meetings and changes none", async () => {
    const { office, board, member } = await setup();
    const otherBoard = (await office.post('/api/boards', { name: 'Muu lautakunta' })).body;
    const own = (await office.post('/api/board-meetings', { board_id: board.id, title: 'Oma', meeting_time: '2030-05-01T10:00:00Z' })).body;
    const other = (await office.post('/api/board-meetings', { board_id: otherBoard.id, title: 'Muu', meeting_time: '2030-05-01T10:00:00Z' })).body;
    expect((await member.get('/api/board-meetings')).body.data.map((m: { id: number }) => m.id)).toEqual([own.id]);
    expect((await member.get(`/api/board-meetings/${other.id}`)).status).toBe(404);
    expect((await member.get(`/api/board-meetings/${other.id}/applications`)).status).toBe(404);
    expect((await member.get(`/api/board-meetings/${own.id}/applications`)).body).toEqual({ data: [] });
    expect((await member.put(`/api/board-meetings/${own.id}`, { title: 'Muutettu' })).status).toBe(403);
    expect((await office.get('/api/board-meetings')).body.data.map((m: { id: number }) => m.id)).toEqual(expect.arrayContaining([own.id, other.id]));
  });
});

describe('the agenda', () => {
  it('attaches an evaluated application with a proposal (status 6), shows it to the member at a glance, and detaches it (status 5)', async () => {
    const { office, officeUser, board, member } = await setup();
    const meeting = (await office.post('/api/board-meetings', { board_id: board.id, title: 'Kokous', meeting_time: '2030-05-01T10:00:00Z' })).body;
    const { company, appId } = await proposedApplication({ responsiblePersonId: officeUser.personId });

    const queue = await office.get('/api/board-queue');
    expect(queue.body.data).toContainEqual(expect.objectContaining({ applicationId: appId, companyName: company.name, proposalId: PROPOSE_ACCEPTANCE, presenterName: 'Toimisto Käyttäjä' }));

    // Before it is on the agenda, the member reaches nothing of the company.
    expect((await member.get(`/api/companies/${company.id}/people`)).status).toBe(403);
    const attached = await office.post(`/api/board-meetings/${meeting.id}/applications`, { application_id: appId });
    expect(attached.status).toBe(200);
    expect(attached.body.data).toEqual([
      {
        applicationId: appId,
        companyId: company.id,
        companyName: company.name,
        registrationNumber: company.registrationNumber,
        applicationTypeId: 1,
        applicationStatusId: 6,
        proposalId: PROPOSE_ACCEPTANCE,
        presenterName: 'Toimisto Käyttäjä',
        finishedAt: null,
        industries: [expect.objectContaining({ id: expect.any(Number), symbolicNumber: expect.any(String), name: expect.any(String), granted: null })],
        review: [
          { sectionId: 2, reviewStatusId: 1, comment: 'Talous kunnossa' },
          { sectionId: STATEMENT, reviewStatusId: PROPOSE_ACCEPTANCE, comment: 'Esitetään' },
        ],
        references: [],
        files: [{ id: expect.any(Number), fileTypeId: 10, name: 'vakuutus.pdf', mimeType: 'application/pdf', byteSize: 10 }],
        audits: [],
        conflicts: [],
        quorum: { present: 0, activeMembers: 1, required: 1, chairPresent: false, met: false },
        decision: null,
      },
    ]);
    expect(await statusOf(appId)).toEqual({ application_status_id: 6, board_meeting_id: meeting.id });
    expect((await office.get(`/api/board-meetings/${meeting.id}`)).body.applicationCount).toBe(1);
    expect((await office.get('/api/board-queue')).body.data.map((c: { applicationId: number }) => c.applicationId)).not.toContain(appId);
    expect((await member.get(`/api/board-meetings/${meeting.id}/applications`)).body).toEqual(attached.body);
    // On their board's agenda, the member reads the company's data (ISO/IEC 17021-1 8.4), and changes none.
    expect((await member.get(`/api/companies/${company.id}/people`)).status).toBe(200);
    expect((await member.put(`/api/companies/${company.id}`, { name: 'Muutettu Oy' })).status).toBe(403);
    // The office cannot move it past the meeting by the status route.
    const bypass = await office.post(`/api/applications/${appId}/status`, { application_status_id: 5 });
    expect(bypass.status).toBe(422);

    const detached = await office.request('DELETE', `/api/board-meetings/${meeting.id}/applications/${appId}`);
    expect(detached.status).toBe(204);
    expect(await statusOf(appId)).toEqual({ application_status_id: 5, board_meeting_id: null });
    expect((await member.get(`/api/companies/${company.id}/people`)).status).toBe(403);
    const history = await env.db.selectFrom('application_status_history').select(['from_status_id', 'to_status_id']).where('application_id', '=', appId).orderBy('id').execute();
    expect(history).toEqual([
      { from_status_id: 5, to_status_id: 6 },
      { from_status_id: 6, to_status_id: 5 },
    ]);
    const audit = await auditRows(env.db, company.id, 'application');
    expect(audit.map((row) => row.after)).toContainEqual({ board_meeting_id: meeting.id });
  });

  it('refuses in Finnish: no proposal, not evaluated, on another meeting, twice, after the start', async () => {
    const { office, board } = await setup();
    const meeting = (await office.post('/api/board-meetings', { board_id: board.id, title: 'Kokous', meeting_time: '2030-05-01T10:00:00Z' })).body;
    const second = (await office.post('/api/board-meetings', { board_id: board.id, title: 'Toinen', meeting_time: '2030-06-01T10:00:00Z' })).body;
    const url = `/api/board-meetings/${meeting.id}/applications`;
    const refusal = async (path: string, appId: number) => {
      const response = await office.post(path, { application_id: appId });
      expect(response.status).toBe(422);
      return response.body.errors.application_id[0];
    };

    const noProposal = await proposedApplication({ proposal: null });
    expect(await refusal(url, noProposal.appId)).toBe('Hakemuksella ei ole toimiston esitystä: merkitse lausunto-osioon esitys lautakunnalle ennen kuin liität hakemuksen kokoukseen.');
    const inEvaluation = await proposedApplication({ statusId: 3 });
    expect(await refusal(url, inEvaluation.appId)).toBe('Hakemuksen arviointi ei ole valmis: vain hakemuksen, jonka arviointi on tehty (tila Auditointi tehty), voi liittää kokoukseen.');
    expect(await refusal(url, 999999999)).toBe('Hakemusta ei löytynyt.');

    const { appId } = await proposedApplication();
    expect((await office.post(url, { application_id: appId })).status).toBe(200);
    expect(await refusal(url, appId)).toBe('Hakemus on jo tämän kokouksen esityslistalla.');
    expect(await refusal(`/api/board-meetings/${second.id}/applications`, appId)).toBe('Hakemus on jo liitetty toiseen lautakunnan kokoukseen.');
    const notThere = await office.request('DELETE', `/api/board-meetings/${second.id}/applications/${appId}`);
    expect(notThere.status).toBe(404);
    expect(notThere.body.message).toBe('Hakemus ei ole tämän kokouksen esityslistalla.');

    await env.db.updateTable('board_meetings').set({ started_at: sql`now()` }).where('id', '=', meeting.id).execute();
    const late = await proposedApplication();
    expect(await refusal(url, late.appId)).toBe('Kokous on jo alkanut, joten sen esityslistaa ei voi enää muuttaa.');
    const lateDetach = await office.request('DELETE', `${url}/${appId}`);
    expect(lateDetach.status).toBe(422);
    expect(await statusOf(appId)).toEqual({ application_status_id: 6, board_meeting_id: meeting.id });
  });

  it('removing a meeting before its start returns its applications to the queue', async () => {
    const { office, board } = await setup();
    const meeting = (await office.post('/api/board-meetings', { board_id: board.id, title: 'Peruttava', meeting_time: '2030-05-01T10:00:00Z' })).body;
    const { appId } = await proposedApplication();
    await office.post(`/api/board-meetings/${meeting.id}/applications`, { application_id: appId });
    expect((await office.request('DELETE', `/api/board-meetings/${meeting.id}`)).status).toBe(204);
    expect(await statusOf(appId)).toEqual({ application_status_id: 5, board_meeting_id: null });
  });

  it("a member of another board does not reach the company on this board's agenda, nor after the meeting is archived", async () => {
    const { office, board, member } = await setup();
    const otherPerson = await createUser(env.db, { permissions: [BOARD] });
    const otherBoard = (await office.post('/api/boards', { name: 'Toinen lautakunta' })).body;
    await office.post(`/api/boards/${otherBoard.id}/members`, { person_id: otherPerson.personId, board_member_role_id: 3 });
    const other = await signedIn(env.app, otherPerson.email);
    const meeting = (await office.post('/api/board-meetings', { board_id: board.id, title: 'Kokous', meeting_time: '2030-05-01T10:00:00Z' })).body;
    const { company, appId } = await proposedApplication();
    await office.post(`/api/board-meetings/${meeting.id}/applications`, { application_id: appId });
    expect((await member.get(`/api/companies/${company.id}`)).status).toBe(200);
    expect((await other.get(`/api/companies/${company.id}`)).status).toBe(403);
    await env.db.updateTable('board_meetings').set({ started_at: sql`now()`, ended_at: sql`now()`, notified_at: sql`now()`, archived_at: sql`now()` }).where('id', '=', meeting.id).execute();
    expect((await member.get(`/api/companies/${company.id}`)).status).toBe(403);
  });
});

describe('a meeting under way', () => {
  it('is started by the chairman, the assistant or the office; attendance marked during it; the quorum follows', async () => {
    const { office, board, member: chairman } = await setup();
    const people = await Promise.all([1, 2, 3].map(() => createUser(env.db, { permissions: [BOARD] })));
    const members: Array<{ id: number }> = [];
    for (const person of people) members.push((await office.post(`/api/boards/${board.id}/members`, { person_id: person.personId, board_member_role_id: 3 })).body);
    const participant = await signedIn(env.app, people[0].email);
    const meeting = (await office.post('/api/board-meetings', { board_id: board.id, title: 'Kokous', meeting_time: '2030-05-01T10:00:00Z' })).body;
    const chairId = meeting.members.find((m: { boardMemberRoleId: number }) => m.boardMemberRoleId === 1).id;
    const url = `/api/board-meetings/${meeting.id}`;

    const early = await participant.put(`${url}/attendance/${members[0].id}`, { attendance: 1 });
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual({ attendance: ['Läsnäolon voi merkitä vain aloitetun kokouksen aikana.'] });
    const notLead = await participant.post(`${url}/start`);
    expect(notLead.status).toBe(403);
    expect(notLead.body.message).toBe('Kokouksen voi aloittaa vain lautakunnan puheenjohtaja, sihteeri tai toimisto.');
    const started = await chairman.post(`${url}/start`);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ statusText: 'active', active: true, startedAt: expect.any(String), quorum: { present: 0, activeMembers: 4, required: 3, chairPresent: false, met: false } });
    expect((await office.post(`${url}/start`)).body.message).toBe('Kokous on jo aloitettu.');

    // A member marks their own attendance, not another's; the chairman marks anyone's.
    expect((await participant.put(`${url}/attendance/${members[0].id}`, { attendance: 2 })).status).toBe(200);
    const other = await participant.put(`${url}/attendance/${members[1].id}`, { attendance: 1 });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Voit merkitä vain oman läsnäolosi. Muiden läsnäolon merkitsee puheenjohtaja, sihteeri tai toimisto.');
    expect((await chairman.put(`${url}/attendance/${members[1].id}`, { attendance: 1 })).status).toBe(200);
    // Three of four present, but neither the chairman nor the assistant: no quorum.
    const three = await chairman.put(`${url}/attendance/${members[2].id}`, { attendance: 1 });
    expect(three.body.quorum).toEqual({ present: 3, activeMembers: 4, required: 3, chairPresent: false, met: false });
    const withChair = await chairman.put(`${url}/attendance/${chairId}`, { attendance: 1 });
    expect(withChair.body.quorum).toEqual({ present: 4, activeMembers: 4, required: 3, chairPresent: true, met: true });
    const absent = await office.put(`${url}/attendance/${members[2].id}`, { attendance: 3 });
    expect(absent.body.quorum).toMatchObject({ present: 3, met: true });
    expect((await office.put(`${url}/attendance/${members[2].id}`, { attendance: 9 })).body.errors).toEqual({ attendance: ['Valitse läsnäolo listalta.'] });
    expect(absent.body.members.find((m: { id: number }) => m.id === members[0].id).attendanceId).toBe(2);
  });
});
