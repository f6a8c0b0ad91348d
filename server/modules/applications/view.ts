/**
 * An application as the API answers it (src/domain/api/applications.ts `applicationSchema`): the row
 * with its company, target, source and status names, its industries with their requirements and
 * attached references, offices with an address line, scopes, area codes, files and status history.
 * `possibleStatuses` depends on who asks (the company or the office), so the viewer is an argument.
 */
import { billingInEuros } from '../../../src/domain/billing';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { Application, ApplicationListItem } from '../../../src/domain/api/applications';
import { possibleStatuses, type StatusActor } from '../../../src/domain/applications';
import { DESCRIBABLES } from '../../../src/domain/describables';
import { application } from '../../../src/domain/entities/application';
import { entityView, storedColumns } from '../../http/view';

type Executor = Kysely<Database>;

export interface Viewer {
  actor: StatusActor;
}

const statusNames = new Map((DESCRIBABLES['application-statuses'] ?? []).map((row) => [row.id, row.shortDescription]));
/** A status by its Finnish name (the lookup's), as the wire shape's `status` and `possibleStatuses` carry it. */
export const namedStatus = (id: number) => ({ id, name: statusNames.get(id) ?? String(id) });

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const isoRequired = (value: Date | string): string => new Date(value).toISOString();

/** The application's own columns (the declaration's) with its company, target, auditor, joined once; shared by the list. */
export function selectApplications(db: Executor) {
  return db
    .selectFrom('applications as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .innerJoin('application_targets as t', 't.id', 'a.application_target_id')
    .leftJoin('users as au', 'au.id', 'a.auditor_user_id')
    .leftJoin('people as ap', 'ap.id', 'au.person_id')
    .select(storedColumns(application, 'a'))
    .select([
      'c.name as company_name',
      't.name as target_name',
      't.application_type_id as target_type_id',
      'a.auditor_user_id',
      'ap.first_name as auditor_first_name',
      'ap.last_name as auditor_last_name',
      // What a renewal left out when it copied its source (applicationChecks/renewal.ts).
      'a.renewal_changes',
    ]);
}
export type ApplicationViewRow = Awaited<ReturnType<ReturnType<typeof selectApplications>['execute']>>[number];

/** What the joins add to every view of the row: the names of its company, target, status and auditor. */
const joined = (row: ApplicationViewRow) => ({
  companyName: row.company_name,
  target: { id: row.application_target_id, name: row.target_name, applicationTypeId: row.target_type_id },
  status: namedStatus(row.application_status_id),
  auditorUser:
    row.auditor_user_id === null ? null : { id: row.auditor_user_id, firstName: row.auditor_first_name ?? '', lastName: row.auditor_last_name ?? '' },
});

/** One row of a list (the company's and the office's): the list's part of the record. */
export function listItemView(row: ApplicationViewRow): ApplicationListItem {
  const { id, company_id, application_target_id, application_type_id, application_status_id, pateva_responsible_person_id, opened_at, sent_at, finished_at, updated_at } = row;
  return {
    id,
    companyId: company_id,
    applicationTargetId: application_target_id,
    applicationTypeId: application_type_id,
    applicationStatusId: application_status_id,
    patevaResponsiblePersonId: pateva_responsible_person_id,
    openedAt: opened_at,
    sentAt: sent_at,
    finishedAt: finished_at,
    updatedAt: updated_at,
    ...joined(row),
  };
}

const view = entityView(application);

async function industriesOf(db: Executor, applicationId: number, companyId: number): Promise<Application['industries']> {
  const industries = await db
    .selectFrom('application_industries as ai')
    .innerJoin('classification_industries as ci', 'ci.id', 'ai.classification_industry_id')
    .select(['ai.id', 'ai.classification_industry_id', 'ci.symbolic_number', 'ci.short_description', 'ai.granted', 'ai.audited', 'ai.audited_industry_id'])
    .where('ai.application_id', '=', applicationId)
    .orderBy('ci.symbolic_number')
    .orderBy('ai.id')
    .execute();
  if (!industries.length) return [];
  const industryIds = industries.map((row) => row.classification_industry_id);
  // The association's general requirements, and those set for this company alone.
  const requirements = await db
    .selectFrom('classification_industry_requirements')
    .selectAll()
    .where('classification_industry_id', 'in', industryIds)
    .where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', companyId)]))
    .orderBy('id')
    .execute();
  const references = await db
    .selectFrom('application_industry_references as air')
    .innerJoin('company_references as r', 'r.id', 'air.reference_id')
    .select(['air.application_industry_id', 'air.reference_id', 'r.title', sql<string | null>`r.work_end_date::text`.as('work_end_date'), 'r.total_billing', 'r.total_billing_unit_id', 'air.granted', 'air.is_new'])
    .where(
      'air.application_industry_id',
      'in',
      industries.map((row) => row.id),
    )
    .orderBy('r.work_end_date', 'desc')
    .orderBy('air.reference_id')
    .execute();
  return industries.map((row) => ({
    id: row.id,
    classificationIndustryId: row.classification_industry_id,
    symbolicNumber: row.symbolic_number,
    shortDescription: row.short_description,
    granted: row.granted,
    audited: row.audited,
    auditedIndustryId: row.audited_industry_id,
    requirements: requirements
      .filter((requirement) => requirement.classification_industry_id === row.classification_industry_id)
      .map((requirement) => ({
        id: requirement.id,
        certificateTypeId: requirement.certificate_type_id,
        minTotalBilling: requirement.min_total_billing,
        maxReferenceAge: requirement.max_reference_age,
        minReferenceCount: requirement.min_reference_count,
        fileTypeId: requirement.file_type_id,
        educationDegreeIds: requirement.education_degree_ids,
        personCertificateTypeIds: requirement.person_certificate_type_ids,
      })),
    references: references
      .filter((reference) => reference.application_industry_id === row.id)
      .map((reference) => ({
        referenceId: reference.reference_id,
        title: reference.title,
        workEndDate: reference.work_end_date,
        totalBilling: billingInEuros(reference.total_billing, reference.total_billing_unit_id),
        granted: reference.granted,
        new: reference.is_new,
      })),
  }));
}

/** "Tampereen yksikkö, Hämeenkatu 1, 33100 Tampere": the parts the office has, in that order. */
function addressLine(office: { name: string | null; street: string | null; zipcode: string | null; city: string | null }): string | null {
  const place = [office.zipcode, office.city].filter(Boolean).join(' ');
  const parts = [office.name, office.street, place].filter((part): part is string => !!part);
  return parts.length ? parts.join(', ') : null;
}

async function officesOf(db: Executor, applicationId: number): Promise<Application['companyOffices']> {
  const rows = await db
    .selectFrom('application_company_offices as aco')
    .leftJoin('company_offices as o', 'o.id', 'aco.company_office_id')
    .select(['aco.id', 'aco.company_office_id', 'aco.description', 'aco.audited', 'aco.is_granted', 'o.name', 'o.street', 'o.zipcode', 'o.city'])
    .where('aco.application_id', '=', applicationId)
    .orderBy('aco.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    companyOfficeId: row.company_office_id,
    description: row.description,
    address: addressLine(row),
    audited: row.audited,
    isGranted: row.is_granted,
  }));
}

async function filesOf(db: Executor, applicationId: number): Promise<Application['files']> {
  const rows = await db
    .selectFrom('application_files as af')
    .innerJoin('files as f', 'f.id', 'af.file_id')
    .select(['af.id', 'af.file_id', 'af.file_type_id', 'af.document_readiness_id', 'af.created_at', 'f.original_name', 'f.mime_type', 'f.byte_size'])
    .where('af.application_id', '=', applicationId)
    .orderBy('af.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    storedFileId: row.file_id,
    fileTypeId: row.file_type_id,
    name: row.original_name,
    mimeType: row.mime_type,
    byteSize: row.byte_size,
    documentReadinessId: row.document_readiness_id,
    createdAt: isoRequired(row.created_at),
  }));
}

async function historyOf(db: Executor, applicationId: number): Promise<Application['history']> {
  const rows = await db
    .selectFrom('application_status_history as h')
    .leftJoin('users as u', 'u.id', 'h.changed_by_user_id')
    .leftJoin('people as p', 'p.id', 'u.person_id')
    .select(['h.id', 'h.from_status_id', 'h.to_status_id', 'h.message', 'h.created_at', 'p.first_name', 'p.last_name'])
    .where('h.application_id', '=', applicationId)
    .orderBy('h.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    fromStatusId: row.from_status_id,
    toStatusId: row.to_status_id,
    message: row.message,
    changedBy: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    createdAt: isoRequired(row.created_at),
  }));
}

/**
 * The application in full, or null when there is none with that id. The caller has checked who may
 * see it (routes' access rules and the auditor's assignment).
 */
export async function loadApplication(db: Executor, appId: number, viewer: Viewer): Promise<Application | null> {
  const row = await selectApplications(db).where('a.id', '=', appId).executeTakeFirst();
  if (!row) return null;
  const source =
    row.application_source_id === null
      ? null
      : ((await db
          .selectFrom('applications')
          .select(['id', 'application_type_id', 'sent_at'])
          .where('id', '=', row.application_source_id)
          .executeTakeFirst()) ?? null);
  const [industries, companyOffices, scopes, areaCodes, files, history] = await Promise.all([
    industriesOf(db, row.id, row.company_id),
    officesOf(db, row.id),
    db.selectFrom('application_scopes').select(['id', 'description']).where('application_id', '=', row.id).orderBy('id').execute(),
    db.selectFrom('application_area_codes').select('area_code').where('application_id', '=', row.id).orderBy('area_code').execute(),
    filesOf(db, row.id),
    historyOf(db, row.id),
  ]);
  return view(row, {
    ...joined(row),
    source: source ? { id: source.id, applicationTypeId: source.application_type_id, sentAt: iso(source.sent_at) } : null,
    possibleStatuses: possibleStatuses(row.application_status_id, viewer.actor).map(namedStatus),
    industries,
    companyOffices,
    scopes,
    areaCodes: areaCodes.map((code) => code.area_code),
    files,
    history,
    changesSinceSource: row.renewal_changes,
  });
}
