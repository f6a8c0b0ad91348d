/**
 * The front-page news and the help modal's page as the browser reads them (issue 22 §4): the
 * portal's own GET /api/feed and GET /api/getarticle (the association feed's shape, SPEC §7), never
 * the feed itself, and GET /api/help-pages (the index) and /api/help-pages/{slug}.
 */
import { z } from 'zod';
import { helpPage, HELP_SLUG } from '../entities/helpPage';
import { pageSchema, responseSchema } from '../entities/entity';
import { listQuerySchema } from '../schemas/list';
import { newsArticleSchema, newsFeedSchema } from '../news';
import { defineAction } from './action';

export const newsFeed = defineAction({
  method: 'GET',
  path: '/feed',
  query: z.object({ limit: z.number().int().optional(), category: z.string().optional() }),
  answer: newsFeedSchema,
  key: () => ['newsFeed'],
});

export const newsArticle = defineAction({
  method: 'GET',
  path: '/getarticle',
  query: z.object({ id: z.union([z.string(), z.number()]) }),
  answer: newsArticleSchema,
  key: () => ['newsArticle'],
});

/** Every help page, by title: the help modal's "Kaikki ohjeet". */
export const helpPageIndex = defineAction({
  method: 'GET',
  path: '/help-pages',
  query: listQuerySchema,
  answer: pageSchema(responseSchema(helpPage)),
  key: () => ['helpPage', 'index'],
});

export const helpPageBySlug = defineAction({
  method: 'GET',
  path: '/help-pages/:slug',
  params: { slug: z.string().regex(HELP_SLUG) },
  answer: responseSchema(helpPage),
  key: ({ slug }) => ['helpPage', slug],
});
