/** A reference's images (SPEC §4 carousel, §7 image URL): upload several (JPEG, PNG), pick the default, remove; each change audited. */
import { sql } from 'kysely';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { CurrentUser } from '../../http/currentUser';
import { notFound, unprocessable } from '../../http/errors';
import { saveFile, sendStoredFile } from '../../http/files';
import type { ImageSize, UploadedFile } from '../../http/uploads';
import { recordChange } from '../../shared/auditRecord';
import { holdForChange, loadReference, REFERENCE_NOT_FOUND } from './service';
import type { Reference } from '../../../src/domain/entities/reference';

export const REFERENCE_IMAGES_MAX = 20;
const IMAGE_NOT_FOUND = 'Kuvaa ei löytynyt.';
const ENTITY = 'company_reference';

export async function addImage(ctx: AppContext, user: CurrentUser, companyId: number, referenceId: number, file: UploadedFile): Promise<Reference> {
  await ctx.db.transaction().execute(async (trx) => {
    await holdForChange(trx, companyId, referenceId);
    const { count, last } = await trx
      .selectFrom('reference_images')
      .select([sql<number>`count(*)::int`.as('count'), sql<number>`coalesce(max(order_number), 0)::int`.as('last')])
      .where('reference_id', '=', referenceId)
      .executeTakeFirstOrThrow();
    if (count >= REFERENCE_IMAGES_MAX) throw unprocessable({ file: [`Referenssillä voi olla enintään ${REFERENCE_IMAGES_MAX} kuvaa.`] });
    const stored = await saveFile(trx, ctx.storage, file, user.id);
    // The first image is the default until another is chosen.
    await trx
      .insertInto('reference_images')
      .values({ reference_id: referenceId, file_id: stored.id, is_default: count === 0, order_number: last + 1 })
      .execute();
    await recordChange(trx, {
      companyId,
      userId: user.id,
      entity: ENTITY,
      entityId: referenceId,
      action: 'update',
      after: { images: stored.original_name },
    });
  });
  return loadReference(ctx.db, companyId, referenceId);
}

export async function removeImage(ctx: AppContext, user: CurrentUser, companyId: number, referenceId: number, imageId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await holdForChange(trx, companyId, referenceId);
    const image = await trx
      .deleteFrom('reference_images')
      .where('id', '=', imageId)
      .where('reference_id', '=', referenceId)
      .returning(['id', 'file_id', 'is_default'])
      .executeTakeFirst();
    if (!image) throw notFound(IMAGE_NOT_FOUND);
    const file = await trx.deleteFrom('files').where('id', '=', image.file_id).returning('original_name').executeTakeFirst();
    if (image.is_default) {
      // The next image in order becomes the default.
      const next = await trx.selectFrom('reference_images').select('id').where('reference_id', '=', referenceId).orderBy('order_number').orderBy('id').limit(1).executeTakeFirst();
      if (next) await trx.updateTable('reference_images').set({ is_default: true }).where('id', '=', next.id).execute();
    }
    await recordChange(trx, {
      companyId,
      userId: user.id,
      entity: ENTITY,
      entityId: referenceId,
      action: 'update',
      before: { images: file?.original_name ?? null },
    });
  });
}

export async function setDefaultImage(ctx: AppContext, user: CurrentUser, companyId: number, referenceId: number, imageId: number): Promise<Reference> {
  await ctx.db.transaction().execute(async (trx) => {
    await holdForChange(trx, companyId, referenceId);
    const image = await trx.selectFrom('reference_images').select(['id', 'is_default']).where('id', '=', imageId).where('reference_id', '=', referenceId).executeTakeFirst();
    if (!image) throw notFound(IMAGE_NOT_FOUND);
    if (image.is_default) return;
    const names = (id: number | undefined) =>
      id === undefined
        ? Promise.resolve(null)
        : trx.selectFrom('reference_images as ri').innerJoin('files as f', 'f.id', 'ri.file_id').select('f.original_name').where('ri.id', '=', id).executeTakeFirst().then((r) => r?.original_name ?? null);
    const current = await trx.selectFrom('reference_images').select('id').where('reference_id', '=', referenceId).where('is_default', '=', true).executeTakeFirst();
    const before = await names(current?.id);
    await trx.updateTable('reference_images').set({ is_default: false }).where('reference_id', '=', referenceId).where('is_default', '=', true).execute();
    await trx.updateTable('reference_images').set({ is_default: true }).where('id', '=', imageId).execute();
    await recordChange(trx, {
      companyId,
      userId: user.id,
      entity: ENTITY,
      entityId: referenceId,
      action: 'update',
      before: { default_image: before },
      after: { default_image: await names(imageId) },
    });
  });
  return loadReference(ctx.db, companyId, referenceId);
}

/** An image's content, found through the company's reference (another company's image id is 404). */
export async function sendImage(db: Db, ctx: AppContext, reply: FastifyReply, companyId: number, referenceId: number, imageId: number, size: ImageSize | undefined) {
  const reference = await db.selectFrom('company_references').select('id').where('company_id', '=', companyId).where('id', '=', referenceId).executeTakeFirst();
  if (!reference) throw notFound(REFERENCE_NOT_FOUND);
  const row = await db
    .selectFrom('reference_images as ri')
    .innerJoin('files as f', 'f.id', 'ri.file_id')
    .selectAll('f')
    .where('ri.id', '=', imageId)
    .where('ri.reference_id', '=', referenceId)
    .executeTakeFirst();
  if (!row) throw notFound(IMAGE_NOT_FOUND);
  // The company's marketing material, shown in many cards: the browser may keep it (docs/decisions.md).
  return sendStoredFile(reply, ctx.storage, row, { size, disposition: 'inline', cacheable: true });
}
