/** The Finnish e-mail of a company invite. */
import type { Mail } from '../../integrations/mailer';
import { formatDate } from '../../../src/domain/formats';

export interface InviteMailInput {
  to: string;
  companyName: string;
  inviterName: string;
  link: string;
  newUser: boolean;
  expiresAt: Date;
}

export function inviteMail({ to, companyName, inviterName, link, newUser, expiresAt }: InviteMailInput): Mail {
  return {
    to,
    subject: `Kutsu yrityksen ${companyName} käyttäjäksi – Pätevä`,
    text: [
      'Hei,',
      '',
      `${inviterName} kutsuu sinut yrityksen ${companyName} käyttäjäksi Pätevä-palvelussa.`,
      newUser
        ? 'Luo itsellesi tunnus avaamalla alla oleva linkki. Kun tunnus on luotu, olet yrityksen käyttäjä.'
        : 'Kirjaudu sisään avaamalla alla oleva linkki, niin kutsu hyväksytään.',
      '',
      link,
      '',
      `Kutsu on voimassa ${formatDate(expiresAt)} asti. Jos et odottanut kutsua, voit jättää tämän viestin huomiotta.`,
      '',
      'Ystävällisin terveisin',
      'Pätevä',
    ].join('\n'),
  };
}
