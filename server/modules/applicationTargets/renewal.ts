/**
 * Renewal in one step (issue 11): a new renewal or extension starts as a copy of the last granted
 * application of its kind — industries with the references still young enough, offices, scopes,
 * area codes and the files still valid — and keeps, in Finnish, what it left out and why
 * (`renewal_changes`, shown as changesSinceSource). The plan is src/domain/applicationRenewal.ts.
 */
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { ApplicationRow, Database } from '../../db/types';
import { applicationType, isCurrent, sameKind, type ApplicationTypeId } from '../../../src/domain/applications';
import { applicableRequirements } from '../../../src/domain/applicationChecks';
import { planRenewal, type RenewalPlan, type RenewalSource } from '../../../src/domain/applicationRenewal';
import { recordChange } from '../../shared/auditRecord';
import { todayInFinland } from '../../../src/domain/referenceAge';
import { renewalSourceFor } from '../applicationTargets/targets';

type NewApplication = Pick<ApplicationRow, 'id' | 'company_id' | 'application_type_id'>;

/** The source's industries as the plan reads them: still available to this family, their age limit now. */
async function sourceIndustries(trx: Transaction<Database>, sourceId: number, application: NewApplication): Promise<RenewalSource['industries']> {
  const type = applicationType(application.application_type_id);
  const rows = await trx
    .selectFrom('application_industries as ai')
    .innerJoin('classification_industries as ci', 'ci.id', 'ai.classification_industry_id')
    .select(['ai.id', 'ai.granted', 'ci.id as industry_id', 'ci.symbolic_number', 'ci.short_description', 'ci.active', 'ci.available_proficiency', 'ci.available_certification'])
    .where('ai.application_id', '=', sourceId)
    .orderBy('ci.sort_number')
    .orderBy('ci.id')
    .execute();
  if (rows.length === 0) return [];
  // One query after another: the transaction has one connection.
  const requirements = await trx
    .selectFrom('classification_industry_requirements')
    .select(['id', 'classification_industry_id', 'company_id', 'certificate_type_id', 'max_reference_age'])
    .where(
      'classification_industry_id',
      'in',
      rows.map((row) => row.industry_id),
    )
    .execute();
  const references = await trx
    .selectFrom('application_industry_references as air')
    .innerJoin('company_references as r', 'r.id', 'air.reference_id')
    .select(['air.application_industry_id', 'air.granted', 'r.id', 'r.title', sql<string | null>`r.work_end_date::text`.as('work_end_date')])
    .where(
      'air.application_industry_id',
      'in',
      rows.map((row) => row.id),
    )
    // A reference moved to another company since is not this company's to attach.
    .where('r.company_id', '=', application.company_id)
    .orderBy('r.id')
    .execute();
  return rows.map((row) => {
    const rules = applicableRequirements(
      requirements
        .filter((req) => req.classification_industry_id === row.industry_id)
        .map((req) => ({
          id: req.id,
          companyId: req.company_id,
          certificateTypeId: req.certificate_type_id,
          minTotalBilling: null,
          maxReferenceAge: req.max_reference_age,
          minReferenceCount: null,
          fileTypeId: null,
          educationDegreeIds: [],
          personCertificateTypeIds: [],
        })),
      application.company_id,
      type?.certificateKind ?? 3,
    );
    const ages = rules.map((rule) => rule.maxReferenceAge).filter((age): age is number => age !== null);
    const available = row.active && (type?.family === 'certificate' ? row.available_certification : row.available_proficiency);
    return {
      classificationIndustryId: row.industry_id,
      symbolicNumber: row.symbolic_number,
      shortDescription: row.short_description,
      available,
      granted: row.granted,
      maxReferenceAge: ages.length > 0 ? Math.min(...ages) : null,
      references: references
        .filter((ref) => ref.application_industry_id === row.id)
        .map((ref) => ({ id: ref.id, title: ref.title, workEndDate: ref.work_end_date, granted: ref.granted })),
    };
  });
}

async function readSource(trx: Transaction<Database>, sourceId: number, application: NewApplication): Promise<RenewalSource> {
  const industries = await sourceIndustries(trx, sourceId, application);
  const offices = await trx
    .selectFrom('application_company_offices as aco')
    .leftJoin('company_offices as o', 'o.id', 'aco.company_office_id')
    .select(['aco.id', 'aco.company_office_id', 'aco.is_granted', sql<string | null>`coalesce(o.name, aco.description)`.as('description')])
    .where('aco.application_id', '=', sourceId)
    .orderBy('aco.id')
    .execute();
  const files = await trx
    .selectFrom('application_files as af')
    .innerJoin('files as f', 'f.id', 'af.file_id')
    .select(['af.id', 'af.file_type_id', 'af.document_readiness_id', 'f.original_name', sql<string>`(f.created_at at time zone 'Europe/Helsinki')::date::text`.as('uploaded_on')])
    .where('af.application_id', '=', sourceId)
    .orderBy('af.id')
    .execute();
  return {
    industries,
    offices: offices.map((row) => ({ id: row.id, companyOfficeId: row.company_office_id, description: row.description, isGranted: row.is_granted })),
    files: files.map((row) => ({ id: row.id, fileTypeId: row.file_type_id, name: row.original_name, uploadedOn: row.uploaded_on, documentReadinessId: row.document_readiness_id })),
  };
}

async function writePlan(trx: Transaction<Database>, sourceId: number, application: NewApplication, plan: RenewalPlan): Promise<void> {
  for (const industry of plan.industries) {
    // What the new application already names (its create body) stays; the copy only adds.
    await trx
      .insertInto('application_industries')
      .values({ application_id: application.id, classification_industry_id: industry.classificationIndustryId })
      .onConflict((oc) => oc.columns(['application_id', 'classification_industry_id']).doNothing())
      .execute();
    if (industry.referenceIds.length === 0) continue;
    const target = await trx
      .selectFrom('application_industries')
      .select('id')
      .where('application_id', '=', application.id)
      .where('classification_industry_id', '=', industry.classificationIndustryId)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('application_industry_references')
      .values(industry.referenceIds.map((referenceId) => ({ application_industry_id: target.id, reference_id: referenceId, is_new: false })))
      .onConflict((oc) => oc.columns(['application_industry_id', 'reference_id']).doNothing())
      .execute();
  }
  if (plan.officeIds.length > 0) {
    await trx
      .insertInto('application_company_offices')
      .columns(['application_id', 'company_office_id', 'description'])
      .expression((eb) =>
        eb
          .selectFrom('application_company_offices')
          .select([eb.val(application.id).as('application_id'), 'company_office_id', 'description'])
          .where('id', 'in', plan.officeIds)
          .orderBy('id'),
      )
      .execute();
  }
  await trx
    .insertInto('application_scopes')
    .columns(['application_id', 'description'])
    .expression((eb) => eb.selectFrom('application_scopes').select([eb.val(application.id).as('application_id'), 'description']).where('application_id', '=', sourceId).orderBy('id'))
    .execute();
  await trx
    .insertInto('application_area_codes')
    .columns(['application_id', 'area_code'])
    .expression((eb) => eb.selectFrom('application_area_codes').select([eb.val(application.id).as('application_id'), 'area_code']).where('application_id', '=', sourceId))
    .onConflict((oc) => oc.columns(['application_id', 'area_code']).doNothing())
    .execute();
  if (plan.fileIds.length > 0) {
    // The same stored file is linked again; the office judges its readiness anew (default unfinished).
    await trx
      .insertInto('application_files')
      .columns(['application_id', 'file_id', 'file_type_id'])
      .expression((eb) =>
        eb
          .selectFrom('application_files')
          .select([eb.val(application.id).as('application_id'), 'file_id', 'file_type_id'])
          .where('id', 'in', plan.fileIds)
          .orderBy('id'),
      )
      .execute();
  }
}

/**
 * Copies the source into the new application in the caller's transaction and stores what was left
 * out. A source that is not the company's current application of the same kind is not copied.
 * Answers the changes (Finnish lines).
 */
export async function copyRenewalSource(
  trx: Transaction<Database>,
  { application, sourceId, today, userId = null }: { application: NewApplication; sourceId: number; today: string; userId?: number | null },
): Promise<string[]> {
  const source = await trx
    .selectFrom('applications')
    .select(['id', 'company_id', 'application_type_id', 'application_status_id'])
    .where('id', '=', sourceId)
    .executeTakeFirst();
  const usable =
    source &&
    source.id !== application.id &&
    source.company_id === application.company_id &&
    isCurrent(source.application_status_id) &&
    sameKind(source.application_type_id as ApplicationTypeId, application.application_type_id as ApplicationTypeId);
  if (!usable) return [];
  const plan = planRenewal(await readSource(trx, sourceId, application), today);
  await writePlan(trx, sourceId, application, plan);
  await trx.updateTable('applications').set({ application_source_id: sourceId, renewal_changes: plan.changes }).where('id', '=', application.id).execute();
  await recordChange(trx, {
    companyId: application.company_id,
    userId,
    entity: 'application',
    entityId: application.id,
    action: 'update',
    after: {
      application_source_id: sourceId,
      copied: `${plan.industries.length} toimialaa, ${plan.industries.reduce((n, industry) => n + industry.referenceIds.length, 0)} referenssiä, ${plan.officeIds.length} toimipaikkaa, ${plan.fileIds.length} liitettä`,
    },
  });
  return plan.changes;
}

/**
 * The create service's one call: a new renewal or extension starts as a copy of the company's current
 * application of its kind (none: it starts empty). A new application of a base type is left as it is.
 */
export async function startRenewal(trx: Transaction<Database>, application: NewApplication, userId: number | null, today = todayInFinland()): Promise<void> {
  const type = applicationType(application.application_type_id);
  if (!type || type.role === 'new') return;
  const sourceId = await renewalSourceFor(trx, application.company_id, type.id);
  if (sourceId !== null) await copyRenewalSource(trx, { application, sourceId, today, userId });
}
