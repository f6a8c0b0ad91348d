/**
 * A local error tracker for the tests (issue 22 §5): an HTTP server that takes what Sentry's SDK sends
 * to a DSN (envelopes, POST /api/PROJECT/envelope/) and keeps the events, as Sentry or GlitchTip would.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface TrackedEvent {
  path: string;
  /** Each item of the envelope: its header's type and its payload. */
  items: Array<{ type: string; payload: Record<string, unknown> }>;
  raw: string;
}

export interface FakeErrorTracker {
  dsn: string;
  envelopes: TrackedEvent[];
  /** The error events received, waiting until there are at least `count` (the test's timeout bounds the wait). */
  errorEvents(count: number): Promise<Array<Record<string, unknown>>>;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
}

function parseEnvelope(path: string, raw: string): TrackedEvent {
  const [, ...lines] = raw.split('\n').filter((line) => line !== '');
  const items: TrackedEvent['items'] = [];
  for (let at = 0; at + 1 < lines.length; at += 2) {
    const header = JSON.parse(lines[at] ?? '{}') as { type?: string };
    items.push({ type: header.type ?? '', payload: JSON.parse(lines[at + 1] ?? '{}') as Record<string, unknown> });
  }
  return { path, items, raw };
}

export async function startFakeErrorTracker(): Promise<FakeErrorTracker> {
  const envelopes: TrackedEvent[] = [];
  const waiting: Array<() => void> = [];
  const server = createServer((request, response) => {
    void bodyOf(request).then((raw) => {
      envelopes.push(parseEnvelope(request.url ?? '', raw));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      waiting.splice(0).forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const errors = () => envelopes.flatMap((envelope) => envelope.items.filter((item) => item.type === 'event').map((item) => item.payload));
  return {
    dsn: `http://publickey@127.0.0.1:${port}/42`,
    envelopes,
    async errorEvents(count) {
      while (errors().length < count) await new Promise<void>((resolve) => waiting.push(resolve));
      return errors();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
