/** The Finnish texts of the certificate mails (issue 20 "Reminders"): the expiry reminders. */
import type { Mail } from '../../integrations/mailer';
import { formatDate } from '../../../src/domain/formats';
import { publicCertificatePath } from '../../../src/domain/publicRegistry';

const SIGNATURE = ['', 'Ystävällisin terveisin', 'Pätevä'];

export interface ReminderFacts {
  companyId: number;
  companyName: string;
  certificateName: string;
  number: string;
  validUntil: string;
  daysLeft: number;
}

const daysText = (days: number) => (days === 0 ? 'tänään' : days === 1 ? 'huomenna' : `${days} päivän kuluttua`);

/** To a company's admin or contact person: its certificate ends in 90, 30 or 7 days; renew in time. */
export function expiryReminderMail(to: string, facts: ReminderFacts, appUrl: string): Mail {
  return {
    to,
    subject: `${facts.certificateName} ${facts.number} vanhenee ${daysText(facts.daysLeft)} – Pätevä`,
    text: [
      'Hei,',
      '',
      `yrityksen ${facts.companyName} ${facts.certificateName} (numero ${facts.number}) on voimassa ${formatDate(facts.validUntil)} asti.`,
      '',
      'Jotta voimassaoloon ei tule katkosta, tee uusimishakemus Pätevä-portaalissa hyvissä ajoin ennen päättymispäivää:',
      `${appUrl}/companies/${facts.companyId}/applications`,
      '',
      `Sertifikaatin tiedot julkisessa rekisterissä: ${appUrl}${publicCertificatePath(facts.number)}`,
      '',
      'Saat tämän muistutuksen, koska olet yrityksen pääkäyttäjä tai yhteyshenkilö Pätevässä. Muistutus lähetetään 90, 30 ja 7 päivää ennen voimassaolon päättymistä.',
      ...SIGNATURE,
    ].join('\n'),
  };
}
