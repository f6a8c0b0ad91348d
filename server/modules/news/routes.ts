/**
 * Front-page news (issue 22 §4, SPEC §7 association feed): GET /api/feed and GET /api/getarticle in
 * the feed's shape for everyone signed in, and the office's own news items at /api/news-items.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { crudRoutes } from '../../http/crudRoutes';
import { defineRoute } from '../../http/route';
import { newsItem } from '../../../src/domain/entities/newsItem';
import { storable, UNSTORABLE_MESSAGE } from '../../../src/domain/entities/fields';
import { NEWS_ARTICLE_ID, NEWS_FEED_LIMIT_DEFAULT, NEWS_FEED_LIMIT_MAX, newsArticleSchema, newsFeedSchema } from '../../../src/domain/news';
import * as news from './service';
import { defineActionRoute } from '../../http/actionRoute';
import { fileSizeQuery } from '../../http/files';
import { idParam } from '../../http/params';
import { requireUser } from '../../http/route';
import { removeNewsItemImage, uploadNewsItemImage } from '../../../src/domain/api/newsItemActions';
import { removeImage, sendImage, uploadImage } from './images';

const LIMIT_MESSAGE = `Määrän on oltava kokonaisluku 1–${NEWS_FEED_LIMIT_MAX}.`;

const feedQuery = z.object({
  limit: z
    .string()
    .regex(/^[1-9][0-9]?$/, LIMIT_MESSAGE)
    .transform(Number)
    .pipe(z.number().max(NEWS_FEED_LIMIT_MAX, LIMIT_MESSAGE))
    .default(NEWS_FEED_LIMIT_DEFAULT),
  category: z.string().trim().max(100, 'Luokka on liian pitkä.').refine(storable, UNSTORABLE_MESSAGE).optional(),
});

const articleQuery = z.object({
  id: z.string({ error: 'Anna uutisen tunniste.' }).regex(NEWS_ARTICLE_ID, 'Uutisen tunniste ei kelpaa.'),
});

export function newsRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/feed',
    access: access.signedIn(),
    summary: 'The front-page news in the association feed’s shape (SPEC §7): from NEWS_FEED_URL (cached; its last good copy while it is down) or the portal’s own news items; limit (1–50, default 10), category',
    schemas: { query: feedQuery, response: { 200: newsFeedSchema } },
    handler: ({ query }) => news.feed(ctx, { limit: query.limit, category: query.category || undefined }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/getarticle',
    access: access.signedIn(),
    summary: 'One news item’s article text (SPEC §7 getarticle) by its id, as plain text',
    schemas: { query: articleQuery, response: { 200: newsArticleSchema }, errors: [404] },
    handler: ({ query }) => news.article(ctx, query.id),
  });

  crudRoutes(app, {
    entity: newsItem,
    access: { read: access.office(), write: access.office() },
    list: {
      summary: 'The portal’s own news items (office), newest first; q matches the title and the category',
      query: news.newsItemList.query,
      handler: ({ query }) => news.listNewsItems(ctx.db, query),
    },
    create: { summary: 'Add a news item (office): title, date, description, body, image, category_name', handler: ({ user, body }) => news.createNewsItem(ctx, user, body) },
    read: { summary: 'One news item (office)', handler: ({ id }) => news.getNewsItem(ctx.db, id) },
    update: { summary: 'Change a news item (office); what the body leaves out is kept', handler: ({ user, id, body }) => news.updateNewsItem(ctx, user, id, body) },
    remove: { summary: 'Remove a news item (office)', handler: ({ user, id }) => news.deleteNewsItem(ctx, user, id) },
  });

  defineActionRoute(app, uploadNewsItemImage, {
    access: access.office(),
    summary: "The news item's own image (multipart `file`, JPEG or PNG; re-encoded): it replaces the one before, and the item's image is its address",
    handler: ({ user, params, upload }) => uploadImage(ctx, requireUser(user), params.id, upload.files.file[0]),
  });

  defineActionRoute(app, removeNewsItemImage, {
    access: access.office(),
    summary: "Remove the news item's own image (the item is left with none); 404 when it has none",
    handler: ({ user, params }) => removeImage(ctx, requireUser(user), params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/news-items/:id/image/content',
    access: access.signedIn(),
    summary: "A news item's own image, for everyone who reads the front-page news; ?size=sm|md|lg, ?v= the upload (ignored: it only changes the address)",
    schemas: { params: z.object({ id: idParam }), query: fileSizeQuery.extend({ v: z.string().regex(/^[0-9]{1,15}$/, 'Kuvan versio ei kelpaa.').optional() }), response: { 200: null }, file: ['image/jpeg', 'image/png'], errors: [404] },
    handler: ({ params, query, reply }) => sendImage(ctx, reply, params.id, query.size),
  });
}
