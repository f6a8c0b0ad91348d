/** Settings from the environment (README "Settings"); bad values stop the start with a clear message. */
import { z } from 'zod';
import path from 'node:path';
import { dsnOrigin } from '../src/domain/errorReporting';
import { parseTrustProxy, type TrustProxy } from './trustProxy';
import { isValidBusinessId, normalizeBusinessId } from '../src/domain/businessId';
import { ovtSuggestion } from '../src/domain/einvoice';
import { isValidIban, normalizeIban } from '../src/domain/iban';
import { storable } from '../src/domain/entities/fields';
import type { InvoiceSeller } from '../src/domain/invoicing';

const UNSTORABLE = 'must not contain NUL or lone surrogates';

export const DEFAULT_PRH_API_URL = 'https://avoindata.prh.fi/opendata-ytj-api/v3';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  APP_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  PRH_API_URL: z.url().default(DEFAULT_PRH_API_URL),
  // The association's news feed (SPEC §7: <url>/api/feed, <url>/api/getarticle); unset: the portal's own news items.
  NEWS_FEED_URL: z.url().regex(/^https?:\/\//, 'must start with http:// or https://').optional(),
  // An S3-compatible bucket for files: https://KEY:SECRET@host/bucket?region=… (integrations/storage.ts); else DATA_DIR/files.
  S3_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+\/[^/?#]+\/?(\?.*)?$/, 'must be https://[key:secret@]host/bucket[?region=…]')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // false, or the proxies' addresses/subnets, comma-separated (trustProxy.ts says why not true or a hop count).
  TRUST_PROXY: z
    .string()
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (parsed.ok) return parsed.value;
      context.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    })
    .optional(),
  // The error tracker (Sentry or GlitchTip, docs/operations.md); unset: no error reports are sent.
  SENTRY_DSN: z
    .string()
    .refine((value) => dsnOrigin(value) !== null, 'must be a DSN as the tracker shows it: https://KEY@host/PROJECT_ID')
    .optional(),
  SENTRY_ENVIRONMENT: z.string().min(1).max(64).default('production'),
  SENTRY_RELEASE: z.string().min(1).max(200).optional(),
  // The certification body as the seller of its e-invoices (invoicing/finvoice.ts); all unset: the demo association.
  INVOICE_SELLER_NAME: z.string().max(70).refine(storable, UNSTORABLE).optional(),
  INVOICE_SELLER_BUSINESS_ID: z.string().refine(isValidBusinessId, 'must be a Finnish business ID with its check digit, e.g. 0112038-9').optional(),
  INVOICE_SELLER_STREET: z.string().max(35).refine(storable, UNSTORABLE).optional(),
  INVOICE_SELLER_POST_CODE: z.string().regex(/^\d{5}$/, 'must be five digits').optional(),
  INVOICE_SELLER_TOWN: z.string().max(35).refine(storable, UNSTORABLE).optional(),
  INVOICE_SELLER_IBAN: z.string().refine(isValidIban, 'must be an IBAN with valid check digits').optional(),
  INVOICE_SELLER_BIC: z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be a BIC of 8 or 11 letters and digits').optional(),
  // Default: 0037 and the business ID's digits.
  INVOICE_SELLER_EINVOICE_ADDRESS: z.string().regex(/^[A-Z0-9]{8,35}$/, 'must be an e-invoice address (OVT) of letters and digits').optional(),
  INVOICE_SELLER_OPERATOR: z.string().regex(/^[A-Z0-9]{4,35}$/, "must be the operator's ID (välittäjätunnus) of letters and digits").optional(),
});

/** Every setting of the seller that has no default: a partial seller would send invoices with holes. */
const SELLER_REQUIRED = [
  'INVOICE_SELLER_NAME',
  'INVOICE_SELLER_BUSINESS_ID',
  'INVOICE_SELLER_STREET',
  'INVOICE_SELLER_POST_CODE',
  'INVOICE_SELLER_TOWN',
  'INVOICE_SELLER_IBAN',
  'INVOICE_SELLER_BIC',
  'INVOICE_SELLER_OPERATOR',
] as const;

type Env = z.output<typeof envSchema>;

/** The seller from INVOICE_SELLER_*: null when none is set (the demo association sells), an error when only some are. */
function invoiceSellerOf(e: Env): InvoiceSeller | null {
  const given = SELLER_REQUIRED.filter((key) => e[key] !== undefined);
  if (given.length === 0 && !e.INVOICE_SELLER_EINVOICE_ADDRESS) return null;
  const missing = SELLER_REQUIRED.filter((key) => e[key] === undefined);
  if (missing.length > 0) throw new ConfigError(`Invalid settings:\n${missing.map((key) => `  ${key}: required when any INVOICE_SELLER_* is set`).join('\n')}`);
  const businessId = normalizeBusinessId(e.INVOICE_SELLER_BUSINESS_ID ?? '');
  return {
    name: e.INVOICE_SELLER_NAME ?? '',
    businessId,
    ovt: e.INVOICE_SELLER_EINVOICE_ADDRESS ?? ovtSuggestion(businessId) ?? '',
    operatorId: e.INVOICE_SELLER_OPERATOR ?? '',
    street: e.INVOICE_SELLER_STREET ?? '',
    postCode: e.INVOICE_SELLER_POST_CODE ?? '',
    town: e.INVOICE_SELLER_TOWN ?? '',
    iban: normalizeIban(e.INVOICE_SELLER_IBAN ?? ''),
    bic: e.INVOICE_SELLER_BIC ?? '',
  };
}

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  prhApiUrl: string;
  sessionSecret: string | undefined;
  logLevel: string;
  trustProxy: TrustProxy;
  s3Url: string | undefined;
  newsFeedUrl: string | undefined;
  /** SENTRY_DSN, SENTRY_ENVIRONMENT and SENTRY_RELEASE: null when no DSN is set (error reporting off). */
  errorTracker: { dsn: string; environment: string; release: string | undefined } | null;
  /** INVOICE_SELLER_*: null when unset (the demo association is the seller). */
  invoiceSeller: InvoiceSeller | null;
}

export class ConfigError extends Error {}

/** Empty strings count as unset, as a shell's `FOO=` means. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    prhApiUrl: e.PRH_API_URL.replace(/\/$/, ''),
    sessionSecret: e.SESSION_SECRET,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    s3Url: e.S3_URL,
    newsFeedUrl: e.NEWS_FEED_URL?.replace(/\/$/, ''),
    errorTracker: e.SENTRY_DSN ? { dsn: e.SENTRY_DSN, environment: e.SENTRY_ENVIRONMENT, release: e.SENTRY_RELEASE } : null,
    invoiceSeller: invoiceSellerOf(e),
  };
}
