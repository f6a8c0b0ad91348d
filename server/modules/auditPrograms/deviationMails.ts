/**
 * The Finnish mails of the deviation workflow (issue 21): a deviation raised and a fix returned go
 * to the company's admins, a fix sent goes to the programme's auditors, and the reminders (7 days
 * before the due date, and once overdue) go to the company's admins. Queued through the outbox in
 * the change's transaction, never sent inline.
 */
import type { Mail } from '../../integrations/mailer';
import { formatDate } from '../../../src/domain/formats';
import { DeviationSeverity } from '../../../src/domain/auditCodes';

const SIGNATURE = ['', 'Ystävällisin terveisin', 'Pätevä'];

export interface DeviationMailFacts {
  id: number;
  companyId: number;
  companyName: string;
  severityId: number;
  description: string;
  toBeFixedByDate: string;
}

const severityText = (severityId: number) => (severityId === DeviationSeverity.serious ? 'vakava' : 'lievä');
const companyLink = (appUrl: string, facts: DeviationMailFacts) => `${appUrl}/companies/${facts.companyId}/deviations/${facts.id}`;
const evidenceNote = (severityId: number) =>
  severityId === DeviationSeverity.serious ? 'Vakavan poikkeaman korjaukseen on liitettävä vähintään yksi näyttötiedosto (PDF, JPEG tai PNG).' : null;

/** To a company admin: the auditor raised a deviation. */
export function deviationRaisedMail(to: string, facts: DeviationMailFacts, appUrl: string): Mail {
  return {
    to,
    subject: `Auditoinnissa kirjattiin poikkeama – korjaus ${formatDate(facts.toBeFixedByDate)} mennessä – Pätevä`,
    text: [
      'Hei,',
      '',
      `yrityksen ${facts.companyName} auditoinnissa kirjattiin ${severityText(facts.severityId)} poikkeama:`,
      '',
      facts.description,
      '',
      `Korjaa poikkeama ja lähetä korjaus auditoijalle ${formatDate(facts.toBeFixedByDate)} mennessä Pätevä-portaalissa:`,
      companyLink(appUrl, facts),
      ...[evidenceNote(facts.severityId)].filter((line): line is string => !!line),
      '',
      'Saat tämän viestin, koska olet yrityksen pääkäyttäjä Pätevässä.',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** To a company admin: the auditor returned the fix with a comment. */
export function fixReturnedMail(to: string, facts: DeviationMailFacts, comment: string, appUrl: string): Mail {
  return {
    to,
    subject: 'Poikkeaman korjaus palautettiin täydennettäväksi – Pätevä',
    text: [
      'Hei,',
      '',
      `auditoija palautti yrityksen ${facts.companyName} poikkeaman korjauksen täydennettäväksi.`,
      '',
      `Poikkeama: ${facts.description}`,
      '',
      `Auditoijan kommentti: ${comment}`,
      '',
      `Täydennä korjaus ja lähetä se uudelleen ${formatDate(facts.toBeFixedByDate)} mennessä:`,
      companyLink(appUrl, facts),
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** To an auditor of the programme: the company sent its fix for review. */
export function fixSentMail(to: string, facts: DeviationMailFacts, appUrl: string): Mail {
  return {
    to,
    subject: `${facts.companyName} lähetti poikkeaman korjauksen tarkastettavaksi – Pätevä`,
    text: [
      'Hei,',
      '',
      `${facts.companyName} lähetti korjauksen ${facts.severityId === DeviationSeverity.serious ? 'vakavaan' : 'lievään'} poikkeamaan:`,
      '',
      facts.description,
      '',
      'Tarkasta korjaus ja hyväksy se tai palauta se kommentin kanssa:',
      `${appUrl}/audit/deviations`,
      ...SIGNATURE,
    ].join('\n'),
  };
}

export type ReminderStage = 'before' | 'overdue';

/** To a company admin: the due date is in 7 days or less, or has passed. */
export function deviationReminderMail(to: string, facts: DeviationMailFacts, stage: ReminderStage, appUrl: string): Mail {
  const due = formatDate(facts.toBeFixedByDate);
  return {
    to,
    subject: stage === 'overdue' ? `Poikkeaman korjaus on myöhässä (määräpäivä ${due}) – Pätevä` : `Muistutus: poikkeaman korjauksen määräpäivä on ${due} – Pätevä`,
    text: [
      'Hei,',
      '',
      stage === 'overdue'
        ? `yrityksen ${facts.companyName} auditoinnin poikkeaman korjauksen määräpäivä ${due} on mennyt, eikä korjausta ole lähetetty.`
        : `yrityksen ${facts.companyName} auditoinnin poikkeaman korjauksen määräpäivä on ${due}.`,
      '',
      `Poikkeama (${severityText(facts.severityId)}): ${facts.description}`,
      '',
      'Kirjaa tehdyt toimenpiteet ja lähetä korjaus auditoijalle Pätevä-portaalissa:',
      companyLink(appUrl, facts),
      ...[evidenceNote(facts.severityId)].filter((line): line is string => !!line),
      '',
      'Saat tämän muistutuksen, koska olet yrityksen pääkäyttäjä Pätevässä. Muistutus lähetetään viikkoa ennen määräpäivää ja kerran määräpäivän jälkeen.',
      ...SIGNATURE,
    ].join('\n'),
  };
}
