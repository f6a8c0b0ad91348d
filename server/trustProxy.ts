/**
 * TRUST_PROXY (README "Settings"): which connecting addresses are the operator's proxies, so their
 * X-Forwarded-For/-Proto are believed. The client is then the first address of the chain, read from
 * the right, that is not a named proxy: what the load balancer appended, not what the client wrote.
 * `true` (every sender is a proxy) would take the left-most value, which the client chooses, so it
 * is refused, and so is a hop count: Fastify 5.12.1 dropped hop counts, as a count cannot tell a
 * proxy from a client that connects directly (they now silently trust nobody).
 */
import { isIP } from 'node:net';

/** false: the connection itself is the client; else the proxies' addresses, subnets or proxy-addr's names. */
export type TrustProxy = false | string[];

/** @fastify/proxy-addr's names: 127.0.0.0/8 and ::1; link-local; 10/8, 172.16/12, 192.168/16 and fc00::/7. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

const HOW = 'name the load balancers\' addresses or subnets, comma-separated (e.g. 10.0.0.0/8, or uniquelocal for private networks)';

/** Why `entry` is not a proxy's address, subnet or name; null if it is one. */
function entryProblem(entry: string): string | null {
  if (NAMED_RANGES.includes(entry)) return null;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return `"${entry}" is not an IP address, a subnet (address/bits) or ${NAMED_RANGES.join('/')}`;
  if (prefix === undefined) return null;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128) ? null : `"${entry}" has a bad subnet size`;
}

/** The setting's value, or the reason it is refused (the start stops with it). */
export function parseTrustProxy(value: string | undefined): { ok: true; value: TrustProxy } | { ok: false; message: string } {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return { ok: true, value: false };
  if (text === 'true') return { ok: false, message: `true would believe any X-Forwarded-For a client writes; ${HOW}` };
  if (/^\d+$/.test(text)) return { ok: false, message: `a hop count is not supported (a client could forge the hops); ${HOW}` };
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const problem = entryProblem(entry);
    if (problem) return { ok: false, message: `${problem}; ${HOW}` };
  }
  return { ok: true, value: entries };
}
