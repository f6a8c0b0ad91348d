/**
 * Front-page news (SPEC §2, §3 News item, §4, §7 association feed): the feed's shape as the portal
 * answers it at GET /api/feed and GET /api/getarticle, whether it comes from the association's feed
 * (NEWS_FEED_URL) or from the portal's own news items, and the news modal's states.
 */
import { z } from 'zod';

/** SPEC §3 News item: the feed's list entries. An external feed's ids may be text. */
export const newsFeedItemSchema = z.object({
  id: z.union([z.number().int(), z.string()]),
  title: z.string(),
  /** yyyy-MM-dd (or the feed's own date text); null when the feed gives none. */
  date: z.string().nullable(),
  description: z.string().nullable(),
  /** An image URL (an https address or a path of this site); null: none. */
  image: z.string().nullable(),
  categoryName: z.string().nullable(),
});
export type NewsFeedItem = z.infer<typeof newsFeedItemSchema>;

export const newsFeedSchema = z.array(newsFeedItemSchema);

/** GET /api/getarticle: the article's body as plain text (paragraphs split by empty lines). */
export const newsArticleSchema = z.object({
  id: z.union([z.number().int(), z.string()]),
  body: z.string(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const NEWS_FEED_LIMIT_DEFAULT = 10;
export const NEWS_FEED_LIMIT_MAX = 50;
/** An article id as the feed names it: digits, letters, - and _ (no path or query can ride on it). */
export const NEWS_ARTICLE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** SPEC §4: the news modal shows the listing or one selected item; closing returns to the listing with nothing selected. */
export interface NewsModalState {
  open: boolean;
  screen: 'listing' | 'selected';
  selected: NewsFeedItem | null;
}

export type NewsModalAction = { type: 'open' } | { type: 'select'; item: NewsFeedItem } | { type: 'toListing' } | { type: 'close' };

export const initialNewsModal: NewsModalState = { open: false, screen: 'listing', selected: null };

export function newsModalReducer(state: NewsModalState, action: NewsModalAction): NewsModalState {
  switch (action.type) {
    case 'open':
      return { open: true, screen: 'listing', selected: null };
    case 'select':
      return { open: true, screen: 'selected', selected: action.item };
    case 'toListing':
      return { ...state, screen: 'listing', selected: null };
    case 'close':
      return initialNewsModal;
  }
}

/** An image the page may show: an https address or a path of this site (never javascript:, data: or protocol-relative). */
export function safeImageUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\/(?!\/)[^\s\\]*$/.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
