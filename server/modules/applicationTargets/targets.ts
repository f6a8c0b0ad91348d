/**
 * What a company may apply for now (GET /companies/{id}/application-targets, issue 11): the eleven
 * application types, a renewal or an extension only where the company holds what it renews, and no
 * type that already has an open application. docs/decisions.md "Issue 11: validate and send".
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { APPLICATION_TYPES, isCurrent, isOpen, sameKind, type ApplicationTypeId } from '../../../src/domain/applications';
import type { ApplicationTarget } from '../../../src/domain/api/applications';
import { certificateValidity } from '../../../src/domain/certificateValidity';

type Executor = Kysely<Database>;

interface CompanyApplication {
  id: number;
  application_type_id: number;
  application_status_id: number;
}

/** The company's current (status 5) application of the type's kind, the newest first: what a renewal copies. */
function currentOfKind(applications: readonly CompanyApplication[], typeId: ApplicationTypeId): CompanyApplication | undefined {
  return applications.find((app) => isCurrent(app.application_status_id) && sameKind(app.application_type_id as ApplicationTypeId, typeId));
}

const companyApplications = (db: Executor, companyId: number): Promise<CompanyApplication[]> =>
  db
    .selectFrom('applications')
    .select(['id', 'application_type_id', 'application_status_id'])
    .where('company_id', '=', companyId)
    .orderBy('sent_at', (ob) => ob.desc().nullsLast())
    .orderBy('id', 'desc')
    .execute();

/** The certificate kinds the association has granted the company and that are valid today. */
async function heldKinds(db: Executor, companyId: number, today: string): Promise<Set<number>> {
  const certificates = await db
    .selectFrom('company_certificates')
    // Dates as yyyy-MM-dd text (the driver would make them Date objects).
    .select(['certificate_type_id', sql<string | null>`valid_from::text`.as('valid_from'), sql<string | null>`valid_until::text`.as('valid_until')])
    .where('company_id', '=', companyId)
    .where('issued_by_association', '=', true)
    .execute();
  const holds = (c: (typeof certificates)[number]) => {
    const status = certificateValidity(c.valid_from, c.valid_until, today).status;
    return status === 'valid' || status === 'open';
  };
  return new Set(certificates.filter(holds).map((c) => c.certificate_type_id));
}

/** The source a renewal or an extension of this type copies: the company's current application of the kind. */
export async function renewalSourceFor(db: Executor, companyId: number, typeId: ApplicationTypeId): Promise<number | null> {
  return currentOfKind(await companyApplications(db, companyId), typeId)?.id ?? null;
}

export async function applicationTargets(db: Executor, companyId: number, today: string): Promise<ApplicationTarget[]> {
  const [targets, applications, held] = await Promise.all([
    db.selectFrom('application_targets').select(['id', 'application_type_id', 'name']).where('active', '=', true).orderBy('id').execute(),
    companyApplications(db, companyId),
    heldKinds(db, companyId, today),
  ]);
  const answer: ApplicationTarget[] = [];
  for (const target of targets) {
    const type = APPLICATION_TYPES[target.application_type_id as ApplicationTypeId];
    if (!type) continue;
    if (applications.some((app) => app.application_type_id === type.id && isOpen(app.application_status_id))) continue;
    const source = currentOfKind(applications, type.id);
    if (type.role !== 'new' && !source && !held.has(type.certificateKind)) continue;
    answer.push({
      id: target.id,
      applicationTypeId: type.id,
      name: target.name,
      family: type.family,
      role: type.role,
      sourceApplicationId: type.role === 'new' ? null : (source?.id ?? null),
    });
  }
  return answer;
}
