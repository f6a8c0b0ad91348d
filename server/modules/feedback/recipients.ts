/**
 * Who receives feedback (docs/decisions.md "Feedback"): Pätevä's office staff
 * (PATEVA_OFFICE users), and within a company also its company admins and
 * contact persons. A recipient needs an e-mail address.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import { UserRole } from '../../../src/domain/codes';
import { wholeList } from '../../../src/domain/schemas/list';
import type { FeedbackRecipient } from '../../../src/domain/api/feedback';
import type { Page } from '../../../src/domain/api/lists';

/** A recipient as the server knows it: with the address the message is mailed to, which the API never shows. */
export interface Recipient extends FeedbackRecipient {
  email: string;
}

export async function officeRecipients(db: Db): Promise<Recipient[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('people as p', 'p.id', 'u.person_id')
    .select(['p.id', 'p.first_name', 'p.last_name', 'u.email'])
    .where('u.id', 'in', (eb) => eb.selectFrom('user_permissions').select('user_id').where('permission_id', '=', UserRole.office))
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({ id: r.id, person: { id: r.id, firstName: r.first_name, lastName: r.last_name }, group: 'office', email: r.email }));
}

export async function companyRecipients(db: Db, companyId: number): Promise<Recipient[]> {
  const rows = await db
    .selectFrom('company_people as cp')
    .innerJoin('people as p', 'p.id', 'cp.person_id')
    .leftJoin('users as u', 'u.id', 'cp.user_id')
    .select(['p.id', 'p.first_name', 'p.last_name', sql<string | null>`coalesce(u.email, cp.email, p.email)`.as('email')])
    .where('cp.company_id', '=', companyId)
    .where('cp.status', '=', 'active')
    .where((eb) => eb.or([eb('cp.company_admin', '=', true), eb('cp.company_contact_person', '=', true)]))
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('p.id')
    .execute();
  return rows.flatMap((r) =>
    r.email ? [{ id: r.id, person: { id: r.id, firstName: r.first_name, lastName: r.last_name }, group: 'company' as const, email: r.email }] : [],
  );
}

/** Office staff first, then the company's own people (a person in both is listed once, as office). */
export async function allowedRecipients(db: Db, companyId: number | null): Promise<Recipient[]> {
  const office = await officeRecipients(db);
  if (companyId === null) return office;
  const seen = new Set(office.map((r) => r.id));
  return [...office, ...(await companyRecipients(db, companyId)).filter((r) => !seen.has(r.id))];
}

/** What the API shows of a recipient: no e-mail address. */
export const recipientView = ({ id, person, group }: Recipient): FeedbackRecipient => ({ id, person, group });

export function recipientList(recipients: Recipient[]): Page<FeedbackRecipient> {
  const data = recipients.map(recipientView);
  return wholeList(data);
}
