/**
 * A local stand-in for the association's news feed (SPEC §7: GET api/feed, GET /api/getarticle), so
 * tests never reach the internet. Its items and articles are set per test; `down` makes it answer 503.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeNewsFeed {
  url: string;
  items: unknown[];
  /** Article id → its answer: a string is sent as text/html, anything else as JSON. */
  articles: Map<string, unknown>;
  down: boolean;
  requests: string[];
  close(): Promise<void>;
}

export async function startFakeNewsFeed(): Promise<FakeNewsFeed> {
  const feed: FakeNewsFeed = { url: '', items: [], articles: new Map(), down: false, requests: [], close: async () => {} };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    feed.requests.push(`${url.pathname}${url.search}`);
    if (feed.down) {
      response.writeHead(503).end('down');
      return;
    }
    if (url.pathname === '/api/feed') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(feed.items));
      return;
    }
    const article = url.pathname === '/api/getarticle' ? feed.articles.get(url.searchParams.get('id') ?? '') : undefined;
    if (article === undefined) {
      response.writeHead(404).end();
    } else if (typeof article === 'string') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(article);
    } else {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(article));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feed.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  feed.close = () => new Promise((resolve) => server.close(() => resolve()));
  return feed;
}
