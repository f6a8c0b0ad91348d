/**
 * The association's news feed (SPEC §7: GET api/feed, GET /api/getarticle at NEWS_FEED_URL), read by
 * the server only: the browser reads the portal's own /api/feed and /api/getarticle.
 *
 * - Each answer is kept in memory for `ttlMs`; several requests at once share one fetch.
 * - The last good answer of each request is also kept in news_feed_copies, so every app process (and
 *   a restarted one) can show it while the feed is down.
 * - A fetch is time-limited (AbortSignal.timeout) and size-limited; a feed that is down, slow, too
 *   big or answers something else than its shape counts as unavailable: the last good copy is shown,
 *   or nothing (an empty list; an article is then not found). Never an error of ours.
 * - After a failed fetch the feed is not asked again for `retryMs`: a feed that is down is not
 *   hammered by every page view.
 */
import { sql } from 'kysely';
import type { Db } from '../db/kysely';
import { NEWS_FEED_LIMIT_MAX, type NewsArticle, type NewsFeedItem } from '../../src/domain/news';
import { htmlToText, storableText } from './newsText';

export interface NewsFeedOptions {
  ttlMs?: number;
  retryMs?: number;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface NewsFeedQuery {
  limit: number;
  category?: string;
}

export interface NewsFeedClient {
  /** The feed's origin: its images may show on the portal's pages (the app's Content-Security-Policy img-src). */
  imageOrigin: string;
  feed(query: NewsFeedQuery): Promise<NewsFeedItem[]>;
  /** Null: the feed has no such article (or is down and no copy of it was kept). */
  article(id: string): Promise<NewsArticle | null>;
}

export class NewsFeedUnavailableError extends Error {}

const DESCRIPTION_MAX = 2000;
const BODY_MAX = 100_000;
const MEMORY_ENTRIES = 200;

type Json = Record<string, unknown>;

const text = (value: unknown, max: number): string | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const plain = htmlToText(String(value), max);
  return plain || null;
};

/** An image of the feed: https only (the page never loads http or script addresses). */
function image(value: unknown): string | null {
  const candidate = typeof value === 'object' && value !== null ? (value as Json).url : value;
  if (typeof candidate !== 'string') return null;
  try {
    const url = new URL(candidate.trim());
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function itemId(value: unknown): number | string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(value)) return value;
  return null;
}

/** One entry of the feed in SPEC §3's shape; null when it lacks an id or a title. */
export function mapFeedItem(entry: unknown): NewsFeedItem | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const item = entry as Json;
  const id = itemId(item.id);
  const title = text(item.title, 300);
  if (id === null || !title) return null;
  return {
    id,
    title,
    date: text(item.date, 40),
    description: text(item.description, DESCRIPTION_MAX),
    image: image(item.image),
    categoryName: text(item.categoryName ?? item.category_name, 100),
  };
}

/** The feed's list: an array, or one under `data` or `items`. */
export function mapFeed(body: unknown): NewsFeedItem[] {
  const list = Array.isArray(body) ? body : typeof body === 'object' && body !== null ? ((body as Json).data ?? (body as Json).items) : null;
  if (!Array.isArray(list)) throw new NewsFeedUnavailableError('the feed did not answer a list');
  return list.map(mapFeedItem).filter((item): item is NewsFeedItem => item !== null).slice(0, NEWS_FEED_LIMIT_MAX);
}

/** The article's body: text or HTML as such, or JSON with it under body, text, content or article. */
export function mapArticle(id: string, contentType: string, raw: string): NewsArticle {
  let body: unknown = raw;
  if (/json/i.test(contentType)) {
    const parsed: unknown = JSON.parse(raw);
    const object = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Json;
    body = typeof parsed === 'string' ? parsed : (object.body ?? object.text ?? object.content ?? object.article);
  }
  if (typeof body !== 'string') throw new NewsFeedUnavailableError('the article had no text');
  return { id, body: htmlToText(body, BODY_MAX) };
}

/** The answer's text, refused past `maxBytes` without reading the rest. */
async function limitedText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) throw new NewsFeedUnavailableError('the answer is too big');
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new NewsFeedUnavailableError('the answer is too big');
    }
    chunks.push(value);
  }
  return storableText(Buffer.concat(chunks).toString('utf8'));
}

interface Kept<T> {
  value: T;
  /** When it may be asked again (fresh until then). */
  until: number;
}

export function createNewsFeedClient(db: Db, baseUrl: string, options: NewsFeedOptions = {}): NewsFeedClient {
  const base = baseUrl.replace(/\/$/, '');
  const ttlMs = options.ttlMs ?? 5 * 60_000;
  const retryMs = options.retryMs ?? 30_000;
  const timeoutMs = options.timeoutMs ?? 5000;
  const maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  const memory = new Map<string, Kept<unknown>>();
  const inFlight = new Map<string, Promise<unknown>>();

  const remember = (key: string, value: unknown, forMs: number) => {
    memory.delete(key);
    memory.set(key, { value, until: Date.now() + forMs });
    // The oldest entries go first (a Map keeps insertion order).
    while (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string);
  };

  async function lastGood(key: string): Promise<unknown> {
    const kept = memory.get(key);
    if (kept) return kept.value;
    try {
      const row = await db.selectFrom('news_feed_copies').select('body').where('key', '=', key).executeTakeFirst();
      return row ? row.body : undefined;
    } catch {
      return undefined;
    }
  }

  async function keepCopy(key: string, value: unknown): Promise<void> {
    const body = JSON.stringify(value);
    await db
      .insertInto('news_feed_copies')
      .values({ key, body })
      .onConflict((oc) => oc.column('key').doUpdateSet({ body, fetched_at: sql`now()` }))
      .execute()
      .catch(() => undefined); // the memory copy still serves this process
  }

  /** The kept answer while fresh; else a fetch, or the last good copy when the fetch fails. */
  function cached<T>(key: string, load: () => Promise<T>, none: T): Promise<T> {
    const kept = memory.get(key);
    if (kept && kept.until > Date.now()) return Promise.resolve(kept.value as T);
    const running = inFlight.get(key);
    if (running) return running as Promise<T>;
    const promise = (async () => {
      try {
        const value = await load();
        remember(key, value, ttlMs);
        await keepCopy(key, value);
        return value;
      } catch {
        const copy = (await lastGood(key)) as T | undefined;
        remember(key, copy ?? none, retryMs);
        return copy ?? none;
      } finally {
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, promise);
    return promise;
  }

  async function get(path: string, params: Record<string, string>): Promise<{ contentType: string; raw: string }> {
    const url = new URL(`${base}/${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const response = await fetch(url, { headers: { Accept: 'application/json, text/plain;q=0.9, text/html;q=0.8' }, redirect: 'follow', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      await response.body?.cancel();
      throw new NewsFeedUnavailableError(`the feed answered ${response.status}`);
    }
    return { contentType: response.headers.get('content-type') ?? '', raw: await limitedText(response, maxBytes) };
  }

  return {
    imageOrigin: new URL(base).origin,
    feed(query) {
      const params: Record<string, string> = { limit: String(query.limit) };
      if (query.category) params.category = query.category;
      const key = `feed?${new URLSearchParams(params).toString()}`;
      return cached(
        key,
        async () => {
          const { raw } = await get('api/feed', params);
          return mapFeed(JSON.parse(raw)).slice(0, query.limit);
        },
        [] as NewsFeedItem[],
      );
    },
    article(id) {
      return cached<NewsArticle | null>(
        `article:${id}`,
        async () => {
          const { contentType, raw } = await get('api/getarticle', { id });
          return mapArticle(id, contentType, raw);
        },
        null,
      );
    },
  };
}
