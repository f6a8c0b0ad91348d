/**
 * The e2e portal's embedded database (DATA_DIR/postgres), for the one step the review test takes as a
 * shortcut: marking an application sent without building a whole portfolio for it (the real send,
 * with its checks, is walked through in applicationFlow.test.ts). The port is
 * PostgreSQL's own record in postmaster.pid (line 4), the password the portal's secret file.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

async function client(dataDir: string): Promise<pg.Client> {
  const pid = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const port = Number(pid.split('\n')[3]);
  const password = (await readFile(path.join(dataDir, '.postgres-password'), 'utf8')).trim();
  const db = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'pateva' });
  await db.connect();
  return db;
}

/** Moves a draft or returned application to sent, with its history row, as the company's send does. */
export async function markSent(dataDir: string, appId: number): Promise<void> {
  const db = await client(dataDir);
  try {
    await db.query(
      `with before as (select application_status_id as from_status from applications where id = $1)
       insert into application_status_history (application_id, from_status_id, to_status_id, message)
       select $1, from_status, 2, null from before`,
      [appId],
    );
    await db.query('update applications set application_status_id = 2, sent_at = now(), updated_at = now() where id = $1', [appId]);
  } finally {
    await db.end();
  }
}
