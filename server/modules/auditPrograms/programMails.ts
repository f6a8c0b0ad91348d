/** The Finnish mail of an audit programme (issue 21): the company is told who audits it and when. */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { Mail } from '../../integrations/mailer';
import { DESCRIBABLES } from '../../../src/domain/describables';
import { formatDate } from '../../../src/domain/formats';

const SIGNATURE = ['', 'Ystävällisin terveisin', 'Pätevä'];
const named = (list: string, id: number | null) => DESCRIBABLES[list]?.find((entry) => entry.id === id)?.shortDescription ?? '';

export interface AssignmentFacts {
  programId: number;
  companyId: number;
  companyName: string;
  certificateTypeId: number;
  auditKindId: number;
  plannedStartDate: string | null;
  durationInDays: number | null;
  primaryAuditor: string | null;
  secondaryAuditor: string | null;
}

/** The company's active admins and contact persons, by the address its page shows. */
export async function companyAuditRecipients(trx: Transaction<Database>, companyId: number): Promise<string[]> {
  const rows = await trx
    .selectFrom('company_people as cp')
    .innerJoin('people as p', 'p.id', 'cp.person_id')
    .select(sql<string | null>`lower(coalesce(p.email, cp.email))`.as('email'))
    .where('cp.company_id', '=', companyId)
    .where('cp.status', '=', 'active')
    .where((eb) => eb.or([eb('cp.company_admin', '=', true), eb('cp.company_contact_person', '=', true)]))
    .execute();
  return [...new Set(rows.map((row) => row.email).filter((email): email is string => !!email))].sort();
}

/** To a company's admin or contact person: the audit's auditors and planned date, and how to object. */
export function auditAssignmentMail(to: string, facts: AssignmentFacts, appUrl: string): Mail {
  const kind = named('certificate-kinds', facts.certificateTypeId) || 'sertifikaatti';
  const audit = named('audit-kinds', facts.auditKindId) || 'Auditointi';
  const when = facts.plannedStartDate ? formatDate(facts.plannedStartDate) : 'ei vielä sovittu';
  return {
    to,
    subject: `${audit}: auditoija ja ajankohta – Pätevä`,
    text: [
      'Hei,',
      '',
      `yrityksen ${facts.companyName} auditointi (${audit.toLowerCase()}, ${kind.toLowerCase()}) on suunniteltu seuraavasti:`,
      '',
      `Suunniteltu alkupäivä: ${when}`,
      ...(facts.durationInDays ? [`Kesto: ${String(facts.durationInDays).replace('.', ',')} päivää`] : []),
      `Pääauditoija: ${facts.primaryAuditor ?? 'ei vielä nimetty'}`,
      ...(facts.secondaryAuditor ? [`Toinen auditoija: ${facts.secondaryAuditor}`] : []),
      '',
      'Jos auditoijan puolueettomuudessa on mielestänne este (esimerkiksi aiempi konsultointi-, työ- tai sukulaisuussuhde), voitte esittää vastalauseen Pätevä-portaalissa ennen auditoinnin alkua:',
      `${appUrl}/companies/${facts.companyId}/audits`,
      '',
      'Saat tämän viestin, koska olet yrityksen pääkäyttäjä tai yhteyshenkilö Pätevässä.',
      ...SIGNATURE,
    ].join('\n'),
  };
}
