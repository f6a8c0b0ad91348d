/** What the route modules need from the running app. */
import type { Db } from './db/kysely';
import type { Mailer } from './integrations/mailer';
import type { FileStorage } from './integrations/storage';
import type { PrhClient } from './integrations/prh';

export interface AppContext {
  db: Db;
  mailer: Mailer;
  prh: PrhClient;
  /** Base of links in e-mails (APP_URL). */
  appUrl: string;
  /** Signs cookies and e-mail links (SESSION_SECRET). */
  secret: string;
  /** Uploaded files by content hash (integrations/storage.ts). */
  storage: FileStorage;
}
