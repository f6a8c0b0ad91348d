/**
 * The invoicing basis of a period (issue 22 §3): the rows to bill, per company, with VAT — the
 * agreements' billing periods that start in it, the fees of the applications sent in it, the audit
 * days and the auditors' costs of the audits held in it — less the rows already marked invoiced.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import { AuditProgramStatus } from '../../../src/domain/auditCodes';
import { DESCRIBABLES } from '../../../src/domain/describables';
import { BillingBasis } from '../../../src/domain/entities/agreement';
import { formatDate } from '../../../src/domain/formats';
import {
  agreementPeriods,
  centsToEuros,
  vatCents,
  type InvoicingBasis,
  type InvoicingCompany,
  type InvoicingKind,
  type InvoicingRow,
} from '../../../src/domain/invoicing';

/** A row as the basis computes it: money in cents until it is answered. */
export interface BasisRow {
  key: string;
  kind: InvoicingKind;
  companyId: number;
  description: string;
  billingDate: string;
  periodFrom: string;
  periodTo: string;
  productCode: string | null;
  quantity: number;
  unit: string;
  unitPriceCents: number;
  vatPercentage: number;
  netCents: number;
  vatCents: number;
}

const HELSINKI_DAY = (column: string) => sql<string>`(${sql.ref(column)} at time zone 'Europe/Helsinki')::date::text`;
const APPLICATION_CANCELLED = 11;
const certificateName = (id: number) => DESCRIBABLES['certificate-types']?.find((entry) => entry.id === id)?.shortDescription ?? 'Sertifikaatti';
const applicationTypeName = (id: number) => DESCRIBABLES['application-types']?.find((entry) => entry.id === id)?.shortDescription ?? 'Hakemus';

interface Priced {
  code: string;
  name: string;
  unit: string;
  unitPriceCents: number;
  vatPercentage: number;
}

function row(base: Omit<BasisRow, 'netCents' | 'vatCents' | 'unitPriceCents' | 'vatPercentage' | 'unit' | 'productCode'>, product: Priced, netCents?: number): BasisRow {
  const net = netCents ?? Math.round(base.quantity * product.unitPriceCents);
  return {
    ...base,
    productCode: product.code,
    unit: product.unit,
    unitPriceCents: netCents === undefined ? product.unitPriceCents : net,
    vatPercentage: product.vatPercentage,
    netCents: net,
    vatCents: vatCents(net, product.vatPercentage),
  };
}

async function feeProducts(db: Db) {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'code', 'name', 'sales_unit', 'unit_price', sql<number>`vat_percentage::float8`.as('vat'), 'billing_basis', 'application_type_ids'])
    .where('billing_basis', 'in', [BillingBasis.applicationFee, BillingBasis.auditDay])
    .orderBy('id')
    .execute();
  const priced = (r: (typeof rows)[number]): Priced & { types: number[] } => ({
    code: r.code,
    name: r.name,
    unit: r.sales_unit,
    unitPriceCents: r.unit_price * 100,
    vatPercentage: r.vat,
    types: r.application_type_ids,
  });
  return {
    fees: rows.filter((r) => r.billing_basis === BillingBasis.applicationFee).map(priced),
    // The first audit-day product prices the days; its VAT goes on the costs too.
    auditDay: rows.filter((r) => r.billing_basis === BillingBasis.auditDay).map(priced)[0] ?? null,
  };
}

async function agreementRows(db: Db, from: string, to: string): Promise<BasisRow[]> {
  const rows = await db
    .selectFrom('company_agreements as ca')
    .innerJoin('product_agreements as pa', 'pa.id', 'ca.product_agreement_id')
    .innerJoin('products as p', 'p.id', 'pa.product_id')
    .select(['ca.id', 'ca.company_id', 'pa.version', 'p.code', 'p.name', 'p.sales_unit', 'p.unit_price', 'p.billing_period', 'p.period_unit', 'p.automatic_renewal'])
    .select([sql<number>`p.vat_percentage::float8`.as('vat'), HELSINKI_DAY('ca.signed_at').as('signed_on'), sql<string | null>`(ca.terminated_at at time zone 'Europe/Helsinki')::date::text`.as('terminated_on')])
    .where('p.billing_basis', '=', BillingBasis.agreement)
    .where(sql<boolean>`(ca.signed_at at time zone 'Europe/Helsinki')::date <= ${to}::date`)
    .where((eb) => eb.or([eb('ca.terminated_at', 'is', null), eb(sql`(ca.terminated_at at time zone 'Europe/Helsinki')::date`, '>', sql`${from}::date`)]))
    .orderBy('ca.id')
    .execute();
  return rows.flatMap((r) =>
    agreementPeriods(
      { signedOn: r.signed_on, terminatedOn: r.terminated_on, billingPeriod: r.billing_period, periodUnit: r.period_unit, automaticRenewal: r.automatic_renewal },
      from,
      to,
    ).map((period) =>
      row(
        {
          key: `agreement:${r.id}:${period.start}`,
          kind: 'agreement',
          companyId: r.company_id,
          description: `${r.name}, sopimusversio ${r.version}, kausi ${formatDate(period.start)}–${formatDate(period.end)}`,
          billingDate: period.start,
          periodFrom: period.start,
          periodTo: period.end,
          quantity: 1,
        },
        { code: r.code, name: r.name, unit: r.sales_unit, unitPriceCents: r.unit_price * 100, vatPercentage: r.vat },
      ),
    ),
  );
}

async function applicationRows(db: Db, from: string, to: string, fees: Array<Priced & { types: number[] }>): Promise<BasisRow[]> {
  if (fees.length === 0) return [];
  const rows = await db
    .selectFrom('applications as a')
    .innerJoin('application_targets as t', 't.id', 'a.application_target_id')
    .select(['a.id', 'a.company_id', 'a.application_type_id', 't.name as target', HELSINKI_DAY('a.sent_at').as('sent_on')])
    .where('a.sent_at', 'is not', null)
    .where('a.application_status_id', '<>', APPLICATION_CANCELLED)
    .where(sql<boolean>`(a.sent_at at time zone 'Europe/Helsinki')::date between ${from}::date and ${to}::date`)
    .orderBy('a.id')
    .execute();
  return rows.flatMap((r) => {
    const fee = fees.find((product) => product.types.includes(r.application_type_id));
    if (!fee) return [];
    return [
      row(
        {
          key: `application:${r.id}`,
          kind: 'application',
          companyId: r.company_id,
          description: `${fee.name}: ${[...new Set([applicationTypeName(r.application_type_id), r.target])].join(', ')} (hakemus ${r.id}, lähetetty ${formatDate(r.sent_on)})`,
          billingDate: r.sent_on,
          periodFrom: r.sent_on,
          periodTo: r.sent_on,
          quantity: 1,
        },
        fee,
      ),
    ];
  });
}

async function auditRows(db: Db, from: string, to: string, auditDay: Priced | null): Promise<BasisRow[]> {
  if (!auditDay) return [];
  const day = sql<string>`coalesce(p.start_date, p.planned_start_date, p.date)`;
  const programs = await db
    .selectFrom('audit_programs as p')
    .select(['p.id', 'p.company_id', 'p.certificate_type_id', sql<number>`p.duration_in_days::float8`.as('days'), sql<string>`${day}::text`.as('day')])
    .where('p.status_id', '<>', AuditProgramStatus.cancelled)
    .where(sql<boolean>`p.duration_in_days > 0`)
    .where(sql<boolean>`${day} between ${from}::date and ${to}::date`)
    .orderBy('p.id')
    .execute();
  const costDay = sql<string>`coalesce(ac.site_date, p.start_date, p.planned_start_date, p.date)`;
  const costs = await db
    .selectFrom('auditor_costs as ac')
    .innerJoin('audit_programs as p', 'p.id', 'ac.program_id')
    .select(['ac.program_id', 'ac.person_id', 'p.company_id', 'p.certificate_type_id', sql<string>`${costDay}::text`.as('day')])
    .select(sql<number>`(coalesce(ac.other_travelling_costs, 0) + coalesce(ac.per_diem, 0) + coalesce(ac.lodging_costs, 0))::float8`.as('euros'))
    .where('p.status_id', '<>', AuditProgramStatus.cancelled)
    .where(sql<boolean>`${costDay} between ${from}::date and ${to}::date`)
    .orderBy('ac.program_id')
    .orderBy('ac.person_id')
    .execute();
  const days = programs.map((p) =>
    row(
      {
        key: `audit-days:${p.id}`,
        kind: 'audit-days',
        companyId: p.company_id,
        description: `${auditDay.name}: ${certificateName(p.certificate_type_id)}, auditointi ${formatDate(p.day)} (ohjelma ${p.id})`,
        billingDate: p.day,
        periodFrom: p.day,
        periodTo: p.day,
        quantity: p.days,
      },
      auditDay,
    ),
  );
  // Travel, per diems and lodging go at cost, one row per auditor (no name on the invoice).
  const costRows = costs
    .filter((c) => c.euros > 0)
    .map((c) =>
      row(
        {
          key: `audit-costs:${c.program_id}:${c.person_id}`,
          kind: 'audit-costs',
          companyId: c.company_id,
          description: `Auditoinnin matka-, päiväraha- ja majoituskulut: ${certificateName(c.certificate_type_id)} (ohjelma ${c.program_id})`,
          billingDate: c.day,
          periodFrom: c.day,
          periodTo: c.day,
          quantity: 1,
        },
        { ...auditDay, code: auditDay.code, unit: 'erä' },
        Math.round(c.euros * 100),
      ),
    );
  return [...days, ...costRows];
}

/** Every row of the period not yet invoiced (the keys already invoiced, separately, for the marking). */
export async function basisRows(db: Db, from: string, to: string): Promise<{ open: BasisRow[]; invoicedKeys: Set<string> }> {
  const { fees, auditDay } = await feeProducts(db);
  const all = [
    ...(await agreementRows(db, from, to)),
    ...(await applicationRows(db, from, to, fees)),
    ...(await auditRows(db, from, to, auditDay)),
  ];
  const keys = all.map((r) => r.key);
  const invoiced = keys.length
    ? await db.selectFrom('invoiced_rows').select('row_key').where('row_key', '=', sql<string>`any(${keys}::text[])`).execute()
    : [];
  const invoicedKeys = new Set(invoiced.map((r) => r.row_key));
  return { open: all.filter((r) => !invoicedKeys.has(r.key)), invoicedKeys };
}

const totalsOf = (rows: readonly BasisRow[]) => {
  const net = rows.reduce((sum, r) => sum + r.netCents, 0);
  const vat = rows.reduce((sum, r) => sum + r.vatCents, 0);
  return { net: centsToEuros(net), vat: centsToEuros(vat), gross: centsToEuros(net + vat) };
};

const answerRow = (r: BasisRow): InvoicingRow => ({
  key: r.key,
  kind: r.kind,
  companyId: r.companyId,
  description: r.description,
  billingDate: r.billingDate,
  periodFrom: r.periodFrom,
  periodTo: r.periodTo,
  productCode: r.productCode,
  quantity: r.quantity,
  unit: r.unit,
  unitPrice: centsToEuros(r.unitPriceCents),
  vatPercentage: r.vatPercentage,
  net: centsToEuros(r.netCents),
  vat: centsToEuros(r.vatCents),
  gross: centsToEuros(r.netCents + r.vatCents),
});

/** The companies' names, business IDs and billing addresses. */
async function companiesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, Omit<InvoicingCompany, 'rows' | 'totals'>>();
  const companies = await db.selectFrom('companies').select(['id', 'name', 'registration_number']).where('id', 'in', ids).execute();
  const addresses = await db
    .selectFrom('addresses')
    .select(['company_id', 'address_type_id', 'street', 'zipcode', 'city', 'country', 'electronic_billing_address', 'electronic_billing_operator', 'electronic_billing_operator_id'])
    .where('company_id', 'in', ids)
    .where('address_type_id', 'in', [1, 10, 12])
    .orderBy('id')
    .execute();
  const found = new Map<number, Omit<InvoicingCompany, 'rows' | 'totals'>>();
  for (const c of companies) {
    const own = addresses.filter((a) => a.company_id === c.id);
    const einvoice = own.find((a) => a.address_type_id === 12 && a.electronic_billing_address);
    const postal = own.find((a) => a.address_type_id === 10) ?? own.find((a) => a.address_type_id === 1);
    const lines = postal ? [postal.street, [postal.zipcode, postal.city].filter(Boolean).join(' '), postal.country && postal.country !== 'FI' ? postal.country : null] : [];
    found.set(c.id, {
      companyId: c.id,
      companyName: c.name,
      registrationNumber: c.registration_number,
      einvoiceAddress: einvoice?.electronic_billing_address ?? null,
      operatorId: einvoice?.electronic_billing_operator_id ?? null,
      operatorName: einvoice?.electronic_billing_operator ?? null,
      addressLines: lines.filter((line): line is string => !!line),
    });
  }
  return found;
}

/** The basis of from–to: companies by name, each with its rows by billing day. */
export async function invoicingBasis(db: Db, from: string, to: string): Promise<InvoicingBasis> {
  const { open } = await basisRows(db, from, to);
  const ids = [...new Set(open.map((r) => r.companyId))];
  const companies = await companiesOf(db, ids);
  const grouped = ids
    .map((id) => {
      const rows = open.filter((r) => r.companyId === id).sort((a, b) => a.billingDate.localeCompare(b.billingDate) || a.key.localeCompare(b.key));
      const company = companies.get(id);
      if (!company) return null;
      return { ...company, rows: rows.map(answerRow), totals: totalsOf(rows) };
    })
    .filter((c): c is InvoicingCompany => c !== null)
    .sort((a, b) => a.companyName.localeCompare(b.companyName, 'fi') || a.companyId - b.companyId);
  return { from, to, companies: grouped, rowCount: open.length, totals: totalsOf(open) };
}
