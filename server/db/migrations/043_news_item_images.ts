/**
 * A news item's own image, uploaded by the office (a JPEG or PNG, re-encoded and kept in sizes as a
 * reference's images are). Its address, a path of this site, is the item's `image`, so the feed's
 * shape and the front page are as before; an image on another site, which the Content-Security-Policy
 * does not let the browser load, is no longer the only way to show one.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('news_items')
    .addColumn('image_file_id', 'bigint', (c) => c.references('files.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('news_items').dropColumn('image_file_id').execute();
}
