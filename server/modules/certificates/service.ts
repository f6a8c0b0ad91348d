/**
 * A company's certificates (SPEC §3 Company certificate): list, add, change, remove, each audited.
 * The company records those issued by other bodies; the association's own (issued_by_association)
 * are read-only to it (409) and only the office changes them.
 */
import { sql, type Transaction } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { Database, FileRow } from '../../db/types';
import { saveFile } from '../../http/files';
import type { UploadedFile } from '../../http/uploads';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { containsPattern, defineList, entitySortable } from '../../http/list';
import { idSchema } from '../../http/params';
import { entityView } from '../../http/view';
import { recordChange } from '../../shared/auditRecord';
import { hasOfficePermission } from '../../../src/domain/permissions';
import type { Page } from '../../../src/domain/api/lists';
import { certificateStatus } from '../../../src/domain/certificateStatus';
import {
  companyCertificate,
  type CertificateIndustry,
  isAssociationCertificateType,
  type CompanyCertificate,
  type CompanyCertificateBody,
} from '../../../src/domain/entities/companyCertificate';

export const ENTITY = 'company_certificate';
export const CERTIFICATE_NOT_FOUND = 'Sertifikaattia ei löytynyt.';
export const ASSOCIATION_CERTIFICATE_READ_ONLY = 'Pätevän myöntämää sertifikaattia ei voi muuttaa eikä poistaa yrityksen sivuilta. Ota yhteyttä Pätevän toimistoon.';
export const ASSOCIATION_TYPE_MESSAGE = 'Pätevän myöntämät sertifikaatit tulevat portaaliin myöntämisen yhteydessä. Valitse toisen myöntäjän sertifikaatin tyyppi.';
/** Days before the end of an association certificate from which its renewal can be applied for (DOMAIN.md: renewal before expiry). */
export const RENEWAL_WINDOW_DAYS = 90;

export function selectCertificates(db: Db | Transaction<Database>) {
  return db
    .selectFrom('company_certificates as cc')
    .leftJoin('files as f', 'f.id', 'cc.file_id')
    .select([
      'cc.id',
      'cc.company_id',
      'cc.certificate_name',
      'cc.certificate_type_id',
      'cc.certificate_number',
      'cc.certificate_sub_id',
      'cc.issuer',
      sql<string | null>`cc.valid_from::text`.as('valid_from'),
      sql<string | null>`cc.valid_until::text`.as('valid_until'),
      'cc.is_person_certificate',
      'cc.additional_info',
      'cc.file_id',
      'f.original_name as filename',
      'cc.issued_by_association',
      sql<boolean>`not cc.issued_by_association`.as('is_self_issuable'),
      sql<boolean>`cc.issued_by_association and cc.valid_until is not null and cc.valid_until between current_date and current_date + ${sql.lit(RENEWAL_WINDOW_DAYS)}`.as(
        'renewal_available',
      ),
      'cc.created_at',
      'cc.updated_at',
      sql<string | null>`cc.decided_at::text`.as('decided_at'),
      'cc.scope',
      'cc.location',
      'cc.held_status',
      certificateIndustries.as('industries'),
    ]);
}

/** The granted industries of a certificate (a qualification's), in the industries' order. */
const certificateIndustries = sql<CertificateIndustry[]>`coalesce((
  select json_agg(json_build_object('id', ci.id, 'symbolicNumber', ci.symbolic_number, 'description', ci.short_description) order by ci.sort_number)
  from company_certificate_industries cci join classification_industries ci on ci.id = cci.classification_industry_id
  where cci.certificate_id = cc.id), '[]'::json)`;

export type CertificateRow = Awaited<ReturnType<ReturnType<typeof selectCertificates>['executeTakeFirstOrThrow']>>;

const view = entityView(companyCertificate);
export const certificateView = (row: CertificateRow): CompanyCertificate =>
  view(row, {
    status: certificateStatus({ heldStatus: row.held_status, validFrom: row.valid_from, validUntil: row.valid_until }),
    industries: row.industries,
  });

/** What an audit row keeps of a certificate. */
const audited = (row: Pick<CertificateRow, 'certificate_name' | 'certificate_type_id' | 'certificate_number' | 'certificate_sub_id' | 'issuer' | 'valid_from' | 'valid_until' | 'is_person_certificate' | 'additional_info' | 'filename' | 'issued_by_association'>) => ({
  certificate_name: row.certificate_name,
  certificate_type_id: row.certificate_type_id,
  certificate_number: row.certificate_number,
  certificate_sub_id: row.certificate_sub_id,
  issuer: row.issuer,
  valid_from: row.valid_from,
  valid_until: row.valid_until,
  is_person_certificate: row.is_person_certificate,
  additional_info: row.additional_info,
  filename: row.filename,
  issued_by_association: row.issued_by_association,
});

const booleanFilter = z.enum(['true', 'false'], { error: 'Arvon on oltava true tai false.' }).transform((value) => value === 'true');

/** The one list path: latest end first (SPEC §9's office search sorts valid_to descending); filters by type and validity today. */
export const certificateList = defineList({
  sortable: entitySortable(companyCertificate, 'cc'),
  defaultSort: 'validUntil',
  defaultOrder: 'desc',
  tiebreaker: 'cc.id',
  search: true,
  filters: { certificate_type_id: idSchema, valid: booleanFilter },
});

export async function listCertificates(db: Db, companyId: number, query: z.output<typeof certificateList.query>): Promise<Page<CompanyCertificate>> {
  return certificateList.page(selectCertificates(db).where('cc.company_id', '=', companyId), query, {
    view: certificateView,
    filters: {
      certificate_type_id: (typeId) => (eb) => eb('cc.certificate_type_id', '=', typeId),
      valid: (valid) => (eb) =>
        valid
          ? eb.and([eb.or([eb('cc.valid_until', 'is', null), eb('cc.valid_until', '>=', sql<string>`current_date`)]), eb.or([eb('cc.valid_from', 'is', null), eb('cc.valid_from', '<=', sql<string>`current_date`)])])
          : eb('cc.valid_until', '<', sql<string>`current_date`),
    },
    search: (q) => {
      const pattern = containsPattern(q);
      return (eb) =>
        eb.or([
          eb(sql`lower(cc.certificate_name)`, 'like', pattern),
          eb(sql`lower(cc.issuer)`, 'like', pattern),
          eb(sql`lower(coalesce(cc.certificate_number, ''))`, 'like', pattern),
        ]);
    },
  });
}

export async function loadCertificateRow(db: Db | Transaction<Database>, companyId: number, certificateId: number, lock = false): Promise<CertificateRow> {
  let query = selectCertificates(db).where('cc.company_id', '=', companyId).where('cc.id', '=', certificateId);
  if (lock) query = query.forUpdate('cc');
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
  return row;
}

export async function getCertificate(db: Db, companyId: number, certificateId: number): Promise<CompanyCertificate> {
  return certificateView(await loadCertificateRow(db, companyId, certificateId));
}

/** The company changes only what it recorded itself; the office changes everything. */
export function assertChangeable(user: CurrentUser, row: Pick<CertificateRow, 'issued_by_association'>): void {
  if (row.issued_by_association && !hasOfficePermission(user)) throw conflict(ASSOCIATION_CERTIFICATE_READ_ONLY, 'certificate_read_only');
}

/** A certificate the company records is another body's: the association's own types come from its issuing. */
function assertOtherIssuersType(typeId: number | undefined, issuedByAssociation: boolean): void {
  if (typeId !== undefined && !issuedByAssociation && isAssociationCertificateType(typeId)) {
    throw unprocessable({ certificate_type_id: [ASSOCIATION_TYPE_MESSAGE] });
  }
}

export async function createCertificate(ctx: AppContext, user: CurrentUser, companyId: number, body: CompanyCertificateBody): Promise<CompanyCertificate> {
  assertOtherIssuersType(body.certificate_type_id, false);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('company_certificates')
      .values({
        company_id: companyId,
        ...body,
        is_person_certificate: body.is_person_certificate ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await loadCertificateRow(trx, companyId, row.id);
    await recordChange(trx, { companyId, userId: user.id, entity: ENTITY, entityId: row.id, action: 'create', after: audited(created) });
    return row.id;
  });
  return getCertificate(ctx.db, companyId, id);
}

export async function updateCertificate(
  ctx: AppContext,
  user: CurrentUser,
  companyId: number,
  certificateId: number,
  body: Partial<CompanyCertificateBody>,
): Promise<CompanyCertificate> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await loadCertificateRow(trx, companyId, certificateId, true);
    assertChangeable(user, before);
    if (body.certificate_type_id !== before.certificate_type_id) assertOtherIssuersType(body.certificate_type_id, before.issued_by_association);
    const from = body.valid_from === undefined ? before.valid_from : body.valid_from;
    const until = body.valid_until === undefined ? before.valid_until : body.valid_until;
    if (from && until && until < from) throw unprocessable({ valid_until: ['Voimassaolo ei voi päättyä ennen kuin se alkaa.'] });
    await trx
      .updateTable('company_certificates')
      .set({ ...body, updated_at: sql`now()` })
      .where('id', '=', certificateId)
      .execute();
    const after = await loadCertificateRow(trx, companyId, certificateId);
    await recordChange(trx, { companyId, userId: user.id, entity: ENTITY, entityId: certificateId, action: 'update', before: audited(before), after: audited(after) });
  });
  return getCertificate(ctx.db, companyId, certificateId);
}

export async function deleteCertificate(ctx: AppContext, user: CurrentUser, companyId: number, certificateId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await loadCertificateRow(trx, companyId, certificateId, true);
    assertChangeable(user, before);
    await trx.deleteFrom('company_certificates').where('id', '=', certificateId).execute();
    // The PDF's row goes with it; its blob stays in the store (the same content may be another row's).
    if (before.file_id !== null) await trx.deleteFrom('files').where('id', '=', before.file_id).execute();
    await recordChange(trx, { companyId, userId: user.id, entity: ENTITY, entityId: certificateId, action: 'delete', before: audited(before) });
  });
}

/** Attaches (or replaces) the certificate's PDF: the new `files` row, the old one removed, audited — one transaction. */
export async function attachFile(ctx: AppContext, user: CurrentUser, companyId: number, certificateId: number, file: UploadedFile): Promise<CompanyCertificate> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await loadCertificateRow(trx, companyId, certificateId, true);
    assertChangeable(user, before);
    const stored = await saveFile(trx, ctx.storage, file, user.id);
    await trx.updateTable('company_certificates').set({ file_id: stored.id, updated_at: sql`now()` }).where('id', '=', certificateId).execute();
    if (before.file_id !== null) await trx.deleteFrom('files').where('id', '=', before.file_id).execute();
    await recordChange(trx, {
      companyId,
      userId: user.id,
      entity: ENTITY,
      entityId: certificateId,
      action: 'update',
      before: { filename: before.filename },
      after: { filename: stored.original_name },
    });
  });
  return getCertificate(ctx.db, companyId, certificateId);
}

export const FILE_NOT_FOUND = 'Sertifikaattiin ei ole liitetty tiedostoa.';

/** The certificate's PDF row, through the certificate (another company's certificate is 404). */
export async function certificateFile(db: Db, companyId: number, certificateId: number): Promise<FileRow> {
  const row = await loadCertificateRow(db, companyId, certificateId);
  if (row.file_id === null) throw notFound(FILE_NOT_FOUND);
  const file = await db.selectFrom('files').selectAll().where('id', '=', row.file_id).executeTakeFirst();
  if (!file) throw notFound(FILE_NOT_FOUND);
  return file;
}

export const NOT_ISSUED_PDF = 'PDF-todistus on vain Pätevän myöntämistä sertifikaateista.';

/** What the certificate's PDF shows (pdf.ts), through the company (another company's certificate is 404). */
export async function certificatePdfInput(db: Db, companyId: number, certificateId: number) {
  const row = await loadCertificateRow(db, companyId, certificateId);
  if (!row.issued_by_association || !row.certificate_number) throw notFound(NOT_ISSUED_PDF);
  const company = await db.selectFrom('companies').select(['name', 'registration_number']).where('id', '=', companyId).executeTakeFirstOrThrow();
  return {
    number: row.certificate_number,
    name: row.certificate_name,
    issuer: row.issuer,
    companyName: company.name,
    businessId: company.registration_number,
    location: row.location,
    scope: row.scope,
    industries: row.industries,
    decidedAt: row.decided_at,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    status: certificateStatus({ heldStatus: row.held_status, validFrom: row.valid_from, validUntil: row.valid_until }),
  };
}
