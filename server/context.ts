/** What the route modules need from the running app. */
import type { Db } from './db/kysely';
import type { ErrorTracker } from './integrations/errorTracker';
import type { FileStorage } from './integrations/storage';
import type { PrhClient } from './integrations/prh';
import type { Outbox } from './jobs';
import type { NewsFeedClient } from './integrations/newsFeed';
import type { InvoiceSeller } from '../src/domain/invoicing';

export interface AppContext {
  db: Db;
  /** E-mail, queued in the transaction of the change it tells of (jobs/outbox.ts); no request sends mail itself. */
  outbox: Outbox;
  prh: PrhClient;
  /** Base of links in e-mails (APP_URL). */
  appUrl: string;
  /** Signs cookies and e-mail links (SESSION_SECRET). */
  secret: string;
  /** Uploaded files by content hash (integrations/storage.ts). */
  storage: FileStorage;
  /** The association's news feed (NEWS_FEED_URL); unset: /api/feed serves the portal's own news items. */
  newsFeed?: NewsFeedClient;
  /** Where 5xx errors are reported (SENTRY_DSN, integrations/errorTracker.ts); absent: reporting is off. */
  errorTracker?: ErrorTracker | null;
  /** The seller of the Finvoice invoices (INVOICE_SELLER_*); absent: the demo association. */
  invoiceSeller?: InvoiceSeller;
}
