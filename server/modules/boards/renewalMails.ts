/**
 * The Finnish texts of a board meeting's renewal reminders (issue 20 "Meetings", SPEC §9): the first
 * reminder, the second reminder and the renewal notice, each naming the meeting's day, the company's
 * certificates that the meeting renews, and how to apply for renewal.
 */
import type { Mail } from '../../integrations/mailer';
import { formatDate } from '../../../src/domain/formats';
import { RenewalStage, type RenewalStageId } from '../../../src/domain/meetingReminders';

export interface RenewalReminderFacts {
  companyId: number;
  companyName: string;
  boardName: string;
  /** yyyy-MM-dd */
  meetingDay: string;
  /** "name number, voimassa dd.MM.yyyy asti" each. */
  certificates: readonly string[];
}

const SUBJECTS: Record<RenewalStageId, (facts: RenewalReminderFacts) => string> = {
  [RenewalStage.first]: (facts) => `Muistutus: pätevyyden tai sertifikaatin uusiminen lautakunnan kokouksessa ${formatDate(facts.meetingDay)} – Pätevä`,
  [RenewalStage.second]: (facts) => `Toinen muistutus: uusimishakemus lautakunnan kokoukseen ${formatDate(facts.meetingDay)} – Pätevä`,
  [RenewalStage.notice]: (facts) => `Uusimisilmoitus: lautakunnan kokous ${formatDate(facts.meetingDay)} lähestyy – Pätevä`,
};

const OPENINGS: Record<RenewalStageId, (facts: RenewalReminderFacts) => string[]> = {
  [RenewalStage.first]: (facts) => [
    `yrityksen ${facts.companyName} voimassaolo päättyy ennen lautakunnan (${facts.boardName}) seuraavaa kokousta, joten uusiminen käsitellään kokouksessa ${formatDate(facts.meetingDay)}:`,
  ],
  [RenewalStage.second]: (facts) => [
    `muistutamme, että yrityksen ${facts.companyName} uusiminen käsitellään lautakunnan (${facts.boardName}) kokouksessa ${formatDate(facts.meetingDay)}, eikä uusimishakemusta ole vielä käsitelty:`,
  ],
  [RenewalStage.notice]: (facts) => [
    `lautakunnan (${facts.boardName}) kokous ${formatDate(facts.meetingDay)} on kahden viikon kuluttua. Se on viimeinen kokous, jossa yrityksen ${facts.companyName} uusiminen ehditään käsitellä ennen voimassaolon päättymistä:`,
  ],
};

const CLOSINGS: Record<RenewalStageId, string> = {
  [RenewalStage.first]: 'Tee uusimishakemus hyvissä ajoin, jotta toimisto ehtii arvioida sen ennen kokousta.',
  [RenewalStage.second]: 'Tee uusimishakemus nyt, jotta toimisto ehtii arvioida sen ennen kokousta.',
  [RenewalStage.notice]: 'Jos uusimishakemusta ei ole tehty, tee se heti ja ota yhteyttä toimistoon. Ilman uusimista voimassaolo päättyy.',
};

/** To a company's admin or contact person on one of the meeting's three renewal dates. */
export function renewalReminderMail(to: string, stage: RenewalStageId, facts: RenewalReminderFacts, appUrl: string): Mail {
  return {
    to,
    subject: SUBJECTS[stage](facts),
    text: [
      'Hei,',
      '',
      ...OPENINGS[stage](facts),
      ...facts.certificates.map((line) => `- ${line}`),
      '',
      CLOSINGS[stage],
      'Uusimishakemuksen teet Pätevä-portaalissa yrityksen hakemuksissa:',
      `${appUrl}/companies/${facts.companyId}/applications`,
      '',
      'Saat tämän viestin, koska olet yrityksen pääkäyttäjä tai yhteyshenkilö Pätevässä. Muistutukset lähetetään kokouksen uusimispäivinä (oletuksena 60, 30 ja 14 päivää ennen kokousta).',
      '',
      'Ystävällisin terveisin',
      'Pätevä',
    ].join('\n'),
  };
}
