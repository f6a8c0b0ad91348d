/**
 * The invoicing basis (issue 22 §3): the rows to bill for a period, per company, with VAT; the CSV's
 * columns; and the pure rules the server and the screen share — an agreement's billing periods,
 * VAT per row in cents, the period query. Money is carried in cents and answered in euros.
 */
import { z } from 'zod';

export const INVOICING_KINDS = ['agreement', 'application', 'audit-days', 'audit-costs'] as const;
export type InvoicingKind = (typeof INVOICING_KINDS)[number];

export const KIND_LABELS: Record<InvoicingKind, string> = {
  agreement: 'Sopimus',
  application: 'Hakemusmaksu',
  'audit-days': 'Auditointipäivät',
  'audit-costs': 'Auditoinnin kulut',
};

const euros = z.number();

export const invoicingRowSchema = z.object({
  /** What the row bills, e.g. `agreement:12:2026-03-01`: marked invoiced by it, billed once. */
  key: z.string(),
  kind: z.enum(INVOICING_KINDS),
  companyId: z.number().int().positive(),
  description: z.string(),
  /** The day the row is billed by (a period's start, the day an application was sent, an audit's day). */
  billingDate: z.string(),
  /** The service period the row covers (an agreement's billing period; one day otherwise). */
  periodFrom: z.string(),
  periodTo: z.string(),
  productCode: z.string().nullable(),
  quantity: z.number(),
  unit: z.string(),
  unitPrice: euros,
  vatPercentage: z.number(),
  net: euros,
  vat: euros,
  gross: euros,
});
export type InvoicingRow = z.infer<typeof invoicingRowSchema>;

export const totalsSchema = z.object({ net: euros, vat: euros, gross: euros });
export type InvoicingTotals = z.infer<typeof totalsSchema>;

export const invoicingCompanySchema = z.object({
  companyId: z.number().int().positive(),
  companyName: z.string(),
  registrationNumber: z.string(),
  /** The e-invoice address (OVT) and operator of the company's electronic billing address (type 12), if it has one. */
  einvoiceAddress: z.string().nullable(),
  operatorId: z.string().nullable(),
  operatorName: z.string().nullable(),
  /** The billing address (type 10), else the postal address (type 1), as lines. */
  addressLines: z.array(z.string()),
  rows: z.array(invoicingRowSchema),
  totals: totalsSchema,
});
export type InvoicingCompany = z.infer<typeof invoicingCompanySchema>;

export const invoicingBasisSchema = z.object({
  from: z.string(),
  to: z.string(),
  companies: z.array(invoicingCompanySchema),
  rowCount: z.number().int(),
  totals: totalsSchema,
});
export type InvoicingBasis = z.infer<typeof invoicingBasisSchema>;

export const PERIOD_MESSAGES = {
  from: 'Anna alkupäivä muodossa vvvv-kk-pp.',
  to: 'Anna loppupäivä muodossa vvvv-kk-pp.',
  order: 'Alkupäivä ei voi olla loppupäivän jälkeen.',
  long: 'Laskutusjakso voi olla enintään vuoden mittainen.',
  format: 'Tuntematon muoto. Sallitut: json, csv, finvoice.',
} as const;

const day = (message: string) => z.iso.date({ error: message });

/** `GET /api/invoicing/basis?from&to[&format]`: both days required. */
export const basisQuerySchema = z
  .object({
    from: day(PERIOD_MESSAGES.from),
    to: day(PERIOD_MESSAGES.to),
    format: z.enum(['json', 'csv', 'finvoice'], { error: PERIOD_MESSAGES.format }).default('json'),
  })
  .strict()
  .superRefine((query, ctx) => {
    if (query.from > query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: PERIOD_MESSAGES.order });
    else if (addMonths(query.from, 12) <= query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: PERIOD_MESSAGES.long });
  });
export type BasisQuery = z.output<typeof basisQuerySchema>;

export const MARK_MESSAGES = {
  keys: 'Valitse laskutettavat rivit.',
  unknown: 'Rivi ei kuulu jakson laskutusperusteeseen. Päivitä näkymä ja yritä uudelleen.',
} as const;

/** `POST /api/invoicing/basis/invoiced`: the period reviewed and the keys of the rows reviewed. */
export const markInvoicedSchema = z
  .object({
    from: day(PERIOD_MESSAGES.from),
    to: day(PERIOD_MESSAGES.to),
    row_keys: z
      .array(z.string({ error: MARK_MESSAGES.keys }).min(1, MARK_MESSAGES.keys).max(200, MARK_MESSAGES.unknown).regex(/^[a-z-]+(:[0-9-]+)+$/, MARK_MESSAGES.unknown), { error: MARK_MESSAGES.keys })
      .min(1, MARK_MESSAGES.keys)
      .max(5000, MARK_MESSAGES.keys),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.from > body.to) ctx.addIssue({ code: 'custom', path: ['to'], message: PERIOD_MESSAGES.order });
  });
export type MarkInvoicedBody = z.output<typeof markInvoicedSchema>;

export const markInvoicedResultSchema = z.object({
  /** Rows marked now. */
  invoiced: z.number().int(),
  /** Rows that were marked before (a repeated request): left as they were. */
  alreadyInvoiced: z.number().int(),
});
export type MarkInvoicedResult = z.infer<typeof markInvoicedResultSchema>;

/** yyyy-MM-dd plus whole months; the day is clamped to the month's last (31.1. + 1 → 28.2.). */
export function addMonths(isoDay: string, months: number): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface AgreementTerms {
  /** The day the agreement was signed (Finnish time). */
  signedOn: string;
  /** The day it was terminated, if it was: no period starts on or after it. */
  terminatedOn: string | null;
  billingPeriod: number;
  periodUnit: string;
  automaticRenewal: boolean;
}

/**
 * The billing periods of an agreement that start within from–to: the first starts on the signing
 * day, each next one a billing period later while the agreement renews itself automatically; none
 * starts on or after its termination. Billed in advance, by the period's start.
 */
export function agreementPeriods(terms: AgreementTerms, from: string, to: string): Array<{ start: string; end: string }> {
  const months = terms.billingPeriod * (terms.periodUnit === 'vuosi' ? 12 : 1);
  if (months < 1) return [];
  const periods: Array<{ start: string; end: string }> = [];
  for (let index = 0; index < 1200; index += 1) {
    const start = addMonths(terms.signedOn, months * index);
    if (start > to || (terms.terminatedOn !== null && start >= terms.terminatedOn)) break;
    if (start >= from) periods.push({ start, end: addDays(addMonths(terms.signedOn, months * (index + 1)), -1) });
    if (!terms.automaticRenewal) break;
  }
  return periods;
}

/** VAT of a net sum, both in cents, rounded half up to the cent (per row, as the invoice shows it). */
export const vatCents = (netCents: number, vatPercentage: number): number => Math.round((netCents * vatPercentage) / 100);

export const centsToEuros = (cents: number): number => Math.round(cents) / 100;

/** The CSV's columns (`;`, decimal commas, a BOM): one line per row, the company on each. */
export const BASIS_CSV_HEADER = [
  'Y-tunnus',
  'Yritys',
  'Verkkolaskuosoite',
  'Välittäjätunnus',
  'Rivin tunniste',
  'Laji',
  'Kuvaus',
  'Laskutuspäivä',
  'Jakso alkaa',
  'Jakso päättyy',
  'Tuotekoodi',
  'Määrä',
  'Yksikkö',
  'À-hinta (€)',
  'ALV %',
  'Veroton (€)',
  'ALV (€)',
  'Verollinen (€)',
] as const;

/** The exports' addresses (download links, not data calls). */
export const basisExportPath = (from: string, to: string, format: 'csv' | 'finvoice'): string =>
  `/api/invoicing/basis?${new URLSearchParams({ from, to, format }).toString()}`;

/** One line of the product orders list (SPEC §2): an agreement signed or an application sent. */
export const productOrderSchema = z.object({
  /** `agreement-3` or `application-7`: unique across both. */
  id: z.string(),
  kind: z.enum(['agreement', 'application']),
  companyId: z.number().int().positive(),
  companyName: z.string(),
  /** The product's name, or the application's type and target. */
  product: z.string(),
  orderedAt: z.string(),
  /** Terminated (an agreement) or cancelled (an application). */
  ended: z.boolean(),
});
export type ProductOrder = z.infer<typeof productOrderSchema>;

/** SPEC §3 product orders search: paginate (true), page (1); `q` matches the company or the product. */
export const productOrdersQuerySchema = z
  .object({
    page: z.coerce.number({ error: 'Sivunumeron on oltava vähintään 1.' }).int('Sivunumeron on oltava vähintään 1.').min(1, 'Sivunumeron on oltava vähintään 1.').max(1_000_000, 'Sivunumero on liian suuri.').default(1),
    paginate: z
      .union([z.literal('true'), z.literal('false'), z.coerce.number().int().min(1).max(100)], { error: 'Sivukoon on oltava true, false tai 1–100.' })
      .default('true'),
    q: z.string().trim().max(200, 'Hakuteksti on liian pitkä.').optional(),
    kind: z.enum(['agreement', 'application'], { error: 'Tuntematon tilauslaji.' }).optional(),
  })
  .loose();
export type ProductOrdersQuery = z.output<typeof productOrdersQuerySchema>;

/** The certification body as the seller of the invoices (INVOICE_SELLER_* settings, config.ts). */
export interface InvoiceSeller {
  name: string;
  businessId: string;
  /** The seller's own e-invoice address (OVT) and its operator. */
  ovt: string;
  operatorId: string;
  street: string;
  postCode: string;
  town: string;
  iban: string;
  bic: string;
}

/** The demo association's details: the seller while INVOICE_SELLER_* are unset (README "Settings"). */
export const DEMO_SELLER: InvoiceSeller = {
  name: 'Pätevä ry',
  businessId: '0112038-9',
  ovt: '003701120389',
  operatorId: '003721291126',
  street: 'Esimerkkikatu 1',
  postCode: '00100',
  town: 'Helsinki',
  iban: 'FI2112345600000785',
  bic: 'NDEAFIHH',
};
