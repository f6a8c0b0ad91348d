/** The mail that asks a company's admins to consent to a relation (issue 9 #6). */
import type { Mail } from '../../integrations/mailer';
import { CompanyRelationshipType } from '../../../src/domain/codes';
import { companyRecordAddress } from '../../../src/domain/recordRoutes';

export interface ConsentRequest {
  /** The relation asked about: the mail links to its own page, where the admin accepts or rejects it. */
  relationshipId: number;
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
      `Liitos tulee voimaan vasta, kun yrityksen ${other.name} pääkäyttäjä hyväksyy sen. Voit hyväksyä tai hylätä sen liitoksen sivulla:`,
      '',
      `${appUrl}${companyRecordAddress(other.id, 'relations', { kind: 'record', id: request.relationshipId, mode: null, tab: null })}`,
      '',
      'Ystävällisin terveisin',
      'Pätevä',
    ].join('\n'),
  };
}
