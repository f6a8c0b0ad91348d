/**
 * Who sees which boards (issue 20, SPEC §6 board permission): office staff and sysadmins every
 * board; a board member (PATEVA_BOARD) only the boards where they are an active member, and the
 * meetings of those. Any other board is 404 to them, so that ids of other boards tell nothing.
 */
import { sql, type RawBuilder } from 'kysely';
import type { CurrentUser } from '../../http/currentUser';
import { hasOfficePermission } from '../../../src/domain/permissions';

export const BOARD_NOT_FOUND = 'Lautakuntaa ei löytynyt.';
export const MEMBER_NOT_FOUND = 'Lautakunnan jäsentä ei löytynyt.';
export const MEETING_NOT_FOUND = 'Kokousta ei löytynyt.';

/** A boolean SQL expression: the user sees the board whose id is `boardColumn`. */
export function seesBoard(user: CurrentUser, boardColumn: string): RawBuilder<boolean> {
  if (hasOfficePermission(user)) return sql<boolean>`true`;
  return sql<boolean>`exists (select 1 from board_members own where own.board_id = ${sql.ref(boardColumn)} and own.person_id = ${user.personId} and own.active)`;
}
