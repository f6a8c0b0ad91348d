/**
 * The portal as `npm start` runs it (server/main.ts on embedded PostgreSQL), as a child process
 * a test can kill, signal and start again on the same DATA_DIR; and a signed-in API client for it
 * that opens a new connection per request, so a stopped server shows as refused, never as a reset.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { freePort } from '../../server/db/embedded';

export interface PortalProcess {
  baseUrl: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** `env`: settings beside the defaults, e.g. SENTRY_DSN for a test of error reporting. */
export async function startPortal(dataDir: string, port?: number, env: Record<string, string> = {}): Promise<PortalProcess> {
  const chosen = port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${chosen}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(chosen), DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', PRH_API_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the portal exited (${child.exitCode}):\n${output}`);
    const health = await request(baseUrl, 'GET', '/api/health').catch(() => null);
    if (health?.status === 200) return { baseUrl, child, output: () => output, exited };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the portal did not answer in time:\n${output}`);
}

export interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

/** One request on its own connection (no keep-alive). Rejects with the socket error's code. */
export function request(baseUrl: string, method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      `${baseUrl}${path}`,
      {
        method,
        agent: false,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, cookies: res.headers['set-cookie'] ?? [] }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A signed-in session of a demo user: cookies and the XSRF header for unsafe requests. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<Record<string, string>> {
  const first = await request(baseUrl, 'GET', '/api/health');
  const xsrf = first.cookies.map((cookie) => /^XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1]).find(Boolean) ?? '';
  const login = await request(baseUrl, 'POST', '/api/auth/login', {
    body: { email, password },
    headers: { 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
  const session = login.cookies.map((cookie) => /^(pateva_session=[^;]+)/.exec(cookie)?.[1]).find(Boolean) ?? '';
  const rotated = login.cookies.map((cookie) => /^XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1]).find(Boolean) ?? xsrf;
  return { 'x-xsrf-token': rotated, cookie: `XSRF-TOKEN=${rotated}; ${session}` };
}
