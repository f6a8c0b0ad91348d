/**
 * Help pages (issue 22 §4, SPEC §2 help modal: pages, default 'common'): Markdown the office writes,
 * read by everyone signed in by slug. Every change audited without a company; a slug is unique (409).
 */
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, notFound } from '../../http/errors';
import { containsPattern, defineList, entitySortable } from '../../http/list';
import { entityView, givenColumns, storedColumns } from '../../http/view';
import { recordChange } from '../../shared/auditRecord';
import type { Page } from '../../../src/domain/api/lists';
import { helpPage, type HelpPage, type HelpPageBody } from '../../../src/domain/entities/helpPage';

export const HELP_PAGE_NOT_FOUND = 'Ohjesivua ei löytynyt.';
export const SLUG_TAKEN = 'Tällä tunnisteella on jo ohjesivu. Valitse toinen tunniste.';
const ENTITY = 'help_page';

const view = entityView(helpPage);

export const helpPageList = defineList({
  sortable: entitySortable(helpPage, 'h'),
  defaultSort: 'slug',
  tiebreaker: 'h.id',
  search: true,
});

const selectPages = (db: Db) => db.selectFrom('help_pages as h').select(storedColumns(helpPage, 'h'));

export function listHelpPages(db: Db, query: z.output<typeof helpPageList.query>): Promise<Page<HelpPage>> {
  return helpPageList.page(selectPages(db), query, {
    view: (row) => view(row),
    search: (q) => (eb) => eb.or([eb(sql`lower(h.title)`, 'like', containsPattern(q)), eb('h.slug', 'like', containsPattern(q))]),
  });
}

/** By slug (the help modal) or by id (the office's edit view): a slug starts with a letter, an id is digits. */
export async function getHelpPage(db: Db, key: string | number): Promise<HelpPage> {
  const select = selectPages(db);
  const row = await (typeof key === 'number' ? select.where('h.id', '=', key) : select.where('h.slug', '=', key)).executeTakeFirst();
  if (!row) throw notFound(HELP_PAGE_NOT_FOUND);
  return view(row);
}

/** A unique slug taken by another page is a conflict the office can act on, not a 500. */
async function uniqueSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw conflict(SLUG_TAKEN, 'help_slug_taken');
    throw error;
  }
}

export async function createHelpPage(ctx: AppContext, user: CurrentUser, body: HelpPageBody): Promise<HelpPage> {
  const id = await uniqueSlug(() =>
    ctx.db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('help_pages').values({ slug: body.slug, title: body.title, content: body.content }).returning('id').executeTakeFirstOrThrow();
      await recordChange(trx, { companyId: null, userId: user.id, entity: ENTITY, entityId: row.id, action: 'create', after: { slug: body.slug, title: body.title } });
      return row.id;
    }),
  );
  return getHelpPage(ctx.db, id);
}

export async function updateHelpPage(ctx: AppContext, user: CurrentUser, id: number, body: Partial<HelpPageBody>): Promise<HelpPage> {
  const values = givenColumns(helpPage, body);
  await uniqueSlug(() =>
    ctx.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('help_pages').select(['slug', 'title']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!before) throw notFound(HELP_PAGE_NOT_FOUND);
      await trx.updateTable('help_pages').set({ ...values, updated_at: sql`now()` }).where('id', '=', id).execute();
      const { content: _content, ...audited } = values;
      await recordChange(trx, { companyId: null, userId: user.id, entity: ENTITY, entityId: id, action: 'update', before, after: audited });
    }),
  );
  return getHelpPage(ctx.db, id);
}

export async function deleteHelpPage(ctx: AppContext, user: CurrentUser, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await trx.deleteFrom('help_pages').where('id', '=', id).returning(['slug', 'title']).executeTakeFirst();
    if (!before) throw notFound(HELP_PAGE_NOT_FOUND);
    await recordChange(trx, { companyId: null, userId: user.id, entity: ENTITY, entityId: id, action: 'delete', before });
  });
}
