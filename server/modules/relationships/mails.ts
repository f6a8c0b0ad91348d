/** The mail that asks a company's admins to consent to a relation (issue 9 #6). */
import type { Mail } from '../../integrations/mailer';
import { CompanyRelationshipType } from '../../../src/domain/codes';

export interface ConsentRequest {
  typeId: number;
  parent: { name: string; registrationNumber: string };
  other: { id: number; name: string };
}

export function relationshipConsentMail(to: string, request: ConsentRequest, appUrl: string): Mail {
  const { parent, other } = request;
  const asked =
    request.typeId === CompanyRelationshipType.jointVenture
      ? `${parent.name} (${parent.registrationNumber}) haluaa liittää yrityksen ${other.name} kanssaan työyhteenliittymäksi Pätevä-palvelussa.`
      : `${parent.name} (${parent.registrationNumber}) haluaa liittää yrityksen ${other.name} tytäryhtiökseen Pätevä-palvelussa.`;
  return {
    to,
    subject: `Liitospyyntö yritykseltä ${parent.name} – Pätevä`,
    text: [
      'Hei,',
      '',
      asked,
      `Liitos tulee voimaan vasta, kun yrityksen ${other.name} pääkäyttäjä hyväksyy sen. Voit hyväksyä tai hylätä sen yrityksen konsernisuhteissa:`,
      '',
      `${appUrl}/companies/${other.id}/relations`,
      '',
      'Ystävällisin terveisin',
      'Pätevä',
    ].join('\n'),
  };
}
