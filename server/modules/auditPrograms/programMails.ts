/** The Finnish mail of an audit programme (issue 21): the company is told who audits it and when. */
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
