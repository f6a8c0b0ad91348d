/** The Finnish e-mail a feedback message is sent as. */
import type { Mail } from '../../integrations/mailer';

export interface FeedbackMailInput {
  to: string;
  messageType: 1 | 2;
  title: string;
  message: string;
  senderName: string;
  senderEmail: string;
  companyName: string | null;
  appUrl: string;
}

export function feedbackMail(input: FeedbackMailInput): Mail {
  const kind = input.messageType === 1 ? 'Virheilmoitus' : 'Palaute';
  return {
    to: input.to,
    // The title is the sender's text: one line in the subject whatever was typed.
    subject: `${kind}: ${input.title.replace(/\s+/g, ' ')} – Pätevä`,
    text: [
      'Hei,',
      '',
      `${input.senderName} (${input.senderEmail}) lähetti sinulle Pätevä-palvelussa viestin.`,
      '',
      `Tyyppi: ${kind}`,
      ...(input.companyName ? [`Yritys: ${input.companyName}`] : []),
      `Otsikko: ${input.title}`,
      '',
      input.message,
      '',
      `Voit vastata lähettäjälle osoitteeseen ${input.senderEmail}.`,
      '',
      'Ystävällisin terveisin',
      'Pätevä',
      `${input.appUrl}/`,
    ].join('\n'),
  };
}
