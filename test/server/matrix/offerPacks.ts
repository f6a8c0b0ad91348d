/** Matrix rows of offer packs: members read and download; 'references_projects' holders and the office change. */
import { companyAAdmins, companyAMembers, MISSING, signedInOnly, untiedCompany, type MatrixSlice } from './presets';
import { readOfB } from './companyB';

export const offerPacks: MatrixSlice = {
  prepare: async (c) => {
    for (const [key, companyId] of [['packA', c.companyA.id], ['packC', c.companyC.id]] as const) {
      const reference = await c.env.db.insertInto('company_references').values({ company_id: companyId, title: 'Matriisin referenssi' }).returning('id').executeTakeFirstOrThrow();
      const pack = await c.env.db.insertInto('offer_packs').values({ company_id: companyId, name: 'Matriisin paketti' }).returning('id').executeTakeFirstOrThrow();
      await c.env.db.insertInto('offer_pack_references').values({ offer_pack_id: pack.id, reference_id: reference.id, position: 0 }).execute();
      c.extra[key] = pack.id;
      c.extra[`${key}Reference`] = reference.id;
    }
  },
  rows: {
    'GET /api/companies/:id/offer-packs': [
      readOfB((_, b) => `/api/companies/${b}/offer-packs`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/offer-packs`, expected: companyAMembers(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyC.id}/offer-packs`, expected: untiedCompany(200) },
      { method: 'GET', path: () => `/api/companies/${MISSING}/offer-packs`, expected: untiedCompany(404) },
    ],
    'POST /api/companies/:id/offer-packs': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/offer-packs`, body: (c) => ({ name: 'Uusi', reference_ids: [c.extra.packAReference] }), expected: companyAAdmins(201) },
      { method: 'POST', path: (c) => `/api/companies/${c.companyC.id}/offer-packs`, body: (c) => ({ name: 'Uusi', reference_ids: [c.extra.packCReference] }), expected: { ...signedInOnly(403), office: 201, sysadmin: 201 } },
      // Another company's reference in a pack of A: 422 to those who may add.
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/offer-packs`, body: (c) => ({ name: 'Uusi', reference_ids: [c.extra.packCReference] }), expected: companyAAdmins(422) },
    ],
    'GET /api/companies/:id/offer-packs/:packId': [
      readOfB((c, b) => `/api/companies/${b}/offer-packs/${c.extra.packB}`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/offer-packs/${c.extra.packA}`, expected: companyAMembers(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/offer-packs/${c.extra.packC}`, expected: companyAMembers(404) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyC.id}/offer-packs/${c.extra.packC}`, expected: untiedCompany(200) },
    ],
    'PUT /api/companies/:id/offer-packs/:packId': [
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/offer-packs/${c.extra.packA}`, body: () => ({ name: 'Muutettu' }), expected: companyAAdmins(200) },
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/offer-packs/${c.extra.packC}`, body: () => ({ name: 'Muutettu' }), expected: companyAAdmins(404) },
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/offer-packs/${MISSING}`, body: () => ({ name: 'Muutettu' }), expected: companyAAdmins(404) },
    ],
    'DELETE /api/companies/:id/offer-packs/:packId': [
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/offer-packs/${c.extra.packC}`, expected: companyAAdmins(404) },
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/offer-packs/${MISSING}`, expected: companyAAdmins(404) },
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyC.id}/offer-packs/${MISSING}`, expected: { ...signedInOnly(403), office: 404, sysadmin: 404 } },
    ],
    'GET /api/companies/:id/offer-packs/:packId/pdf': [
      readOfB((c, b) => `/api/companies/${b}/offer-packs/${c.extra.packB}/pdf`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/offer-packs/${c.extra.packA}/pdf`, expected: companyAMembers(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/offer-packs/${c.extra.packC}/pdf`, expected: companyAMembers(404) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyC.id}/offer-packs/${c.extra.packC}/pdf`, expected: untiedCompany(200) },
    ],
  },
};
