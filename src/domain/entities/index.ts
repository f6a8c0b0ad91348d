/** Every declared entity, and the data provider's resource → path map derived from them. */
import { address } from './address';
import { agreement, product, productAgreement } from './agreement';
import { company } from './company';
import { companyPerson } from './companyPerson';
import { education } from './education';
import type { Entity } from './entity';
import { feedback } from './feedback';
import { historyEntry } from './historyEntry';
import { invite } from './invite';
import { joinRequest } from './joinRequest';
import { membership } from './membership';
import { office } from './office';
import { allAgreements, allInvites, allPeople } from './officeLists';
import { person } from './person';
import { personCertificate } from './personCertificate';
import { relationship } from './relationship';
import { classificationIndustry, industryRequirement } from './classificationIndustry';
import { financialYear } from './financialYear';
import { project } from './project';
import { companyCertificate } from './companyCertificate';
import { officeCertificate } from './officeCertificate';
import { offerPack } from './offerPack';
import { reference } from './reference';
import { applicationQuestion } from './applicationQuestion';
import { board, boardMeeting, boardMember } from './board';
import { allCompanyCases, companyCase } from './companyCase';
import { newsItem } from './newsItem';
import { helpPage } from './helpPage';

export const ENTITIES: readonly Entity[] = [
  company,
  address,
  office,
  membership,
  historyEntry,
  person,
  companyPerson,
  education,
  personCertificate,
  relationship,
  agreement,
  product,
  productAgreement,
  invite,
  joinRequest,
  feedback,
  allPeople,
  allInvites,
  allAgreements,
  classificationIndustry,
  industryRequirement,
  financialYear,
  project,
  companyCertificate,
  officeCertificate,
  offerPack,
  reference,
  applicationQuestion,
  board,
  boardMember,
  boardMeeting,
  companyCase,
  allCompanyCases,
  newsItem,
  helpPage,
];

/** `{ offices: 'companies/:companyId/offices', … }` for createDataProvider. */
export const RESOURCE_PATHS: Record<string, string> = Object.fromEntries(ENTITIES.map((entity) => [entity.resource, entity.path]));
