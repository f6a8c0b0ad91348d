/**
 * Front-page news (issue 22 §4): the office's own news items (list, add, change, remove; audited
 * without a company) and the feed's answers — from the association's feed when NEWS_FEED_URL is set
 * (integrations/newsFeed.ts), else from these items in the same shape.
 */
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { CurrentUser } from '../../http/currentUser';
import { notFound } from '../../http/errors';
import { containsPattern, defineList, entitySortable } from '../../http/list';
import { entityView, givenColumns, storedColumns } from '../../http/view';
import { recordChange } from '../../shared/auditRecord';
import type { Page } from '../../../src/domain/api/lists';
import { newsItem, type NewsItem, type NewsItemBody } from '../../../src/domain/entities/newsItem';
import type { NewsArticle, NewsFeedItem } from '../../../src/domain/news';
import type { NewsFeedQuery } from '../../integrations/newsFeed';

export const NEWS_ITEM_NOT_FOUND = 'Uutista ei löytynyt.';
export const ARTICLE_NOT_FOUND = 'Uutista ei löytynyt tai uutispalvelu ei juuri nyt vastaa. Yritä hetken kuluttua uudelleen.';
const ENTITY = 'news_item';

const view = entityView(newsItem);

export const newsItemList = defineList({
  sortable: entitySortable(newsItem, 'n'),
  defaultSort: 'date',
  defaultOrder: 'desc',
  tiebreaker: 'n.id',
  search: true,
});

const selectItems = (db: Db) => db.selectFrom('news_items as n').select(storedColumns(newsItem, 'n'));

export function listNewsItems(db: Db, query: z.output<typeof newsItemList.query>): Promise<Page<NewsItem>> {
  return newsItemList.page(selectItems(db), query, {
    view: (row) => view(row),
    search: (q) => (eb) => eb.or([eb(sql`lower(n.title)`, 'like', containsPattern(q)), eb(sql`lower(coalesce(n.category_name, ''))`, 'like', containsPattern(q))]),
  });
}

async function itemRow(db: Db, id: number) {
  const row = await selectItems(db).where('n.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NEWS_ITEM_NOT_FOUND);
  return row;
}

export async function getNewsItem(db: Db, id: number): Promise<NewsItem> {
  return view(await itemRow(db, id));
}

export async function createNewsItem(ctx: AppContext, user: CurrentUser, body: NewsItemBody): Promise<NewsItem> {
  const values = givenColumns(newsItem, body, 'create');
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('news_items')
      .values({ ...values, title: body.title, date: body.date })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordChange(trx, { companyId: null, userId: user.id, entity: ENTITY, entityId: row.id, action: 'create', after: values });
    return row.id;
  });
  return getNewsItem(ctx.db, id);
}

export async function updateNewsItem(ctx: AppContext, user: CurrentUser, id: number, body: Partial<NewsItemBody>): Promise<NewsItem> {
  const values = givenColumns(newsItem, body);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('news_items').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw notFound(NEWS_ITEM_NOT_FOUND);
    // An address written over the uploaded image's lets that image go.
    const droppedFile = 'image' in values && values.image !== before.image ? before.image_file_id : null;
    await trx
      .updateTable('news_items')
      .set({ ...values, ...(droppedFile !== null ? { image_file_id: null } : {}), updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    if (droppedFile !== null) await trx.deleteFrom('files').where('id', '=', droppedFile).execute();
    await recordChange(trx, { companyId: null, userId: user.id, entity: ENTITY, entityId: id, action: 'update', before: { title: before.title }, after: values });
  });
  return getNewsItem(ctx.db, id);
}

export async function deleteNewsItem(ctx: AppContext, user: CurrentUser, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('news_items').where('id', '=', id).returning(['title', 'image_file_id']).executeTakeFirst();
    if (!removed) throw notFound(NEWS_ITEM_NOT_FOUND);
    // Its uploaded image goes with it.
    if (removed.image_file_id !== null) await trx.deleteFrom('files').where('id', '=', removed.image_file_id).execute();
    await recordChange(trx, { companyId: null, userId: user.id, entity: ENTITY, entityId: id, action: 'delete', before: { title: removed.title } });
  });
}

/** GET /api/feed: the association's feed when configured, else the newest own items, in the feed's shape. */
export async function feed(ctx: AppContext, query: NewsFeedQuery): Promise<NewsFeedItem[]> {
  if (ctx.newsFeed) return ctx.newsFeed.feed(query);
  let select = ctx.db
    .selectFrom('news_items')
    .select(['id', sql<string>`date::text`.as('date'), 'title', 'description', 'image', 'category_name'])
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit);
  if (query.category) select = select.where('category_name', '=', query.category);
  const rows = await select.execute();
  return rows.map((row) => ({ id: row.id, title: row.title, date: row.date, description: row.description, image: row.image, categoryName: row.category_name }));
}

/** GET /api/getarticle: the article's text (an own item's body, else its description). */
export async function article(ctx: AppContext, id: string): Promise<NewsArticle> {
  if (ctx.newsFeed) {
    const found = await ctx.newsFeed.article(id);
    if (!found) throw notFound(ARTICLE_NOT_FOUND);
    return found;
  }
  const own = /^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
  const row = own === null ? undefined : await ctx.db.selectFrom('news_items').select(['id', 'body', 'description']).where('id', '=', own).executeTakeFirst();
  if (!row) throw notFound(ARTICLE_NOT_FOUND);
  return { id: row.id, body: row.body ?? row.description ?? '' };
}
