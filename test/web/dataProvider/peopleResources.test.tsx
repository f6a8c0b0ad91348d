/** The people declarations' resources on the app's data provider: SPEC §7's People and Company people calls. */
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../../src/dataProvider';
import { setUpApi } from '../pages/helpers';
import { recordApi } from './apiRecorder';

setUpApi();

const education = { id: 5, personId: 21, educationDegreeId: 3, educationLevelId: null, description: null, educationalInstitute: null, graduationYear: 2005 };

describe('people resources', () => {
  it('educations: GET, POST and DELETE /people/{id}/educations by the person in meta', async () => {
    const requests = recordApi({
      'GET /people/21/educations': { body: { data: [education], meta: { currentPage: 1, perPage: 1, total: 1, lastPage: 1 } } },
      'POST /people/21/educations': { status: 201, body: education },
      'DELETE /people/21/educations/5': { status: 204 },
    });
    const list = await dataProvider.getList('educations', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {}, meta: { personId: 21 } });
    expect(list.data).toEqual([education]);
    await dataProvider.create('educations', { data: { educationDegreeId: 3, graduationYear: 2005 }, meta: { personId: 21 } });
    await dataProvider.delete('educations', { id: 5, previousData: education });
    expect(requests.map((r) => [r.method, r.path, r.json])).toEqual([
      ['GET', '/api/people/21/educations', undefined],
      ['POST', '/api/people/21/educations', { education_degree_id: 3, graduation_year: 2005 }],
      ['DELETE', '/api/people/21/educations/5', undefined],
    ]);
  });

  it('a person, a company person (by person id) and a person certificate', async () => {
    const requests = recordApi({
      'PUT /people/21': { body: { id: 21 } },
      'GET /companies/7/people/21': { body: { id: 121, personId: 21 } },
      'PUT /companies/7/people/21': { body: { id: 121, personId: 21 } },
      'POST /people/21/certificates': { status: 201, body: { id: 6, personId: 21 } },
      'DELETE /people/21/certificates/6': { status: 204 },
    });
    await dataProvider.update('people', { id: 21, data: { phone: '040 1' }, previousData: { id: 21, phone: null } });
    await dataProvider.getOne('company-people', { id: 21, meta: { companyId: 7 } });
    await dataProvider.update('company-people', { id: 21, data: { title: 'Mestari' }, previousData: { id: 121, title: null }, meta: { companyId: 7 } });
    await dataProvider.create('person-certificates', { data: { certificateName: 'Tulityökortti' }, meta: { personId: 21 } });
    await dataProvider.delete('person-certificates', { id: 6, previousData: { id: 6, personId: 21 } });
    expect(requests.map((r) => [r.method, r.path, r.json])).toEqual([
      ['PUT', '/api/people/21', { phone: '040 1' }],
      ['GET', '/api/companies/7/people/21', undefined],
      ['PUT', '/api/companies/7/people/21', { title: 'Mestari' }],
      ['POST', '/api/people/21/certificates', { certificate_name: 'Tulityökortti' }],
      ['DELETE', '/api/people/21/certificates/6', undefined],
    ]);
  });
});
