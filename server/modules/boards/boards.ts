/**
 * Boards (lautakunnat) and their members (issue 20): the office lists, creates, changes and removes
 * them; a board member reads their own boards. Every change with its audit row (no company:
 * company_id null) in the same transaction.
 */
import { sql, type Updateable } from 'kysely';
import type { BoardMembersTable, BoardsTable } from '../../db/types';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { containsPattern, defineList, entitySortable } from '../../http/list';
import { entityView, givenColumns, storedColumns } from '../../http/view';
import { recordChange } from '../../shared/auditRecord';
import type { Page } from '../../../src/domain/api/lists';
import { board, boardMember, type Board, type BoardBody, type BoardMember, type BoardMemberBody } from '../../../src/domain/entities/board';
import { BoardMemberRole } from '../../../src/domain/boardMeetings';
import { BOARD_NOT_FOUND, MEMBER_NOT_FOUND, seesBoard } from './visibility';
import { isBoardPerson, isOfficePerson, NOT_BOARD_PERSON, NOT_OFFICE_PERSON } from './people';

export const BOARD_HAS_MEETINGS = 'Lautakunnalla on kokouksia, joten sitä ei voi poistaa. Voit merkitä sen pois toiminnasta.';
export const ALREADY_MEMBER = 'Henkilö on jo tämän lautakunnan jäsen.';
export const ONE_CHAIRMAN = 'Lautakunnalla voi olla vain yksi toimiva puheenjohtaja: vaihda ensin nykyisen puheenjohtajan rooli.';
export const MEMBER_HAS_RECORDS = 'Jäsenen osallistuminen on kirjattu kokouksiin, joten häntä ei voi poistaa. Merkitse jäsen ei-toimivaksi.';
export const BOARD_RULES = [NOT_OFFICE_PERSON] as const;
export const MEMBER_RULES = [NOT_BOARD_PERSON, ALREADY_MEMBER, ONE_CHAIRMAN] as const;

const boardView = entityView(board);
const memberView = entityView(boardMember);

function boardSelect(db: Db, user: CurrentUser) {
  return db
    .selectFrom('boards as b')
    .select([
      ...storedColumns(board, 'b'),
      sql<string | null>`(select p.first_name || ' ' || p.last_name from people p where p.id = b.pateva_responsible_id)`.as('responsible_name'),
      sql<number>`(select count(*)::int from board_members m where m.board_id = b.id and m.active)`.as('member_count'),
    ])
    .where(seesBoard(user, 'b.id'));
}
type BoardRow = Awaited<ReturnType<ReturnType<typeof boardSelect>['executeTakeFirstOrThrow']>>;
const toBoard = (row: BoardRow): Board => boardView(row, { patevaResponsibleName: row.responsible_name, memberCount: row.member_count });

export const boardList = defineList({
  sortable: entitySortable(board, 'b'),
  defaultSort: 'name',
  tiebreaker: 'b.id',
  search: true,
  filters: { active: z.enum(['true', 'false'], { error: 'Arvon on oltava true tai false.' }).transform((value) => value === 'true') },
});

export function listBoards(ctx: AppContext, user: CurrentUser, query: z.output<typeof boardList.query>): Promise<Page<Board>> {
  return boardList.page(boardSelect(ctx.db, user), query, {
    view: toBoard,
    filters: { active: (active) => (eb) => eb('b.active', '=', active) },
    search: (q) => (eb) => eb(sql`lower(b.name || ' ' || coalesce(b.short_name, ''))`, 'like', containsPattern(q)),
  });
}

/** The board as the user may see it (404 otherwise). */
export async function getBoard(db: Db, user: CurrentUser, boardId: number): Promise<Board> {
  const row = await boardSelect(db, user).where('b.id', '=', boardId).executeTakeFirst();
  if (!row) throw notFound(BOARD_NOT_FOUND);
  return toBoard(row);
}

const auditedBoard = (record: Board) => ({
  name: record.name,
  short_name: record.shortName,
  description: record.description,
  active: record.active,
  pateva_responsible_id: record.patevaResponsibleId,
});

async function checkResponsible(db: Db, personId: number | null | undefined): Promise<void> {
  if (personId != null && !(await isOfficePerson(db, personId))) throw unprocessable({ pateva_responsible_id: [NOT_OFFICE_PERSON] }, NOT_OFFICE_PERSON);
}

export async function createBoard(ctx: AppContext, user: CurrentUser, body: BoardBody): Promise<Board> {
  await checkResponsible(ctx.db, body.pateva_responsible_id);
  return ctx.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('boards')
      .values({
        name: body.name,
        short_name: body.short_name ?? null,
        description: body.description ?? null,
        active: body.active ?? true,
        pateva_responsible_id: body.pateva_responsible_id ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const record = await getBoard(trx, user, id);
    await recordChange(trx, { companyId: null, userId: user.id, entity: 'board', entityId: id, action: 'create', after: auditedBoard(record) });
    return record;
  });
}

export async function updateBoard(ctx: AppContext, user: CurrentUser, boardId: number, body: Partial<BoardBody>): Promise<Board> {
  await checkResponsible(ctx.db, body.pateva_responsible_id);
  return ctx.db.transaction().execute(async (trx) => {
    await lockBoard(trx, boardId);
    const before = await getBoard(trx, user, boardId);
    await trx
      .updateTable('boards')
      .set({ ...(givenColumns(board, body) as Updateable<BoardsTable>), updated_at: sql`now()` })
      .where('id', '=', boardId)
      .execute();
    const record = await getBoard(trx, user, boardId);
    await recordChange(trx, { companyId: null, userId: user.id, entity: 'board', entityId: boardId, action: 'update', before: auditedBoard(before), after: auditedBoard(record) });
    return record;
  });
}

async function lockBoard(db: Db, boardId: number): Promise<void> {
  const row = await db.selectFrom('boards').select('id').where('id', '=', boardId).forUpdate().executeTakeFirst();
  if (!row) throw notFound(BOARD_NOT_FOUND);
}

export async function deleteBoard(ctx: AppContext, user: CurrentUser, boardId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockBoard(trx, boardId);
    const before = await getBoard(trx, user, boardId);
    const meeting = await trx.selectFrom('board_meetings').select('id').where('board_id', '=', boardId).executeTakeFirst();
    if (meeting) throw conflict(BOARD_HAS_MEETINGS, 'board_has_meetings');
    await trx.deleteFrom('boards').where('id', '=', boardId).execute();
    await recordChange(trx, { companyId: null, userId: user.id, entity: 'board', entityId: boardId, action: 'delete', before: auditedBoard(before) });
  });
}

// Members ---------------------------------------------------------------------------------------

function memberSelect(db: Db) {
  return db
    .selectFrom('board_members as m')
    .innerJoin('people as p', 'p.id', 'm.person_id')
    .select([
      ...storedColumns(boardMember, 'm'),
      sql<string>`p.first_name || ' ' || p.last_name`.as('name'),
      sql<string | null>`coalesce(p.email, (select min(u.email) from users u where u.person_id = p.id))`.as('email'),
    ]);
}
type MemberRow = Awaited<ReturnType<ReturnType<typeof memberSelect>['executeTakeFirstOrThrow']>>;
const toMember = (row: MemberRow): BoardMember => memberView(row, { name: row.name, email: row.email });

export const memberList = defineList({
  sortable: entitySortable(boardMember, 'm', { name: sql`p.last_name || ' ' || p.first_name` }),
  defaultSort: 'boardMemberRoleId',
  tiebreaker: 'm.id',
});

export async function listMembers(ctx: AppContext, user: CurrentUser, boardId: number, query: z.output<typeof memberList.query>): Promise<Page<BoardMember>> {
  await getBoard(ctx.db, user, boardId);
  return memberList.page(memberSelect(ctx.db).where('m.board_id', '=', boardId), query, { view: toMember });
}

export async function getMember(db: Db, user: CurrentUser, boardId: number, memberId: number): Promise<BoardMember> {
  await getBoard(db, user, boardId);
  const row = await memberSelect(db).where('m.board_id', '=', boardId).where('m.id', '=', memberId).executeTakeFirst();
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return toMember(row);
}

const auditedMember = (record: BoardMember) => ({
  board_id: record.boardId,
  person_id: record.personId,
  board_member_role_id: record.boardMemberRoleId,
  active: record.active,
});

/** One active chairman per board: the chairman leads the meeting and signs its minutes. */
async function checkChairman(db: Db, boardId: number, memberId: number | null, role: number, active: boolean): Promise<void> {
  if (role !== BoardMemberRole.chairman || !active) return;
  let other = db.selectFrom('board_members').select('id').where('board_id', '=', boardId).where('board_member_role_id', '=', BoardMemberRole.chairman).where('active', '=', true);
  if (memberId !== null) other = other.where('id', '!=', memberId);
  if (await other.executeTakeFirst()) throw unprocessable({ board_member_role_id: [ONE_CHAIRMAN] }, ONE_CHAIRMAN);
}

export async function createMember(ctx: AppContext, user: CurrentUser, boardId: number, body: BoardMemberBody): Promise<BoardMember> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockBoard(trx, boardId);
    if (!(await isBoardPerson(trx, body.person_id))) throw unprocessable({ person_id: [NOT_BOARD_PERSON] }, NOT_BOARD_PERSON);
    const existing = await trx.selectFrom('board_members').select('id').where('board_id', '=', boardId).where('person_id', '=', body.person_id).executeTakeFirst();
    if (existing) throw unprocessable({ person_id: [ALREADY_MEMBER] }, ALREADY_MEMBER);
    const active = body.active ?? true;
    await checkChairman(trx, boardId, null, body.board_member_role_id, active);
    const { id } = await trx
      .insertInto('board_members')
      .values({ board_id: boardId, person_id: body.person_id, board_member_role_id: body.board_member_role_id, active })
      .returning('id')
      .executeTakeFirstOrThrow();
    const record = await getMember(trx, user, boardId, id);
    await recordChange(trx, { companyId: null, userId: user.id, entity: 'board_member', entityId: id, action: 'create', after: auditedMember(record) });
    return record;
  });
}

async function lockMember(db: Db, boardId: number, memberId: number) {
  const row = await db.selectFrom('board_members').selectAll().where('board_id', '=', boardId).where('id', '=', memberId).forUpdate().executeTakeFirst();
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return row;
}

export async function updateMember(ctx: AppContext, user: CurrentUser, boardId: number, memberId: number, body: Partial<BoardMemberBody>): Promise<BoardMember> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockBoard(trx, boardId);
    const stored = await lockMember(trx, boardId, memberId);
    const before = await getMember(trx, user, boardId, memberId);
    await checkChairman(trx, boardId, memberId, body.board_member_role_id ?? stored.board_member_role_id, body.active ?? stored.active);
    await trx
      .updateTable('board_members')
      .set({ ...(givenColumns(boardMember, body) as Updateable<BoardMembersTable>), updated_at: sql`now()` })
      .where('id', '=', memberId)
      .execute();
    const record = await getMember(trx, user, boardId, memberId);
    await recordChange(trx, { companyId: null, userId: user.id, entity: 'board_member', entityId: memberId, action: 'update', before: auditedMember(before), after: auditedMember(record) });
    return record;
  });
}

export async function deleteMember(ctx: AppContext, user: CurrentUser, boardId: number, memberId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockMember(trx, boardId, memberId);
    const before = await getMember(trx, user, boardId, memberId);
    // What the minutes record of a member stays: such a member is made inactive instead.
    const recorded = await trx
      .selectNoFrom(
        sql<boolean>`exists (select 1 from board_meeting_attendances where board_member_id = ${memberId})
          or exists (select 1 from board_item_conflicts where board_member_id = ${memberId})
          or exists (select 1 from board_minute_checkers where board_member_id = ${memberId})`.as('recorded'),
      )
      .executeTakeFirstOrThrow();
    if (recorded.recorded) throw conflict(MEMBER_HAS_RECORDS, 'member_has_records');
    await trx.deleteFrom('board_members').where('id', '=', memberId).execute();
    await recordChange(trx, { companyId: null, userId: user.id, entity: 'board_member', entityId: memberId, action: 'delete', before: auditedMember(before) });
  });
}
