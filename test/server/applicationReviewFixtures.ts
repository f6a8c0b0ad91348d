/** Applications for the office's review tests, written straight to the database (the company's send route is apps-core's). */
import { sql } from 'kysely';
import type { Db } from '../../server/db/kysely';

export const OFFICE = 2;
export const AUDIT_CERTIFICATE = 6;

export async function insertApplication(db: Db, companyId: number, options: { statusId?: number; typeId?: number; sentAt?: string | null; auditorUserId?: number | null; responsiblePersonId?: number | null; contactPersonId?: number | null } = {}) {
  const typeId = options.typeId ?? 1;
  const statusId = options.statusId ?? 2;
  const row = await db
    .insertInto('applications')
    .values({
      company_id: companyId,
      application_target_id: typeId,
      application_type_id: typeId,
      application_status_id: statusId,
      sent_at: options.sentAt === undefined ? (statusId === 1 ? null : sql`now()`) : options.sentAt,
      auditor_user_id: options.auditorUserId ?? null,
      pateva_responsible_person_id: options.responsiblePersonId ?? null,
      contact_person_id: options.contactPersonId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** An industry, an office and a file on the application, for the office's marks. */
export async function applicationParts(db: Db, appId: number) {
  const industry = await db.selectFrom('classification_industries').select('id').where('active', '=', true).orderBy('id').executeTakeFirstOrThrow();
  const ai = await db.insertInto('application_industries').values({ application_id: appId, classification_industry_id: industry.id }).returning('id').executeTakeFirstOrThrow();
  const office = await db.insertInto('application_company_offices').values({ application_id: appId, description: 'Pääkonttori' }).returning('id').executeTakeFirstOrThrow();
  const file = await db
    .insertInto('files')
    .values({ hash: 'a'.repeat(64), original_name: 'vakuutus.pdf', mime_type: 'application/pdf', byte_size: 10, variants: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const af = await db.insertInto('application_files').values({ application_id: appId, file_id: file.id, file_type_id: 10 }).returning('id').executeTakeFirstOrThrow();
  return { industryId: Number(ai.id), officeId: Number(office.id), fileId: Number(af.id) };
}
