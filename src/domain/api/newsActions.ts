/**
 * The front-page news and the help modal's page as the browser reads them (issue 22 §4): the
 * portal's own GET /api/feed and GET /api/getarticle (the association feed's shape, SPEC §7), never
 * the feed itself, and GET /api/help-pages/{slug}.
 */
import { z } from 'zod';
import { helpPage, HELP_SLUG } from '../entities/helpPage';
import { responseSchema } from '../entities/entity';
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

export const helpPageBySlug = defineAction({
  method: 'GET',
  path: '/help-pages/:slug',
  params: { slug: z.string().regex(HELP_SLUG) },
  answer: responseSchema(helpPage),
  key: ({ slug }) => ['helpPage', slug],
});
