/**
 * A portal killed with kill -9 leaves its embedded PostgreSQL running (reparented to init),
 * holding DATA_DIR/postgres; the next start would fail on its lock. Before a start we read
 * the folder's postmaster.pid, and a postmaster whose app is gone is stopped cleanly (fast
 * shutdown: open transactions roll back, everything committed stays).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export class DataDirInUseError extends Error {}

interface ProcessInfo {
  parentPid: number;
  command: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function processInfo(pid: number): Promise<ProcessInfo | null> {
  try {
    const { stdout } = await run('ps', ['-o', 'ppid=', '-o', 'args=', '-p', String(pid)]);
    const match = /^\s*(\d+)\s+(.*)$/.exec(stdout.trim());
    return match ? { parentPid: Number(match[1]), command: match[2] } : null;
  } catch {
    return null;
  }
}

async function waitForExit(pid: number, milliseconds: number): Promise<boolean> {
  const deadline = Date.now() + milliseconds;
  while (Date.now() < deadline) {
    if (!alive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !alive(pid);
}

/**
 * Stops the postmaster of `databaseDir` if one runs without the app that started it.
 * One whose parent is still a running program (another portal on the same DATA_DIR) is left
 * alone: DataDirInUseError says which process holds the folder.
 */
export async function stopOrphanedPostmaster(databaseDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isSafeInteger(pid) || pid <= 0 || !alive(pid)) return; // a stale file: PostgreSQL ignores it itself
  const postmaster = await processInfo(pid);
  // The PID may have been reused by an unrelated program since PostgreSQL wrote the file.
  if (!postmaster || !postmaster.command.includes('postgres') || !postmaster.command.includes(path.resolve(databaseDir))) return;
  const parent = postmaster.parentPid > 1 ? await processInfo(postmaster.parentPid) : null;
  if (parent && /\bnode\b|tsx/.test(parent.command)) {
    throw new DataDirInUseError(
      `DATA_DIR on toisen käynnissä olevan portaalin käytössä (prosessi ${postmaster.parentPid}); pysäytä se tai käytä toista DATA_DIRiä.\n` +
        `DATA_DIR is in use by another running portal (process ${postmaster.parentPid}); stop it or use another DATA_DIR.`,
    );
  }
  log(`Stopping the PostgreSQL (process ${pid}) left running in ${databaseDir} by an earlier start …`);
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 15_000)) return;
  // Fast shutdown did not finish: immediate shutdown, which recovers from the WAL at the next start.
  process.kill(pid, 'SIGQUIT');
  if (!(await waitForExit(pid, 5_000))) throw new Error(`PostgreSQL (process ${pid}) in ${databaseDir} did not stop.`);
}
