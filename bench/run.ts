/**
 * npm run bench: 10,000 companies, 200,000 references and 50,000 applications (bench/seed.ts), then
 * requests/s and p50/p99 latency of the office companies list (page of 25 with total, a search, a
 * deep sorted page), the office applications list filtered by status, a company's references
 * searched, the office people list and a search of it (50,000 people), and /api/users/me,
 * next to a bare route of the same server, /api/health (one trivial query: the floor of every route that
 * reads the database, and the cheapest route a client outside can call) and a signed-in route that reads only the session (the floor of every
 * signed-in route), with autocannon in a process of its own, and the app's CPU time per request. Writes the table between the
 * bench markers of docs/benchmarks.md (the page's other sections stay).
 * BENCH_DATABASE_URL points it at another PostgreSQL (a fresh database is created there).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/app';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../server/db/embedded';
import { createDb, migrateToLatest } from '../server/db/kysely';
import { localStorage } from '../server/integrations/storage';
import { seedDescribables } from '../server/db/seed/describables';
import { access } from '../server/http/access';
import { defineRoute } from '../server/http/route';
import { APPLICATIONS, BIG_COMPANY_REFERENCES, COMPANIES, PASSWORD, PEOPLE, REFERENCES, seed } from './seed';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * Every route is measured in each round, the bare route first; a route's "× bare" is its median
 * over the rounds of its rate over the bare route's in the same round. The machines we measure on
 * drift within a minute (other work, CPU frequency), so one long measurement per route would
 * compare routes measured under different conditions.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;

async function login(baseUrl: string, email: string): Promise<string> {
  const first = await fetch(`${baseUrl}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`bench login failed: ${response.status}`);
  const cookies = response.headers.get('set-cookie') ?? '';
  const session = /pateva_session=([^;]+)/.exec(cookies)?.[1];
  // As a browser keeps them: the session, its own XSRF token (new at sign-in) and the sign-in marker.
  const bound = /XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1] ?? xsrf;
  return `XSRF-TOKEN=${bound}; pateva_session=${session}; pateva_signed_in=1`;
}

const DOC = path.resolve('docs/benchmarks.md');
const START = '<!-- bench:start (written by npm run bench) -->';
const END = '<!-- bench:end -->';

/** The latest run goes between the markers; the rest of the page (before/after, other sections) stays. */
function replaceRun(doc: string, run: string): string {
  const block = `${START}\n${run}\n${END}`;
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start >= 0 && end > start) return doc.slice(0, start) + block + doc.slice(end + END.length);
  return doc.trim() ? `${doc.trimEnd()}\n\n${block}\n` : `# Benchmarks\n\n${block}\n`;
}

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** The app process's CPU time (user and system, all its threads) per request answered, µs. */
  appCpuMicros: number;
}

interface Summary extends Row {
  /** Median over the rounds of the route's rate over the bare route's in the same round. */
  timesBare: number;
  /**
   * The same over /api/health's rate: the bare route of a client outside, who cannot call the bench's own
   * bare route (the outside measurement of issue 18 §8 had /users/me at 0.92-0.99 × its bare route, as here
   * against /api/health, not against a route that reads no database).
   */
  timesHealth: number;
}

/** /api/health: one trivial query, the bare route measured from outside. */
const HEALTH_ROUTE = 2;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A route's rounds as one row: medians, and the errors of every round. */
function summarize(rounds: Row[][], index: number): Summary {
  const mine = rounds.map((round) => round[index]);
  return {
    name: mine[0].name,
    requestsPerSecond: median(mine.map((r) => r.requestsPerSecond)),
    timesBare: median(rounds.map((round) => round[index].requestsPerSecond / round[0].requestsPerSecond)),
    timesHealth: median(rounds.map((round) => round[index].requestsPerSecond / round[HEALTH_ROUTE].requestsPerSecond)),
    appCpuMicros: median(mine.map((r) => r.appCpuMicros)),
    p50: median(mine.map((r) => r.p50)),
    p99: median(mine.map((r) => r.p99)),
    non2xx: mine.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

const AUTOCANNON = path.resolve('node_modules/autocannon/autocannon.js');

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

/** Runs autocannon in a process of its own (as a client outside would), and reads its JSON summary. */
function runAutocannon(url: string, cookie?: string): Promise<AutocannonResult> {
  const args = [AUTOCANNON, '--json', '--connections', String(CONNECTIONS), '--duration', String(DURATION_S)];
  if (cookie) args.push('--headers', `cookie=${cookie}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      try {
        resolve(JSON.parse(stdout) as AutocannonResult);
      } catch (parseError) {
        reject(parseError);
      }
    });
  });
}

/**
 * The route's rate and latency, and the app's own CPU time per request (this process serves; the load
 * comes from another): a figure the machine's other work moves much less than requests/s.
 */
async function measure(name: string, url: string, cookie?: string): Promise<Row> {
  const before = process.cpuUsage();
  const result = await runAutocannon(url, cookie);
  const used = process.cpuUsage(before);
  const appCpuMicros = (used.user + used.system) / Math.max(1, result.requests.total);
  return { name, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx + result.errors, appCpuMicros };
}

/** Every WRITE_INTERVAL_MS, another connection (as another app process would) commits a change to a company. */
const WRITE_INTERVAL_MS = 10;

/** Runs `measured` while a writer changes a company: every kept total goes stale at each commit (listTotals.ts). */
async function whileWriting<T>(databaseUrl: string, measured: () => Promise<T>): Promise<T> {
  const writer = new pg.Client(databaseUrl);
  await writer.connect();
  let writing = true;
  const loop = (async () => {
    while (writing) {
      await writer.query(`update companies set updated_at = now() where id = 1`);
      await new Promise((resolve) => setTimeout(resolve, WRITE_INTERVAL_MS));
    }
  })();
  try {
    return await measured();
  } finally {
    writing = false;
    await loop;
    await writer.end();
  }
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pateva-bench-'));
  let embedded: EmbeddedDatabase | null = null;
  let adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres(dataDir, 'postgres');
    adminUrl = embedded.url;
  }
  const databaseName = `pateva_bench_${Date.now()}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const db = createDb(url.toString());
  try {
    await migrateToLatest(db);
    await seedDescribables(db);
    await seed(db, console.log);
    const app = await buildApp({
      context: { db, outbox: { mail: async () => {} }, prh: { lookUp: async () => null, cached: async () => null, refresh: async () => null }, appUrl: 'http://localhost', secret: 'bench-secret-bench-secret-bench-secret', storage: localStorage(path.join(dataDir, 'files')) },
      distDir: path.join(dataDir, 'no-dist'),
    });
    defineRoute(app, { method: 'GET', url: '/bench/bare', access: access.public(), summary: 'Reference: no database, no session', handler: () => ({ ok: true }) });
    // The floor of every signed-in route: the session's one round trip, and nothing else read.
    defineRoute(app, { method: 'GET', url: '/api/bench/session', access: access.signedIn(), summary: 'Reference: the session only', handler: () => ({ ok: true }) });
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const office = await login(baseUrl, 'office@bench.test');
    const company = await login(baseUrl, 'company@bench.test');
    const routes = [
      ['bare route (reference)', `${baseUrl}/bench/bare`, undefined],
      ['signed in, session read only (reference)', `${baseUrl}/api/bench/session`, office],
      ['/api/health, one trivial query (the cheapest public route: the bare route measured from outside)', `${baseUrl}/api/health`, undefined],
      ['office companies list, page of 25 with total', `${baseUrl}/api/companies?page=1&paginate=25&sort=name&order=asc`, office],
      ['office companies search q=mittaus 12 (a common word and a number), page 1', `${baseUrl}/api/companies?q=mittaus%2012&page=1&paginate=25`, office],
      ['office companies search q=rakennus (a word in a fifth of the names), page 3', `${baseUrl}/api/companies?q=rakennus&page=3&paginate=25`, office],
      [
        `office companies search q=rakennus, page 3, while another connection commits a change every ${WRITE_INTERVAL_MS} ms (totals counted again)`,
        `${baseUrl}/api/companies?q=rakennus&page=3&paginate=25`,
        office,
        'writing',
      ],
      ['office companies sorted by business ID desc, page 200', `${baseUrl}/api/companies?page=200&paginate=25&sort=registrationNumber&order=desc`, office],
      ['office applications list, status Lähetetty (2), page of 25 with total', `${baseUrl}/api/applications?application_status_id=2&page=1&paginate=25`, office],
      ['office applications search q=mittaus 12, page 1', `${baseUrl}/api/applications?q=mittaus%2012&page=1&paginate=25`, office],
      [`references of a company with ${BIG_COMPANY_REFERENCES.toLocaleString('en')}, search q=silta 1234 (rare)`, `${baseUrl}/api/companies/1/references?q=silta%201234`, office],
      [`references of a company with ${BIG_COMPANY_REFERENCES.toLocaleString('en')}, search q=kuusamo uimahalli (rarer words)`, `${baseUrl}/api/companies/1/references?q=kuusamo%20uimahalli`, office],
      [`references of a company with ${BIG_COMPANY_REFERENCES.toLocaleString('en')}, search q=oulu kaupunki (common words)`, `${baseUrl}/api/companies/1/references?q=oulu%20kaupunki`, office],
      [`office people list across companies (${PEOPLE.toLocaleString('en')}), page of 25 with total`, `${baseUrl}/api/people?page=1&paginate=25`, office],
      ['office people search q=virtanen (a common surname)', `${baseUrl}/api/people?q=virtanen&page=1&paginate=25`, office],
      ['/api/users/me (company admin)', `${baseUrl}/api/users/me`, company],
    ] as const;
    const rounds: Row[][] = [];
    // The machine's load (1-minute average) at the start and the end: the ratios mean little on a busy one.
    const loadBefore = os.loadavg()[0];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const rows: Row[] = [];
      for (const [name, target, cookie, writing] of routes) {
        console.log(`Round ${round}/${ROUNDS}: ${name} for ${DURATION_S} s …`);
        rows.push(await (writing ? whileWriting(url.toString(), () => measure(name, target, cookie)) : measure(name, target, cookie)));
      }
      rounds.push(rows);
    }
    const rows = routes.map((_, index) => summarize(rounds, index));
    await app.close();
    const table = [
      // × bare: the median over the rounds of the route's requests/s over the bare route's in the same round.
      '| route | requests/s | × bare | × /api/health | p50 ms | p99 ms | non-2xx or errors | app CPU µs per request |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.requestsPerSecond.toFixed(0)} | ${r.timesBare.toFixed(2)} | ${r.timesHealth.toFixed(2)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.appCpuMicros.toFixed(0)} |`,
      ),
    ].join('\n');
    const run = [
      `Made by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${COMPANIES.toLocaleString('en')} companies, ${REFERENCES.toLocaleString('en')} references, ${APPLICATIONS.toLocaleString('en')} applications, ${PEOPLE.toLocaleString('en')} people,`,
      `autocannon in a process of its own with ${CONNECTIONS} connections for ${DURATION_S} s per route in each of ${ROUNDS} rounds (medians), one app process,`,
      `${embedded ? 'embedded' : 'external'} PostgreSQL,`,
      `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), load average ${loadBefore.toFixed(1)} at the start and ${os.loadavg()[0].toFixed(1)} at the end.`,
      'Numbers from one run on one machine: compare rows, not machines. "× /api/health": over /api/health\'s rate in the same round.',
      '"app CPU": the app process\'s CPU time (all its threads, user and system) per request answered; the load generator runs in another process.',
      '',
      table,
    ].join('\n');
    await writeFile(DOC, replaceRun(await readFile(DOC, 'utf8').catch(() => ''), run));
    console.log(`\n${table}\n\nWritten to docs/benchmarks.md`);
  } finally {
    await db.destroy();
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
    if (embedded) await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
