/** Matrix rows of company people and person routes (educations, certificates). */
import {
  companyAAdmins,
  companyAMembers,
  MISSING,
  signedInOnly,
  untiedCompany,
  type Expected,
  type MatrixContext,
  type MatrixSlice,
} from './presets';
import { readOfB } from './companyB';

/** personEditor on a professional of A: A's admin (holds people) and office staff. */
const personEditors = (status: number): Expected => ({ ...signedInOnly(403), aAdmin: status, office: status, sysadmin: status });
/** The person is aUser: themself too. */
const selfOrEditors = (status: number): Expected => ({ ...personEditors(status), aUser: status });
/** No such person: office staff learn it is missing, others are refused. */
const missingPerson: Expected = { ...signedInOnly(403), office: 404, sysadmin: 404 };
/** A deletion: the first actor allowed removes it, the later ones find nothing. */
const deletedOnce = (first: 'aAdmin'): Expected => ({ ...personEditors(404), [first]: 204 });

const pro = (c: MatrixContext) => c.extra['people.professional'];
const personBody = () => ({ first_name: 'Matti', last_name: 'Matriisi', phone: '040 123 4567' });
const certificateBody = () => ({ certificate_name: 'Tulityökortti', valid_from: '2025-01-01', valid_until: '2030-01-01' });

async function addProfessional(c: MatrixContext, lastName: string): Promise<number> {
  const person = await c.env.db.insertInto('people').values({ first_name: 'Matriisi', last_name: lastName }).returning('id').executeTakeFirstOrThrow();
  await c.env.db.insertInto('company_people').values({ company_id: c.companyA.id, person_id: person.id, user_id: null, status: 'active' }).execute();
  return person.id;
}

export const people: MatrixSlice = {
  prepare: async (c) => {
    c.extra['people.professional'] = await addProfessional(c, 'Ammattilainen');
    c.extra['people.toRemove'] = await addProfessional(c, 'Poistettava');
    const education = await c.env.db
      .insertInto('person_educations')
      .values({ person_id: pro(c) as number, education_degree_id: 5 })
      .returning('id')
      .executeTakeFirstOrThrow();
    c.extra['people.education'] = education.id;
    for (const key of ['people.certificate', 'people.certificateToRemove']) {
      const cert = await c.env.db
        .insertInto('person_certificates')
        .values({ person_id: pro(c) as number, certificate_name: key })
        .returning('id')
        .executeTakeFirstOrThrow();
      c.extra[key] = cert.id;
    }
  },
  rows: {
    'GET /api/companies/:id/people': [
      readOfB((_, b) => `/api/companies/${b}/people`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/people`, expected: companyAMembers(200) },
      { method: 'GET', path: () => `/api/companies/${MISSING}/people`, expected: untiedCompany(404) },
    ],
    'GET /api/companies/:id/people/:personId': [
      readOfB((c, b) => `/api/companies/${b}/people/${c.users.bAdmin.personId}`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/people/${c.users.aUser.personId}`, expected: companyAMembers(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/people/${MISSING}`, expected: companyAMembers(404) },
    ],
    'POST /api/companies/:id/people': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/people`, body: personBody, expected: companyAAdmins(201) },
      { method: 'POST', path: () => `/api/companies/${MISSING}/people`, body: personBody, expected: missingPerson },
    ],
    'PUT /api/companies/:id/people/:personId': [
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/people/${pro(c)}`, body: () => ({ title: 'Mestari' }), expected: companyAAdmins(200) },
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/people/${MISSING}`, body: () => ({}), expected: companyAAdmins(404) },
    ],
    'DELETE /api/companies/:id/people/:personId': [
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/people/${c.extra['people.toRemove']}`, expected: { ...companyAAdmins(404), aAdmin: 204 } },
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/people/${MISSING}`, expected: companyAAdmins(404) },
    ],
    'PUT /api/people/:id': [
      { method: 'PUT', path: (c) => `/api/people/${pro(c)}`, body: personBody, expected: personEditors(200) },
      { method: 'PUT', path: (c) => `/api/people/${c.users.aUser.personId}`, body: () => ({ first_name: 'Testi', last_name: 'Käyttäjä' }), expected: selfOrEditors(200) },
      { method: 'PUT', path: () => `/api/people/${MISSING}`, body: personBody, expected: missingPerson },
    ],
    'GET /api/people/:id/educations': [
      { method: 'GET', path: (c) => `/api/people/${pro(c)}/educations`, expected: personEditors(200) },
      { method: 'GET', path: (c) => `/api/people/${c.users.aUser.personId}/educations`, expected: selfOrEditors(200) },
      { method: 'GET', path: () => `/api/people/${MISSING}/educations`, expected: missingPerson },
    ],
    'POST /api/people/:id/educations': [
      { method: 'POST', path: (c) => `/api/people/${pro(c)}/educations`, body: () => ({ description: 'Matriisikoulutus' }), expected: personEditors(201) },
      { method: 'POST', path: () => `/api/people/${MISSING}/educations`, body: () => ({ description: 'X' }), expected: missingPerson },
    ],
    'PUT /api/people/:id/educations': [
      // The user's own list, so the professional's education that the DELETE row removes stays.
      { method: 'PUT', path: (c) => `/api/people/${c.users.aUser.personId}/educations`, body: () => ({ educations: [{ description: 'Matriisikoulutus' }] }), expected: selfOrEditors(200) },
      { method: 'PUT', path: () => `/api/people/${MISSING}/educations`, body: () => ({ educations: [] }), expected: missingPerson },
    ],
    'DELETE /api/people/:id/educations/:educationId': [
      { method: 'DELETE', path: (c) => `/api/people/${pro(c)}/educations/${c.extra['people.education']}`, expected: deletedOnce('aAdmin') },
      { method: 'DELETE', path: () => `/api/people/${MISSING}/educations/${MISSING}`, expected: missingPerson },
    ],
    'POST /api/people/:id/certificates': [
      { method: 'POST', path: (c) => `/api/people/${pro(c)}/certificates`, body: certificateBody, expected: personEditors(201) },
      { method: 'POST', path: () => `/api/people/${MISSING}/certificates`, body: certificateBody, expected: missingPerson },
    ],
    'PUT /api/people/:id/certificates/:certId': [
      { method: 'PUT', path: (c) => `/api/people/${pro(c)}/certificates/${c.extra['people.certificate']}`, body: certificateBody, expected: personEditors(200) },
      { method: 'PUT', path: (c) => `/api/people/${pro(c)}/certificates/${MISSING}`, body: certificateBody, expected: personEditors(404) },
    ],
    'DELETE /api/people/:id/certificates/:certId': [
      { method: 'DELETE', path: (c) => `/api/people/${pro(c)}/certificates/${c.extra['people.certificateToRemove']}`, expected: deletedOnce('aAdmin') },
      { method: 'DELETE', path: () => `/api/people/${MISSING}/certificates/${MISSING}`, expected: missingPerson },
    ],
  },
};
