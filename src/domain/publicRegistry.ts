/**
 * The public registry's answers (issue 20 "Public registry"): what anyone may read of a company's
 * certificates issued by the association, and nothing personal (no people, no reasons, no staff).
 * The server answers these shapes; the public pages read them.
 */
import { z } from 'zod';
import { CERTIFICATE_EVENTS, CERTIFICATE_STATUSES } from './certificateStatus';

export { PUBLIC_REGISTRY_PATH, publicCertificatePath } from './certificateStatus';

const industry = z.object({ symbolicNumber: z.string(), description: z.string() });

export const publicCertificateSummarySchema = z.object({
  number: z.string(),
  certificateTypeId: z.number().int(),
  name: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  scope: z.string().nullable(),
  industries: z.array(industry),
});
export type PublicCertificateSummary = z.output<typeof publicCertificateSummarySchema>;

/** `stopped`: the office has stopped the company (status Stop, issue 22 §1); its certificates are then not to be relied on. */
const publicCompanyBase = z.object({ businessId: z.string(), name: z.string(), location: z.string().nullable(), stopped: z.boolean() });

export const publicCompanySchema = publicCompanyBase.extend({
  certificates: z.array(publicCertificateSummarySchema),
  /** Issue 22 §2: the company has merged into this one (its certificates moved there); null otherwise. */
  mergedInto: z.object({ businessId: z.string(), name: z.string(), mergedAt: z.string() }).nullable(),
});
export type PublicCompany = z.output<typeof publicCompanySchema>;

export const publicCompanySearchSchema = z.object({ data: z.array(publicCompanySchema) });
export type PublicCompanySearch = z.output<typeof publicCompanySearchSchema>;

export const publicCertificateSchema = publicCertificateSummarySchema.extend({
  issuer: z.string(),
  decidedAt: z.string().nullable(),
  company: publicCompanyBase,
  /** What happened to it and when (days only; the reasons stay with the office). */
  history: z.array(z.object({ event: z.enum(CERTIFICATE_EVENTS), date: z.string() })),
});
export type PublicCertificate = z.output<typeof publicCertificateSchema>;

export const PUBLIC_QUERY_SHORT = 'Kirjoita vähintään kaksi merkkiä.';
export const publicCompanyQuerySchema = z.object({
  q: z.string({ error: PUBLIC_QUERY_SHORT }).trim().min(2, PUBLIC_QUERY_SHORT).max(100, 'Hakusana on liian pitkä.'),
});
