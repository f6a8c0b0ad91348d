/** The Finnish texts of the auth e-mails. */
import type { Mail } from '../../integrations/mailer';
import { LINK_VALID_MINUTES } from './links';

export function verificationMail(to: string, firstName: string, link: string): Mail {
  return {
    to,
    subject: 'Vahvista sähköpostiosoitteesi – Pätevä',
    text: [
      `Hei ${firstName},`,
      '',
      'kiitos rekisteröitymisestä Pätevä-palveluun. Vahvista sähköpostiosoitteesi avaamalla alla oleva linkki:',
      '',
      link,
      '',
      `Linkki on voimassa ${LINK_VALID_MINUTES} minuuttia. Jos et rekisteröitynyt palveluun, voit jättää tämän viestin huomiotta.`,
      '',
      'Ystävällisin terveisin',
      'Pätevä',
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, firstName: string, link: string): Mail {
  return {
    to,
    subject: 'Salasanan vaihtaminen – Pätevä',
    text: [
      `Hei ${firstName},`,
      '',
      'saimme pyynnön vaihtaa Pätevä-tilisi salasanan. Voit asettaa uuden salasanan avaamalla alla olevan linkin:',
      '',
      link,
      '',
      `Linkki on voimassa ${LINK_VALID_MINUTES} minuuttia ja toimii kerran. Jos et pyytänyt salasanan vaihtoa, voit jättää tämän viestin huomiotta – salasanasi ei muutu.`,
      '',
      'Ystävällisin terveisin',
      'Pätevä',
    ].join('\n'),
  };
}
