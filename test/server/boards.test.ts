/**
 * Boards and their members (issue 20): the office keeps them, a board member reads their own boards
 * only, /users/me lists a user's boards with the role, and the rules of membership (board permission,
 * one chairman, no duplicates, a recorded member is made inactive, not removed).
 */
import { describe, expect, it } from 'vitest';
import { auditRows, createUser, signedIn, useTestApp } from './helpers';

const env = useTestApp();
const SYSADMIN = 1;
const OFFICE = 2;
const BOARD = 3;

async function office() {
  const user = await createUser(env.db, { permissions: [OFFICE] });
  return { user, client: await signedIn(env.app, user.email) };
}

describe('boards', () => {
  it('the office adds, lists, changes and removes a board, with audit rows; validation in Finnish', async () => {
    const { user, client } = await office();
    const created = await client.post('/api/boards', { name: ' Pätevyyslautakunta ', short_name: 'PL', description: 'Päättää pätevyyksistä', pateva_responsible_id: user.personId });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Pätevyyslautakunta',
      shortName: 'PL',
      description: 'Päättää pätevyyksistä',
      active: true,
      patevaResponsibleId: user.personId,
      patevaResponsibleName: 'Testi Käyttäjä',
      memberCount: 0,
    });
    const missing = await client.post('/api/boards', { name: '' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ name: ['Lautakunnan nimi on pakollinen.'] });
    // The responsible person is one of the office's people.
    const outsider = await createUser(env.db);
    const notOffice = await client.post('/api/boards', { name: 'Toinen', pateva_responsible_id: outsider.personId });
    expect(notOffice.status).toBe(422);
    expect(notOffice.body.errors).toEqual({ pateva_responsible_id: ['Valitse henkilö Pätevän toimiston henkilöistä.'] });

    const changed = await client.put(`/api/boards/${created.body.id}`, { active: false });
    expect(changed.body).toMatchObject({ name: 'Pätevyyslautakunta', active: false });
    const list = await client.get('/api/boards?active=false&q=pätevyys');
    expect(list.body.data.map((b: { id: number }) => b.id)).toContain(created.body.id);

    expect((await client.request('DELETE', `/api/boards/${created.body.id}`)).status).toBe(204);
    expect((await client.get(`/api/boards/${created.body.id}`)).status).toBe(404);
    const rows = await auditRows(env.db, null, 'board');
    expect(rows.filter((row) => row.entity_id === created.body.id).map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses to remove a board with meetings (409), which is made inactive instead', async () => {
    const { client } = await office();
    const board = (await client.post('/api/boards', { name: 'Kokoontuva lautakunta' })).body;
    expect((await client.post('/api/board-meetings', { board_id: board.id, title: 'Kokous', meeting_time: '2030-05-01T10:00:00Z' })).status).toBe(201);
    const refused = await client.request('DELETE', `/api/boards/${board.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Lautakunnalla on kokouksia, joten sitä ei voi poistaa. Voit merkitä sen pois toiminnasta.');
  });
});

describe('board members', () => {
  it('adds members who hold the board permission, one active chairman, no one twice; lists them by role', async () => {
    const { client } = await office();
    const board = (await client.post('/api/boards', { name: 'Jäsenlautakunta' })).body;
    const url = `/api/boards/${board.id}/members`;
    const chair = await createUser(env.db, { permissions: [BOARD], firstName: 'Puheen' });
    const member = await createUser(env.db, { permissions: [BOARD], firstName: 'Jäsen' });
    const admin = await createUser(env.db, { permissions: [SYSADMIN], firstName: 'Ylläpito' });
    const company = await createUser(env.db, { firstName: 'Yritys' });

    const first = await client.post(url, { person_id: chair.personId, board_member_role_id: 1 });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(Number), boardId: board.id, personId: chair.personId, boardMemberRoleId: 1, active: true, name: 'Puheen Käyttäjä', email: chair.email });
    expect((await client.post(url, { person_id: member.personId, board_member_role_id: 3 })).status).toBe(201);
    expect((await client.post(url, { person_id: admin.personId, board_member_role_id: 2 })).status).toBe(201);

    const notBoard = await client.post(url, { person_id: company.personId, board_member_role_id: 3 });
    expect(notBoard.status).toBe(422);
    expect(notBoard.body.errors).toEqual({ person_id: ['Lautakunnan jäseneksi voi valita vain henkilön, jolla on lautakunnan käyttöoikeus.'] });
    const twice = await client.post(url, { person_id: member.personId, board_member_role_id: 3 });
    expect(twice.body.errors).toEqual({ person_id: ['Henkilö on jo tämän lautakunnan jäsen.'] });
    const badRole = await client.post(url, { person_id: company.personId, board_member_role_id: 7 });
    expect(badRole.body.errors).toEqual({ board_member_role_id: ['Valitse jäsenen rooli listalta.'] });

    const secondChair = await client.put(`${url}/${(await client.get(url)).body.data[2].id}`, { board_member_role_id: 1 });
    expect(secondChair.status).toBe(422);
    expect(secondChair.body.errors).toEqual({ board_member_role_id: ['Lautakunnalla voi olla vain yksi toimiva puheenjohtaja: vaihda ensin nykyisen puheenjohtajan rooli.'] });

    const list = await client.get(url);
    expect(list.body.data.map((row: { name: string; boardMemberRoleId: number }) => [row.name, row.boardMemberRoleId])).toEqual([
      ['Puheen Käyttäjä', 1],
      ['Ylläpito Käyttäjä', 2],
      ['Jäsen Käyttäjä', 3],
    ]);
    expect((await client.get(`/api/boards/${board.id}`)).body.memberCount).toBe(3);

    // The chairman steps down: another may be chairman.
    expect((await client.put(`${url}/${first.body.id}`, { active: false })).body).toMatchObject({ active: false, boardMemberRoleId: 1 });
    const memberId = list.body.data[2].id;
    expect((await client.put(`${url}/${memberId}`, { board_member_role_id: 1 })).status).toBe(200);
    expect((await client.request('DELETE', `${url}/${memberId}`)).status).toBe(204);
    expect((await auditRows(env.db, null, 'board_member')).filter((row) => row.entity_id === memberId).map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('keeps a member whose attendance a meeting recorded: 409, made inactive instead', async () => {
    const { client } = await office();
    const board = (await client.post('/api/boards', { name: 'Pöytäkirjalautakunta' })).body;
    const person = await createUser(env.db, { permissions: [BOARD] });
    const member = (await client.post(`/api/boards/${board.id}/members`, { person_id: person.personId, board_member_role_id: 3 })).body;
    const meeting = (await client.post('/api/board-meetings', { board_id: board.id, title: 'Kokous', meeting_time: '2030-05-01T10:00:00Z' })).body;
    await env.db.insertInto('board_meeting_attendances').values({ board_meeting_id: meeting.id, board_member_id: member.id, attendance_id: 1 }).execute();
    const refused = await client.request('DELETE', `/api/boards/${board.id}/members/${member.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Jäsenen osallistuminen on kirjattu kokouksiin, joten häntä ei voi poistaa. Merkitse jäsen ei-toimivaksi.');
  });

  it('a board member reads only their own boards; /users/me lists their boards with the role', async () => {
    const { client } = await office();
    const own = (await client.post('/api/boards', { name: 'Oma lautakunta', short_name: 'OL' })).body;
    const other = (await client.post('/api/boards', { name: 'Vieras lautakunta' })).body;
    const person = await createUser(env.db, { permissions: [BOARD] });
    await client.post(`/api/boards/${own.id}/members`, { person_id: person.personId, board_member_role_id: 2 });
    const member = await signedIn(env.app, person.email);

    expect((await member.get('/api/boards')).body.data.map((b: { name: string }) => b.name)).toEqual(['Oma lautakunta']);
    expect((await member.get(`/api/boards/${own.id}`)).status).toBe(200);
    expect((await member.get(`/api/boards/${other.id}`)).status).toBe(404);
    expect((await member.get(`/api/boards/${own.id}/members`)).body.data).toHaveLength(1);
    expect((await member.get(`/api/boards/${other.id}/members`)).status).toBe(404);
    // Reading is all: the office keeps the boards.
    expect((await member.put(`/api/boards/${own.id}`, { name: 'Muutettu' })).status).toBe(403);
    expect((await member.get('/api/users/me')).body.boards).toEqual([{ id: own.id, name: 'Oma lautakunta', shortName: 'OL', boardMemberRoleId: 2 }]);

    // An inactive member has no board.
    await env.db.updateTable('board_members').set({ active: false }).where('person_id', '=', person.personId).execute();
    const again = await signedIn(env.app, person.email);
    expect((await again.get('/api/users/me')).body.boards).toEqual([]);
    expect((await again.get('/api/boards')).body.data).toEqual([]);
  });

  it('lists the people the office may pick', async () => {
    const { client } = await office();
    const person = await createUser(env.db, { permissions: [BOARD], firstName: 'Valittava' });
    const people = (await client.get('/api/board-people')).body;
    expect(people.boardPeople).toContainEqual({ id: person.personId, name: 'Valittava Käyttäjä', email: person.email });
    expect(people.officePeople.map((p: { id: number }) => p.id)).not.toContain(person.personId);
  });
});
