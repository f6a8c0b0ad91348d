/**
 * Front-page news and help (issue 22 §4).
 *
 * - news_items: the portal's own news, written by the office (SPEC §3 News item: title, date,
 *   description, image, categoryName) plus the article's text that GET /api/getarticle answers.
 *   Served in the association feed's shape when NEWS_FEED_URL is unset.
 * - help_pages: the help modal's pages by slug ('common' is the default page), Markdown written by
 *   the office; shown without raw HTML.
 * - news_feed_copies: the last good answer of the association feed per request (the list, or one
 *   article), shared by every app process, shown while the feed is down.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('news_items')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('date', 'date', (c) => c.notNull().defaultTo(sql`current_date`))
    .addColumn('description', 'text')
    .addColumn('body', 'text')
    .addColumn('image', 'text')
    .addColumn('category_name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('news_items_date').on('news_items').columns(['date desc', 'id desc']).execute();

  await db.schema
    .createTable('help_pages')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('news_feed_copies')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('fetched_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('news_feed_copies').execute();
  await db.schema.dropTable('help_pages').execute();
  await db.schema.dropTable('news_items').execute();
}
