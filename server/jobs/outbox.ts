/**
 * The outbox: an e-mail is a job written in the same transaction as the change that causes it
 * (ARCHITECTURE "Files, jobs, delivery"). The request answers once its change commits; a worker
 * (worker.ts) sends the mail afterwards, with retries (queues.ts). A change that rolls back takes
 * its mail with it, and a mail server that is down delays mail without losing any.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import { z } from 'zod';
import type { Database } from '../db/types';
import type { Mail } from '../integrations/mailer';
import { mailQueue } from './queues';

export interface Outbox {
  /**
   * Queues the mail in `db`'s transaction: pass the transaction of the change the mail tells of;
   * the plain database only for a mail that changes nothing (a reminder of an existing account).
   */
  mail(db: Kysely<Database>, mail: Mail): Promise<void>;
}

/** A mail job's data, read back by the worker: what was written is what is sent. */
export const mailJobSchema = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string(), encoding: z.literal('base64') })).optional(),
});

/** pg-boss's SQL run on a Kysely connection, so that its job joins that connection's transaction. */
export function kyselyExecutor(db: Kysely<Database>): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values));
      return { rows: [...result.rows] };
    },
  };
}

export function createOutbox(boss: PgBoss): Outbox {
  return {
    async mail(db, mail) {
      const data: z.input<typeof mailJobSchema> = { to: mail.to, subject: mail.subject, text: mail.text, ...(mail.attachments?.length ? { attachments: mail.attachments } : {}) };
      const id = await boss.send(mailQueue.name, data, { db: kyselyExecutor(db) });
      // No id: the queue is missing (pg-boss joins on it). The change must not commit without its mail.
      if (!id) throw new Error(`the ${mailQueue.name} queue does not exist: was the job queue started (server/jobs)?`);
    },
  };
}
