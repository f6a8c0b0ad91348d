/**
 * The board's documents (issue 20): the minutes and an item's decision extract as PDFs (who may read
 * them, never cached, what they say — with and without decisions), and the minute checkers: named by
 * the office or the chairman, approving only once the meeting has ended, shown in the minutes.
 */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { auditRows, companyWithAdmin, createCompany, createUser, signedIn, useTestApp, type Client } from './helpers';
import { applicationParts, insertApplication } from './applicationReviewFixtures';
import { decisionExtractPdf } from '../../server/modules/boards';

const env = useTestApp();
const OFFICE = 2;
const BOARD = 3;

/** The text a PDF shows: its content streams inflated, each TJ array's hex strings decoded as WinAnsi (Latin-1 for these letters). */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    try {
      streams.push(inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1'));
    } catch {
      streams.push(match[1]);
    }
  }
  const lines: string[] = [];
  for (const stream of streams) {
    for (const match of stream.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?\d+(?:\.\d+)?)*)\]\s*TJ/g)) {
      lines.push([...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1], 'hex').toString('latin1')).join(''));
    }
  }
  return lines.join('\n');
}

/** The answer with its bytes (the test client reads bodies as text). */
async function pdfOf(client: Client, url: string) {
  const headers: Record<string, string> = { 'x-forwarded-for': client.address, cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  const response = await env.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload, json: () => JSON.parse(response.body) as { message: string } };
}

async function setup() {
  const officeUser = await createUser(env.db, { permissions: [OFFICE], firstName: 'Toimi' });
  const office = await signedIn(env.app, officeUser.email);
  const board = (await office.post('/api/boards', { name: `Pätevyyslautakunta ${Math.random().toString(36).slice(2, 6)}` })).body;
  const chairPerson = await createUser(env.db, { permissions: [BOARD], firstName: 'Pekka' });
  const chairMember = (await office.post(`/api/boards/${board.id}/members`, { person_id: chairPerson.personId, board_member_role_id: 1 })).body;
  const people = await Promise.all([1, 2].map((n) => createUser(env.db, { permissions: [BOARD], firstName: `Jäsen${n}` })));
  const members: Array<{ id: number }> = [];
  for (const person of people) members.push((await office.post(`/api/boards/${board.id}/members`, { person_id: person.personId, board_member_role_id: 3 })).body);
  const chairman = await signedIn(env.app, chairPerson.email);
  const [first, second] = await Promise.all(people.map((person) => signedIn(env.app, person.email)));

  const companyAdmin = await companyWithAdmin(env, { name: `Kivi ja Laatta ${Math.random().toString(36).slice(2, 6)} Oy` });
  const appId = await insertApplication(env.db, companyAdmin.company.id, { statusId: 5, responsiblePersonId: officeUser.personId });
  const { industryId } = await applicationParts(env.db, appId);
  await env.db.insertInto('application_reviews').values({ application_id: appId, section_id: 8, review_status_id: 6, comment: 'Esitetään hyväksyttäväksi' }).execute();
  const other = await createCompany(env.db, { name: 'Toinen Oy' });
  const otherApp = await insertApplication(env.db, other.id, { statusId: 5 });
  await env.db.insertInto('application_reviews').values({ application_id: otherApp, section_id: 8, review_status_id: 8, comment: null }).execute();

  const meeting = (await office.post('/api/board-meetings', { board_id: board.id, title: 'Kevätkokous', meeting_time: '2030-05-01T07:00:00Z', location: 'Helsinki' })).body;
  for (const id of [appId, otherApp]) expect((await office.post(`/api/board-meetings/${meeting.id}/applications`, { application_id: id })).status).toBe(200);
  expect((await chairman.post(`/api/board-meetings/${meeting.id}/start`)).status).toBe(200);
  for (const member of [chairMember, ...members]) await office.put(`/api/board-meetings/${meeting.id}/attendance/${member.id}`, { attendance: 1 });
  return { office, officeUser, board, chairman, chairMember, members, first, second, companyAdmin, appId, industryId, otherApp, meeting };
}

/** A decision as the decision route records it (helper "decide"'s), written straight to the database. */
async function decide(meetingId: number, appId: number, industryId: number, conditional = false) {
  const decision = await env.db
    .insertInto('board_item_decisions')
    .values({
      board_meeting_id: meetingId,
      application_id: appId,
      board_decision_id: conditional ? 2 : 1,
      reasons: 'Vaatimukset täyttyvät.',
      ...(conditional ? { conditions: 'Toimita vakuutustodistus', return_due_date: '2030-06-30' } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await env.db.insertInto('board_item_decision_industries').values({ board_item_decision_id: decision.id, application_industry_id: industryId, granted: true }).execute();
}

const end = (meetingId: number) => env.db.updateTable('board_meetings').set({ ended_at: new Date() }).where('id', '=', meetingId).execute();

describe('the minutes PDF', () => {
  it('is read by the board and the office, never cached; says each item, its decision or that there is none, the disqualified, the appeal', async () => {
    const { office, chairman, members, companyAdmin, appId, industryId, meeting } = await setup();
    const url = `/api/board-meetings/${meeting.id}/minutes`;

    const before = await pdfOf(chairman, url);
    expect(before.status).toBe(200);
    expect(before.headers['content-type']).toBe('application/pdf');
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const undecided = pdfText(before.bytes);
    expect(undecided).toContain('Kokouksen laillisuus ja päätösvaltaisuus');
    expect(undecided).toContain(companyAdmin.company.name);
    expect(undecided).toContain('Toinen Oy');
    expect(undecided.match(/Asiasta ei ole vielä kirjattu päätöstä\./g)).toHaveLength(2);

    await env.db.insertInto('board_item_conflicts').values({ board_meeting_id: meeting.id, application_id: appId, board_member_id: members[0].id, reason: 'Yrityksen osakas' }).execute();
    await decide(meeting.id, appId, industryId);
    const after = pdfText((await pdfOf(office, url)).bytes);
    expect(after).toContain('Päätös: Hyväksytty.');
    expect(after).toContain('Perustelut: Vaatimukset täyttyvät.');
    expect(after).toContain('Myönnetyt toimialat:');
    expect(after).toContain('Jäsen1 Käyttäjä (Yrityksen osakas)');
    expect(after.match(/Asiasta ei ole vielä kirjattu päätöstä\./g)).toHaveLength(1);
    expect(after).toContain('§ 1 Kokouksen avaus');
    expect(after).toContain('§ 7 Muutoksenhakuohjeet ja kokouksen päättäminen');

    // A member of another board gets 404; the company's admin is refused.
    const outsider = await createUser(env.db, { permissions: [BOARD] });
    const otherBoard = (await office.post('/api/boards', { name: 'Toinen lautakunta' })).body;
    await office.post(`/api/boards/${otherBoard.id}/members`, { person_id: outsider.personId, board_member_role_id: 3 });
    expect((await pdfOf(await signedIn(env.app, outsider.email), url)).status).toBe(404);
    expect((await pdfOf(companyAdmin.client, url)).status).toBe(403);
    expect((await pdfOf(office, '/api/board-meetings/999999999/minutes')).status).toBe(404);
  });
});

describe('the minute checkers', () => {
  it('are two active members named by the office or the chairman; each approves after the end; the minutes show it', async () => {
    const { office, chairman, chairMember, members, first, second, meeting } = await setup();
    const url = `/api/board-meetings/${meeting.id}`;

    const byMember = await first.put(`${url}/minute-checkers`, { board_member_ids: [members[0].id, members[1].id] });
    expect(byMember.status).toBe(403);
    expect(byMember.body.message).toBe('Pöytäkirjan tarkastajat valitsee puheenjohtaja, sihteeri tai toimisto.');
    const one = await office.put(`${url}/minute-checkers`, { board_member_ids: [members[0].id] });
    expect(one.status).toBe(422);
    expect(one.body.errors).toEqual({ board_member_ids: ['Valitse kaksi eri pöytäkirjan tarkastajaa.'] });
    expect((await office.put(`${url}/minute-checkers`, { board_member_ids: [members[0].id, members[0].id] })).body.errors).toEqual({ board_member_ids: ['Valitse kaksi eri pöytäkirjan tarkastajaa.'] });
    const stranger = await office.put(`${url}/minute-checkers`, { board_member_ids: [members[0].id, 999999] });
    expect(stranger.body.errors).toEqual({ board_member_ids: ['Pöytäkirjan tarkastajaksi voi valita vain lautakunnan aktiivisen jäsenen.'] });

    expect((await office.put(`${url}/minute-checkers`, { board_member_ids: [chairMember.id, members[1].id] })).status).toBe(200);
    const named = await chairman.put(`${url}/minute-checkers`, { board_member_ids: [members[0].id, members[1].id] });
    expect(named.status).toBe(200);
    expect(named.body.data.map((c: { boardMemberId: number; approvedAt: null }) => [c.boardMemberId, c.approvedAt]).sort()).toEqual([[members[0].id, null], [members[1].id, null]].sort());
    expect((await first.get(`${url}/minute-checkers`)).body.data).toHaveLength(2);

    const early = await first.post(`${url}/minutes/approve`);
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('Pöytäkirjan voi hyväksyä vasta, kun kokous on päättynyt.');
    await end(meeting.id);
    const notChecker = await chairman.post(`${url}/minutes/approve`);
    expect(notChecker.status).toBe(403);
    expect(notChecker.body.message).toBe('Vain pöytäkirjan tarkastaja voi hyväksyä pöytäkirjan.');
    const approved = await first.post(`${url}/minutes/approve`);
    expect(approved.status).toBe(200);
    const mine = approved.body.data.find((c: { boardMemberId: number }) => c.boardMemberId === members[0].id);
    expect(mine.approvedAt).toEqual(expect.any(String));
    // Again: the first time stays.
    expect((await first.post(`${url}/minutes/approve`)).body.data.find((c: { boardMemberId: number }) => c.boardMemberId === members[0].id).approvedAt).toBe(mine.approvedAt);

    const change = await office.put(`${url}/minute-checkers`, { board_member_ids: [chairMember.id, members[1].id] });
    expect(change.status).toBe(422);
    expect(change.body.message).toBe('Tarkastajia ei voi enää vaihtaa: pöytäkirja on jo hyväksytty ainakin kerran.');

    const half = pdfText((await pdfOf(office, `${url}/minutes`)).bytes);
    expect(half).toContain('Jäsen1 Käyttäjä: hyväksyi pöytäkirjan');
    expect(half).toContain('Jäsen2 Käyttäjä: ei ole vielä hyväksynyt pöytäkirjaa.');
    expect(half).toContain('Pöytäkirjaa ei ole vielä tarkastettu.');
    await second.post(`${url}/minutes/approve`);
    expect(pdfText((await pdfOf(office, `${url}/minutes`)).bytes)).toContain('Pöytäkirja on tarkastettu ja hyväksytty.');

    const audit = await auditRows(env.db, null, 'board_meeting');
    expect(audit.filter((row) => row.entity_id === meeting.id && JSON.stringify(row.after).includes('minutes_approved_by'))).toHaveLength(2);
  });
});

describe('the decision extract PDF', () => {
  it("is read by the board and the office; by the company's admins only once notified; says the decision, a contact and the appeal", async () => {
    const { office, chairman, members, companyAdmin, appId, industryId, otherApp, meeting } = await setup();
    // A disqualified member is not among those who decided.
    await env.db.insertInto('board_item_conflicts').values({ board_meeting_id: meeting.id, application_id: appId, board_member_id: members[0].id, automatic: true }).execute();
    await decide(meeting.id, appId, industryId, true);
    const url = `/api/board-meetings/${meeting.id}/items/${appId}/decision-extract`;

    const read = await pdfOf(chairman, url);
    expect(read.status).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    const text = pdfText(read.bytes);
    for (const expected of ['Päätösote', 'Päätöksen tekijä', companyAdmin.company.name, 'Päätös: Hyväksytty ehdollisena.', 'Ehdot: Toimita vakuutustodistus (täytettävä viimeistään 30.06.2030).', 'Perustelut: Vaatimukset täyttyvät.', 'Myönnetyt toimialat:', 'Lisätietoja', 'Toimi Käyttäjä', 'Muutoksenhakuohjeet', '30 päivän kuluessa']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Pekka Käyttäjä (puheenjohtaja)');
    expect(text).not.toContain('Jäsen1');
    expect((await pdfOf(office, url)).status).toBe(200);

    const early = await pdfOf(companyAdmin.client, url);
    expect(early.status).toBe(403);
    expect(early.json().message).toBe('Päätösote on nähtävissä, kun päätöksestä on ilmoitettu yritykselle.');
    await end(meeting.id);
    await env.db.updateTable('board_meetings').set({ notified_at: new Date() }).where('id', '=', meeting.id).execute();
    expect((await pdfOf(companyAdmin.client, url)).status).toBe(200);
    // Not another company's item, nor an application that is not this meeting's item.
    expect((await pdfOf(companyAdmin.client, `/api/board-meetings/${meeting.id}/items/${otherApp}/decision-extract`)).status).toBe(403);
    const loose = await insertApplication(env.db, companyAdmin.company.id, { statusId: 5 });
    expect((await pdfOf(office, `/api/board-meetings/${meeting.id}/items/${loose}/decision-extract`)).status).toBe(404);
    // The same PDF as bytes, for the decision notice's mail.
    const bytes = await decisionExtractPdf(env.db, meeting.id, appId);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(bytes)).toContain('Perustelut: Vaatimukset täyttyvät.');
    await expect(decisionExtractPdf(env.db, meeting.id, loose)).rejects.toThrow('Hakemus ei ole tämän kokouksen asia.');
    // An item without a decision says so.
    expect(pdfText((await pdfOf(office, `/api/board-meetings/${meeting.id}/items/${otherApp}/decision-extract`)).bytes)).toContain('Asiasta ei ole vielä kirjattu päätöstä.');
  });
});
