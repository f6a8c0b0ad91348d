/** The Finnish mail of the audit report (issue 21): the report is sent to the company to read and comment. */
import type { Mail } from '../../integrations/mailer';
import { DESCRIBABLES } from '../../../src/domain/describables';

const SIGNATURE = ['', 'Ystävällisin terveisin', 'Pätevä'];

export interface ReportSentFacts {
  companyId: number;
  companyName: string;
  programId: number;
  certificateTypeId: number;
}

const kindName = (id: number) => DESCRIBABLES['certificate-kinds']?.find((row) => row.id === id)?.shortDescription.toLowerCase() ?? '';

/** To each admin of the company: the auditor has sent the report; read it and comment in the portal. */
export function reportSentMail(to: string, facts: ReportSentFacts, appUrl: string): Mail {
  return {
    to,
    subject: 'Auditointiraportti on luettavissa – Pätevä',
    text: [
      'Hei,',
      '',
      `yrityksen ${facts.companyName} ${kindName(facts.certificateTypeId)}sertifikaatin auditointiraportti on luettavissa Pätevä-portaalissa:`,
      `${appUrl}/companies/${facts.companyId}/audits/${facts.programId}/report`,
      '',
      'Voit kommentoida raporttia portaalissa ennen kuin pääauditoija tarkastaa sen. Mahdolliset poikkeamat ja niiden korjausaikataulut löydät yrityksen Poikkeamat-osiosta.',
      '',
      'Saat tämän viestin, koska olet yrityksen pääkäyttäjä Pätevässä.',
      ...SIGNATURE,
    ].join('\n'),
  };
}
