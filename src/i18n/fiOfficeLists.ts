/**
 * The office's lists across companies (entities/officeLists.ts): their field names are the
 * entities' own, plus the company. Merged into fi.ts.
 */
import { fiAgreements } from './fiAgreements';
import { fiInvites } from './fiInvites';
import { fiPeople } from './fiPeople';

const company = 'Yritys';

export const fiOfficeLists = {
  pateva: {
    menu: { items: { allPeople: 'Henkilöt', allInvites: 'Kutsut', allAgreements: 'Sopimukset' } },
    officeLists: {
      search: 'Hae',
      peopleSearch: 'Hae nimellä, sähköpostilla tai yrityksellä',
      invitesSearch: 'Hae sähköpostilla tai yrityksellä',
      agreementsSearch: 'Hae yrityksellä tai tuotteella',
      role: 'Rooli',
      expired: 'Vanhentunut',
      inForce: 'Voimassa',
      product: 'Tuote',
      yes: 'Kyllä',
      no: 'Ei',
      empty: {
        'all-people': 'Yrityksissä ei ole henkilöitä.',
        'all-invites': 'Avoimia kutsuja ei ole.',
        'all-agreements': 'Sopimuksia ei ole.',
      },
      noMatch: 'Hakuehdoilla ei löytynyt mitään.',
      openCompany: 'Avaa yritys %{name}',
    },
  },
  resources: {
    'all-people': {
      name: 'Henkilö |||| Henkilöt',
      fields: { ...fiPeople.resources['company-people'].fields, id: 'Tunniste', company, person: 'Nimi' },
    },
    'all-invites': {
      name: 'Kutsu |||| Kutsut',
      fields: { ...fiInvites.resources.invites.fields, company },
    },
    'all-agreements': {
      name: 'Sopimus |||| Sopimukset',
      fields: { ...fiAgreements.resources.agreements.fields, company, productAgreement: 'Sopimusversio' },
    },
  },
};
