/** Finnish e-mails of join requests. */
import type { Mail } from '../../integrations/mailer';

export function joinRequestMail(to: string, companyName: string, requesterName: string, requesterEmail: string, appUrl: string): Mail {
  return {
    to,
    subject: `Uusi liittymispyyntö: ${companyName} – Pätevä`,
    text: [
      'Hei,',
      '',
      `${requesterName} (${requesterEmail}) pyytää liittyä yrityksen ${companyName} käyttäjäksi Pätevä-palvelussa.`,
      'Voit hyväksyä tai hylätä pyynnön palvelun etusivulla:',
      '',
      `${appUrl}/`,
      '',
      'Ystävällisin terveisin',
      'Pätevä',
    ].join('\n'),
  };
}

export function joinDecisionMail(to: string, companyName: string, approved: boolean, appUrl: string): Mail {
  return {
    to,
    subject: approved ? `Liittymispyyntösi hyväksyttiin – ${companyName}` : `Liittymispyyntöäsi ei hyväksytty – ${companyName}`,
    text: [
      'Hei,',
      '',
      approved
        ? `liittymispyyntösi yritykseen ${companyName} on hyväksytty. Pääset nyt yrityksen tietoihin Pätevä-palvelussa:`
        : `yrityksen ${companyName} pääkäyttäjä ei hyväksynyt liittymispyyntöäsi. Voit tarvittaessa olla yhteydessä yritykseen tai Pätevän toimistoon.`,
      ...(approved ? ['', `${appUrl}/`] : []),
      '',
      'Ystävällisin terveisin',
      'Pätevä',
    ].join('\n'),
  };
}
