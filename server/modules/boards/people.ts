/**
 * The people the office picks on the board's forms (issue 20): members among those whose user holds
 * the board permission (SPEC §6: sysadmin or PATEVA_BOARD), the responsible person and the meeting's
 * caller among office staff (sysadmin or PATEVA_OFFICE).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import { UserRole } from '../../../src/domain/codes';
import type { BoardPeople } from '../../../src/domain/api/boards';

const BOARD_ROLES: readonly number[] = [UserRole.sysadmin, UserRole.board];
const OFFICE_ROLES: readonly number[] = [UserRole.sysadmin, UserRole.office];

export const NOT_BOARD_PERSON = 'Lautakunnan jäseneksi voi valita vain henkilön, jolla on lautakunnan käyttöoikeus.';
export const NOT_OFFICE_PERSON = 'Valitse henkilö Pätevän toimiston henkilöistä.';

function peopleWith(db: Db, roles: readonly number[]) {
  return db
    .selectFrom('people as p')
    .select(['p.id', sql<string>`p.first_name || ' ' || p.last_name`.as('name'), sql<string | null>`(select min(u2.email) from users u2 where u2.person_id = p.id)`.as('email')])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('users as u')
          .innerJoin('user_permissions as up', 'up.user_id', 'u.id')
          .select('u.id')
          .whereRef('u.person_id', '=', 'p.id')
          .where('up.permission_id', 'in', [...roles]),
      ),
    )
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('p.id');
}

export async function boardPeople(db: Db): Promise<BoardPeople> {
  const [boardPeople, officePeople] = await Promise.all([peopleWith(db, BOARD_ROLES).execute(), peopleWith(db, OFFICE_ROLES).execute()]);
  return { boardPeople, officePeople };
}

export async function isBoardPerson(db: Db, personId: number): Promise<boolean> {
  return !!(await peopleWith(db, BOARD_ROLES).where('p.id', '=', personId).executeTakeFirst());
}

export async function isOfficePerson(db: Db, personId: number): Promise<boolean> {
  return !!(await peopleWith(db, OFFICE_ROLES).where('p.id', '=', personId).executeTakeFirst());
}
