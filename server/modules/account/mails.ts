/** The Finnish texts of the account mails (issue 9 #9): a changed sign-in address. */
import type { Mail } from '../../integrations/mailer';
import { LINK_VALID_MINUTES } from '../../shared/links';

const SIGNATURE = ['', 'Ystävällisin terveisin', 'Pätevä'];

/** To the new address: the link that makes it the account's sign-in address. */
export function emailChangeMail(to: string, firstName: string, link: string): Mail {
  return {
    to,
    subject: 'Vahvista uusi sähköpostiosoitteesi – Pätevä',
    text: [
      `Hei ${firstName},`,
      '',
      'Pätevä-tilisi sähköpostiosoitteeksi pyydettiin tätä osoitetta. Vahvista muutos avaamalla alla oleva linkki:',
      '',
      link,
      '',
      `Linkki on voimassa ${LINK_VALID_MINUTES} minuuttia. Siihen asti kirjaudut sisään entisellä osoitteellasi. Jos et pyytänyt muutosta, voit jättää tämän viestin huomiotta.`,
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** To the old address: a change was asked for; if it was not the owner, the password must change now. */
export function emailChangeNoticeMail(to: string, firstName: string, newEmail: string, appUrl: string): Mail {
  return {
    to,
    subject: 'Sähköpostiosoitteesi vaihtoa pyydettiin – Pätevä',
    text: [
      `Hei ${firstName},`,
      '',
      `Pätevä-tilisi sähköpostiosoitteeksi pyydettiin osoitetta ${newEmail}.`,
      'Muutos tulee voimaan vasta, kun uuteen osoitteeseen lähetetty vahvistuslinkki avataan. Siihen asti kirjaudut sisään tällä osoitteella.',
      '',
      `Jos et itse pyytänyt muutosta, vaihda salasanasi heti: ${appUrl}/auth/forgot-password`,
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** To a new address that already has an account: nothing changes, and the requester is told nothing more than for a free address. */
export function emailTakenMail(to: string, appUrl: string): Mail {
  return {
    to,
    subject: 'Sähköpostiosoitteen vaihto – Pätevä',
    text: [
      'Hei,',
      '',
      'Pätevä-palvelussa pyydettiin juuri vaihtamaan erään tilin sähköpostiosoitteeksi tämä osoite. Tällä osoitteella on jo Pätevä-tunnus, joten muutosta ei tehty.',
      `Voit kirjautua omalla tunnuksellasi osoitteessa ${appUrl}/auth/login.`,
      '',
      'Jos et tiedä pyynnöstä, voit jättää tämän viestin huomiotta.',
      ...SIGNATURE,
    ].join('\n'),
  };
}
