/** The Finnish texts of the auth e-mails. */
import type { Mail } from '../../integrations/mailer';
import { LINK_VALID_MINUTES } from '../../shared/links';

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

/** Someone registered with an address that already has an account (issue 8 #11): the owner learns it, the form does not. */
export function accountExistsMail(to: string, firstName: string, appUrl: string): Mail {
  return {
    to,
    subject: 'Sinulla on jo Pätevä-tunnus',
    text: [
      `Hei ${firstName},`,
      '',
      'Pätevä-palveluun yritettiin juuri rekisteröityä tällä sähköpostiosoitteella, mutta sillä on jo tunnus.',
      `Kirjaudu sisään osoitteessa ${appUrl}/auth/login. Jos et muista salasanaasi, tilaa uusi: ${appUrl}/auth/forgot-password`,
      '',
      'Jos et itse yrittänyt rekisteröityä, voit jättää tämän viestin huomiotta – tunnuksesi ei muuttunut.',
      '',
      'Ystävällisin terveisin',
      'Pätevä',
    ].join('\n'),
  };
}
