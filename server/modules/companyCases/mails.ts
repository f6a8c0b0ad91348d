/** The Finnish texts of the case mails (issue 22 §1): a new case, the reminder before its due date, and the overdue notice. */
import type { Mail } from '../../integrations/mailer';
import { formatDate } from '../../../src/domain/formats';
import { DESCRIBABLES } from '../../../src/domain/describables';

const SIGNATURE = ['', 'Ystävällisin terveisin', 'Pätevä'];

export interface CaseFacts {
  caseId: number;
  companyId: number;
  companyName: string;
  caseTypeId: number;
  title: string;
  dueDate: string;
}

export const caseTypeName = (typeId: number) => (DESCRIBABLES['deviation-types'] ?? []).find((type) => type.id === typeId)?.shortDescription ?? 'Selvityspyyntö';
const caseLink = (facts: CaseFacts, appUrl: string) => `${appUrl}/companies/${facts.companyId}/cases/${facts.caseId}`;

/** To each company admin: the office has opened a case; answer in the portal by its due date. */
export function newCaseMail(to: string, facts: CaseFacts, appUrl: string): Mail {
  return {
    to,
    subject: `Selvityspyyntö: ${facts.title} – Pätevä`,
    text: [
      'Hei,',
      '',
      `Pätevän toimisto on avannut yritykselle ${facts.companyName} selvityspyynnön (${caseTypeName(facts.caseTypeId)}): ${facts.title}.`,
      '',
      `Vastatkaa Pätevä-portaalissa viimeistään ${formatDate(facts.dueDate)}. Vastaukseen voi liittää tiedostoja (PDF, JPEG, PNG):`,
      caseLink(facts, appUrl),
      '',
      'Saat tämän viestin, koska olet yrityksen pääkäyttäjä Pätevässä.',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** 7 days before the due date, to a company that has not answered. */
export function caseReminderMail(to: string, facts: CaseFacts, appUrl: string): Mail {
  return {
    to,
    subject: `Muistutus: selvityspyyntöön vastattava ${formatDate(facts.dueDate)} mennessä – Pätevä`,
    text: [
      'Hei,',
      '',
      `yrityksen ${facts.companyName} selvityspyyntöön "${facts.title}" ei ole vielä vastattu. Vastausaika päättyy ${formatDate(facts.dueDate)}.`,
      '',
      'Vastatkaa Pätevä-portaalissa:',
      caseLink(facts, appUrl),
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** The day after the due date passed without an answer. */
export function caseOverdueMail(to: string, facts: CaseFacts, appUrl: string): Mail {
  return {
    to,
    subject: `Selvityspyynnön vastausaika on päättynyt – Pätevä`,
    text: [
      'Hei,',
      '',
      `yrityksen ${facts.companyName} selvityspyynnön "${facts.title}" vastausaika päättyi ${formatDate(facts.dueDate)}, eikä vastausta ole saatu.`,
      '',
      'Vastatkaa mahdollisimman pian Pätevä-portaalissa. Vastaamatta jättäminen voi johtaa asian viemiseen lautakunnan käsiteltäväksi:',
      caseLink(facts, appUrl),
      ...SIGNATURE,
    ].join('\n'),
  };
}
