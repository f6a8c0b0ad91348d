/**
 * An application's nested sets (industries with their references, offices, scopes, area codes):
 * checked against the company's own records, and written by the rule each collection's declaration
 * names (server/db/childRows.ts): a set the body gives replaces or merges into the stored one, a set
 * it leaves out stays (SPEC §5, docs/decisions.md). Rows that stay keep what the office recorded on them (an industry's or a reference's `granted`, an office's `audited`).
 */
import { sql, type Transaction, type Updateable } from 'kysely';
import type { ApplicationsTable, Database } from '../../db/types';
import { givenColumns } from '../../http/view';
import { application } from '../../../src/domain/entities/application';
import { childCollection } from '../../../src/domain/entities/entity';
import type { FieldErrors } from '../../http/errors';
import type { UpdateBody } from './body';
import { refreshReferenceLocks } from './status';
import { childPlan } from '../../db/childRows';

type Trx = Transaction<Database>;

const add = (errors: FieldErrors, key: string, message: string) => {
  (errors[key] ??= []).push(message);
};

/** The body's references to the company's records: each must be the company's (422 per field otherwise). */
export async function checkNested(trx: Trx, companyId: number, body: UpdateBody): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (body.contact_person_id != null) {
    const person = await trx
      .selectFrom('company_people')
      .select('id')
      .where('company_id', '=', companyId)
      .where('person_id', '=', body.contact_person_id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!person) add(errors, 'contact_person_id', 'Valitse yhteyshenkilö yrityksen henkilöistä.');
  }

  const industries = body.application_industries ?? [];
  const industryIds = [...new Set(industries.map((item) => item.classification_industry_id))];
  const known = industryIds.length
    ? new Set(
        (await trx.selectFrom('classification_industries').select('id').where('id', 'in', industryIds).where('active', '=', true).execute()).map((row) => row.id),
      )
    : new Set<number>();
  const referenceIds = [...new Set(industries.flatMap((item) => item.reference_ids ?? []))];
  const ownReferences = referenceIds.length
    ? new Set(
        (await trx.selectFrom('company_references').select('id').where('id', 'in', referenceIds).where('company_id', '=', companyId).execute()).map(
          (row) => row.id,
        ),
      )
    : new Set<number>();
  const seen = new Set<number>();
  industries.forEach((item, index) => {
    const key = `application_industries.${index}`;
    if (!known.has(item.classification_industry_id)) add(errors, `${key}.classification_industry_id`, 'Toimialaa ei löytynyt.');
    else if (seen.has(item.classification_industry_id)) add(errors, `${key}.classification_industry_id`, 'Toimiala on valittu jo kerran.');
    seen.add(item.classification_industry_id);
    if ((item.reference_ids ?? []).some((id) => !ownReferences.has(id))) {
      add(errors, `${key}.reference_ids`, 'Liitä toimialalle vain yrityksen omia referenssejä.');
    }
  });

  const officeIds = [...new Set((body.application_company_offices ?? []).flatMap((item) => (item.company_office_id == null ? [] : [item.company_office_id])))];
  const ownOffices = officeIds.length
    ? new Set(
        (await trx.selectFrom('company_offices').select('id').where('id', 'in', officeIds).where('company_id', '=', companyId).execute()).map((row) => row.id),
      )
    : new Set<number>();
  (body.application_company_offices ?? []).forEach((item, index) => {
    if (item.company_office_id != null && !ownOffices.has(item.company_office_id)) {
      add(errors, `application_company_offices.${index}.company_office_id`, 'Valitse toimipaikka yrityksen toimipaikoista.');
    } else if (item.company_office_id == null && !item.description) {
      add(errors, `application_company_offices.${index}.description`, 'Valitse toimipaikka tai kirjoita sen kuvaus.');
    }
  });
  return errors;
}

/** The declared collection of the application named `field`, with its write rule. */
function collection(field: string) {
  const declared = childCollection(application, field);
  if (!declared) throw new Error(`applications: ${field} is no child collection`);
  return declared.rule;
}
const INDUSTRIES = collection('industries');
const OFFICES = collection('companyOffices');
const SCOPES = collection('scopes');

async function writeIndustries(trx: Trx, applicationId: number, industries: NonNullable<UpdateBody['application_industries']>): Promise<void> {
  const links = await trx
    .selectFrom('application_industries as ai')
    .leftJoin('application_industry_references as air', 'air.application_industry_id', 'ai.id')
    .select(['ai.id', 'ai.classification_industry_id', 'air.reference_id'])
    .where('ai.application_id', '=', applicationId)
    .execute();
  const touched = new Set(links.flatMap((row) => (row.reference_id === null ? [] : [row.reference_id])));
  const before = [...new Map(links.map((row) => [row.id, row])).values()];
  const plan = childPlan(INDUSTRIES, before, industries);
  if (plan.remove.length) await trx.deleteFrom('application_industries').where('id', 'in', plan.remove.map((row) => row.id)).execute();
  // One insert after another: a transaction's queries share one connection.
  const added: Array<{ industryId: number; item: (typeof industries)[number] }> = [];
  for (const item of plan.add) {
    const row = await trx
      .insertInto('application_industries')
      .values({ application_id: applicationId, classification_industry_id: item.classification_industry_id })
      .returning('id')
      .executeTakeFirstOrThrow();
    added.push({ industryId: row.id, item });
  }
  for (const { industryId, item } of [...plan.keep.map(({ row, item }) => ({ industryId: row.id, item })), ...added]) {
    // The references listed replace the industry's; a link that stays keeps the office's `granted`.
    if (item.reference_ids === undefined) continue;
    const references = [...new Set(item.reference_ids)];
    let removal = trx.deleteFrom('application_industry_references').where('application_industry_id', '=', industryId);
    if (references.length) removal = removal.where('reference_id', 'not in', references);
    await removal.execute();
    if (references.length) {
      await trx
        .insertInto('application_industry_references')
        .values(references.map((referenceId) => ({ application_industry_id: industryId, reference_id: referenceId })))
        .onConflict((oc) => oc.columns(['application_industry_id', 'reference_id']).doNothing())
        .execute();
    }
    references.forEach((id) => touched.add(id));
  }
  await refreshReferenceLocks(trx, [...touched]);
}

async function writeOffices(trx: Trx, applicationId: number, offices: NonNullable<UpdateBody['application_company_offices']>): Promise<void> {
  const before = await trx.selectFrom('application_company_offices').select(['id', 'company_office_id']).where('application_id', '=', applicationId).orderBy('id').execute();
  // The same company office keeps its row (and the office's review of it).
  const plan = childPlan(OFFICES, before, offices);
  for (const { row, item } of plan.keep) {
    await trx.updateTable('application_company_offices').set({ description: item.description ?? null }).where('id', '=', row.id).execute();
  }
  if (plan.add.length) {
    await trx
      .insertInto('application_company_offices')
      .values(plan.add.map((item) => ({ application_id: applicationId, company_office_id: item.company_office_id ?? null, description: item.description ?? null })))
      .execute();
  }
  if (plan.remove.length) await trx.deleteFrom('application_company_offices').where('id', 'in', plan.remove.map((row) => row.id)).execute();
}

async function writeScopes(trx: Trx, applicationId: number, scopes: NonNullable<UpdateBody['application_scopes']>): Promise<void> {
  const before = await trx.selectFrom('application_scopes').select('id').where('application_id', '=', applicationId).execute();
  const plan = childPlan(SCOPES, before, scopes);
  if (plan.remove.length) await trx.deleteFrom('application_scopes').where('id', 'in', plan.remove.map((row) => row.id)).execute();
  if (plan.add.length) {
    await trx
      .insertInto('application_scopes')
      .values(plan.add.map((scope) => ({ application_id: applicationId, description: scope.description })))
      .execute();
  }
}

/** Writes the collections the body gives, each by its declared rule; those it leaves out stay as they are. */
export async function writeNested(trx: Trx, applicationId: number, body: UpdateBody): Promise<void> {
  if (body.application_industries !== undefined) await writeIndustries(trx, applicationId, body.application_industries);
  if (body.application_company_offices !== undefined) await writeOffices(trx, applicationId, body.application_company_offices);
  if (body.application_scopes !== undefined) await writeScopes(trx, applicationId, body.application_scopes);
  if (body.application_area_codes !== undefined) {
    await trx.deleteFrom('application_area_codes').where('application_id', '=', applicationId).execute();
    const codes = [...new Set(body.application_area_codes)];
    if (codes.length) await trx.insertInto('application_area_codes').values(codes.map((code) => ({ application_id: applicationId, area_code: code }))).execute();
  }
}

/** The application row's own fields the body gives (an update keeps the others), as the declaration names its columns. */
export function ownColumns(body: UpdateBody) {
  return { ...(givenColumns(application, body) as Partial<Updateable<ApplicationsTable>>), updated_at: sql<Date>`now()` };
}
