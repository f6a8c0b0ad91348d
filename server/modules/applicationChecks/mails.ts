/** The Finnish e-mail to the application's contact person when the application is sent. */
import type { Mail } from '../../integrations/mailer';

export interface SentMailInput {
  to: string;
  contactName: string;
  companyName: string;
  targetName: string;
  senderName: string;
  link: string;
}

export function applicationSentMail({ to, contactName, companyName, targetName, senderName, link }: SentMailInput): Mail {
  return {
    to,
    subject: `Hakemus lähetetty: ${targetName} – ${companyName}`,
    text: [
      `Hei ${contactName},`,
      '',
      `${senderName} lähetti yrityksen ${companyName} hakemuksen (${targetName}) Pätevän käsiteltäväksi. Sinut on merkitty hakemuksen yhteyshenkilöksi.`,
      '',
      'Hakemukseen liitetyt referenssit on lukittu käsittelyn ajaksi. Toimisto ottaa sinuun yhteyttä, jos hakemus tarvitsee täydennystä.',
      '',
      'Hakemuksen tila ja historia:',
      link,
      '',
      'Ystävällisin terveisin',
      'Pätevä',
    ].join('\n'),
  };
}
