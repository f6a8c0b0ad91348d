/** The Finnish e-mail that brings accessibility feedback to the office. */
import type { Mail } from '../../integrations/mailer';

export function accessibilityFeedbackMail(input: { to: string; message: string; replyTo: string | null; appUrl: string }): Mail {
  return {
    to: input.to,
    subject: 'Saavutettavuuspalaute – Pätevä',
    text: [
      'Hei,',
      '',
      'Pätevä-portaalin saavutettavuusselosteen kautta on lähetetty palautetta:',
      '',
      input.message,
      '',
      input.replyTo
        ? `Lähettäjä toivoo vastausta osoitteeseen ${input.replyTo}. Laki (306/2019) edellyttää vastausta 14 päivän kuluessa.`
        : 'Lähettäjä ei antanut sähköpostiosoitetta.',
      '',
      'Ystävällisin terveisin',
      'Pätevä',
      `${input.appUrl}/saavutettavuusseloste`,
    ].join('\n'),
  };
}
