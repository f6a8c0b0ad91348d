/**
 * The sessions this process has read, kept for a moment so that a signed-in request whose access
 * rule needs nothing of a company or a person (most of all /users/me and the office's lists) does
 * not read its session again (issue 7 §5: session look-up cost). PostgreSQL stays the only record:
 * an entry is forgotten
 *   - when PostgreSQL says its user changed (migration 012: a session ended, the user changed,
 *     a permission given or taken; `LISTEN pateva_auth_changed`, from every process),
 *   - at once when this process itself ends a session (session.ts), before answering,
 *   - after MAX_AGE_MS in any case, and when the session expires.
 * While the listening connection is down (PostgreSQL restarting, a network cut) nothing is kept
 * and every request reads its session, as without the cache; it is opened again with a pause.
 *
 * It also keeps the ids of the companies a session query found to exist: an office user's route into
 * a company needs nothing else (access.ts), so such a request reads nothing for its access. The app
 * removes no company (a merged one stays, ended); one removed or emptied by hand tells every process
 * (migration 042), which forgets everything it keeps.
 */
import pg from 'pg';
import type { CurrentUser } from './currentUser';

export const AUTH_CHANNEL = 'pateva_auth_changed';
/** Belt and braces: a notice lost on the way costs at most this long. */
const MAX_AGE_MS = 30_000;
const MAX_ENTRIES = 10_000;
/** Company ids are small; past this many the set starts again (the office reaching most of 100,000 companies). */
const MAX_COMPANIES = 100_000;
const RECONNECT_MS = 1_000;

interface Entry {
  user: CurrentUser;
  /** The session's own end, ms since the epoch. */
  expiresAt: number;
  cachedAt: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly companies = new Set<number>();
  private listener: pg.Client | null = null;
  private listening = false;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  private starting: Promise<void> = Promise.resolve();
  /** Bumped by every forgetting: a read that began before it must not store what it read. */
  private generation = 0;

  constructor(private readonly connectionString: string) {}

  /** Opens the listening connection (again); until it listens, nothing is kept. Settles once it listens or has failed. */
  start(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.listener) return this.starting;
    const client = new pg.Client({ connectionString: this.connectionString });
    this.listener = client;
    const lost = () => {
      if (this.listener !== client) return;
      this.listener = null;
      this.listening = false;
      this.clear();
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (!this.stopped) this.retry = setTimeout(() => ((this.retry = null), void this.start()), RECONNECT_MS);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel !== AUTH_CHANNEL) return;
      const userId = Number(message.payload);
      if (Number.isSafeInteger(userId)) this.forgetUser(userId);
      else this.clear();
    });
    this.starting = client
      .connect()
      .then(() => client.query(`listen ${AUTH_CHANNEL}`))
      .then(() => {
        if (this.listener !== client) return;
        // Whatever changed while nobody listened is unknown: start empty.
        this.clear();
        this.listening = true;
      })
      .catch(lost);
    return this.starting;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.listener;
    this.listener = null;
    this.listening = false;
    this.clear();
    if (client) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }

  /** The token of a read about to start; `set` stores its result only if nothing was forgotten meanwhile. */
  readStarted(): number {
    return this.generation;
  }

  get(sessionId: string, now = Date.now()): CurrentUser | null {
    if (!this.listening) return null;
    const entry = this.entries.get(sessionId);
    if (!entry) return null;
    if (entry.expiresAt <= now || now - entry.cachedAt > MAX_AGE_MS) {
      this.entries.delete(sessionId);
      return null;
    }
    return entry.user;
  }

  set(sessionId: string, user: CurrentUser, expiresAt: Date, readStarted: number, now = Date.now()): void {
    if (!this.listening || readStarted !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // The oldest first (a Map keeps insertion order).
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(sessionId, { user, expiresAt: expiresAt.getTime(), cachedAt: now });
  }

  /** Whether a session query of this process found the company, and nothing removed a company since. */
  knowsCompany(companyId: number): boolean {
    return this.listening && this.companies.has(companyId);
  }

  /** A session query found the company (`readStarted` as for `set`). */
  rememberCompany(companyId: number, readStarted: number): void {
    if (!this.listening || readStarted !== this.generation) return;
    if (this.companies.size >= MAX_COMPANIES) this.companies.clear();
    this.companies.add(companyId);
  }

  forgetSession(sessionId: string): void {
    this.generation += 1;
    this.entries.delete(sessionId);
  }

  forgetUser(userId: number): void {
    this.generation += 1;
    for (const [sessionId, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(sessionId);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.companies.clear();
  }

  /** For tests: whether entries are kept now. */
  get active(): boolean {
    return this.listening;
  }
}
