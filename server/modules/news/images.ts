/**
 * A news item's own image (issue 22 §4): the office uploads one (it replaces the one before) or
 * removes it; everyone signed in, who reads the front-page news, sees it. Each change audited.
 */
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../http/currentUser';
import { notFound } from '../../http/errors';
import { saveFile, sendStoredFile } from '../../http/files';
import type { ImageSize, UploadedFile } from '../../http/uploads';
import { recordChange } from '../../shared/auditRecord';
import { newsImagePath } from '../../../src/domain/api/newsItemActions';
import type { NewsItem } from '../../../src/domain/entities/newsItem';
import { getNewsItem, NEWS_ITEM_NOT_FOUND } from './service';

const ENTITY = 'news_item';
const IMAGE_NOT_FOUND = 'Uutisella ei ole omaa kuvaa.';

export async function uploadImage(ctx: AppContext, user: CurrentUser, id: number, file: UploadedFile): Promise<NewsItem> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('news_items').select(['image', 'image_file_id']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw notFound(NEWS_ITEM_NOT_FOUND);
    const stored = await saveFile(trx, ctx.storage, file, user.id);
    const image = newsImagePath(id, stored.id);
    await trx.updateTable('news_items').set({ image, image_file_id: stored.id, updated_at: sql`now()` }).where('id', '=', id).execute();
    // The image it replaces goes (its blobs with the next sweep of unreferenced ones).
    if (before.image_file_id !== null) await trx.deleteFrom('files').where('id', '=', before.image_file_id).execute();
    await recordChange(trx, { companyId: null, userId: user.id, entity: ENTITY, entityId: id, action: 'update', before: { image: before.image }, after: { image: stored.original_name } });
  });
  return getNewsItem(ctx.db, id);
}

export async function removeImage(ctx: AppContext, user: CurrentUser, id: number): Promise<NewsItem> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('news_items').select(['image', 'image_file_id']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw notFound(NEWS_ITEM_NOT_FOUND);
    if (before.image_file_id === null) throw notFound(IMAGE_NOT_FOUND);
    await trx.updateTable('news_items').set({ image: null, image_file_id: null, updated_at: sql`now()` }).where('id', '=', id).execute();
    await trx.deleteFrom('files').where('id', '=', before.image_file_id).execute();
    await recordChange(trx, { companyId: null, userId: user.id, entity: ENTITY, entityId: id, action: 'update', before: { image: before.image }, after: { image: null } });
  });
  return getNewsItem(ctx.db, id);
}

/** The uploaded image: front-page material, not confidential, so the browser may keep it (docs/decisions.md). */
export async function sendImage(ctx: AppContext, reply: FastifyReply, id: number, size: ImageSize | undefined): Promise<FastifyReply> {
  const row = await ctx.db.selectFrom('news_items as n').innerJoin('files as f', 'f.id', 'n.image_file_id').selectAll('f').where('n.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(IMAGE_NOT_FOUND);
  return sendStoredFile(reply, ctx.storage, row, { size, disposition: 'inline', cacheable: true });
}
