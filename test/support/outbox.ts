/** Reads the .eml files the portal writes to DATA_DIR/outbox when no SMTP_URL is set. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Quoted-printable: soft line breaks and =XX bytes, decoded as UTF-8. */
export function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words in headers (=?UTF-8?Q?…?= and =?UTF-8?B?…?=). */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

export function parseEml(raw: string): OutboxMail {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = rest.join('\n\n');
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { to: headers.get('to') ?? '', subject: decodeHeader(headers.get('subject') ?? ''), text };
}

export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map(async (file) => parseEml(await readFile(path.join(dir, file), 'utf8'))));
}

/** Waits for a mail to an address whose subject matches, and returns its first link. */
export async function waitForLink(dataDir: string, to: string, subject: RegExp, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const mail = (await readOutbox(dataDir)).reverse().find((m) => m.to.includes(to) && subject.test(m.subject));
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} matching ${subject} in the outbox`);
}
