/** Nested declarations (issue 19 §2): child collections, write-only and create-only fields, files, derived from one declaration. */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { formSchema, requestSchema, responseSchema, updateSchema, uploadFields } from '../../src/domain/entities/entity';
import { application, type Application, type ApplicationCreateBody, type ApplicationUpdateBody } from '../../src/domain/entities/application';

const errorsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('a record with child collections', () => {
  it('reads a body under SPEC §7 names, the children by their own rules', () => {
    const body = requestSchema(application).parse({
      application_target_id: 1,
      industry_description: '  Kattoja ',
      application_industries: [{ classification_industry_id: 21, reference_ids: [41, '42'] }],
      application_company_offices: [{ company_office_id: 3 }],
      application_scopes: [{ description: 'Urakointi' }],
      application_area_codes: [1, '6'],
      files: [{ file_type_id: 4, duplicate_file_id: 70 }],
    });
    expect(body).toEqual({
      application_target_id: 1,
      industry_description: 'Kattoja',
      application_industries: [{ classification_industry_id: 21, reference_ids: [41, 42] }],
      application_company_offices: [{ company_office_id: 3 }],
      application_scopes: [{ description: 'Urakointi' }],
      application_area_codes: [1, 6],
      files: [{ file_type_id: 4, duplicate_file_id: 70 }],
    });
  });

  it('reads a multipart form the same way: text values, an emptied list as one empty value', () => {
    const body = updateSchema(application).parse({
      vastuu_group_agreement: 'on',
      contract_agreement: '0',
      contact_person_id: '',
      application_scopes: [''],
      application_industries: [{ classification_industry_id: '21', reference_ids: [''] }],
    });
    expect(body).toEqual({
      vastuu_group_agreement: true,
      contract_agreement: false,
      contact_person_id: null,
      application_scopes: [],
      application_industries: [{ classification_industry_id: 21, reference_ids: [] }],
    });
  });

  it('names a child item\'s error by its index and field; an item that is no object has its own message', () => {
    const result = requestSchema(application).safeParse({
      application_target_id: 1,
      application_industries: [{ reference_ids: [0] }, null],
      application_scopes: [{ description: ' ' }],
    });
    expect(errorsOf(result)).toEqual({
      'application_industries.0.classification_industry_id': 'Valitse toimiala.',
      'application_industries.0.reference_ids.0': 'Valitse referenssi luettelosta.',
      'application_industries.1': 'Toimialan tiedot puuttuvat.',
      'application_scopes.0.description': 'Kirjoita soveltamisala.',
    });
    expect(errorsOf(requestSchema(application).safeParse({ application_target_id: 1, application_scopes: Array(51).fill({ description: 'x' }) }))).toEqual({
      application_scopes: 'Hakemuksella voi olla enintään 50 soveltamisalaa.',
    });
  });

  it('takes a create-only field at creation only, and never a read-only or computed one', () => {
    expect(errorsOf(requestSchema(application).safeParse({}))).toEqual({ application_target_id: 'Valitse, mitä haet.' });
    expect(updateSchema(application).parse({ application_target_id: 5, application_status_id: 7, company_name: 'x' })).toEqual({});
    expectTypeOf<ApplicationCreateBody['application_target_id']>().toEqualTypeOf<number>();
    expectTypeOf<ApplicationUpdateBody>().not.toHaveProperty('application_target_id');
    expectTypeOf<NonNullable<ApplicationCreateBody['application_industries']>[number]>().toHaveProperty('reference_ids');
  });

  it('answers each child as the child declares it, without the fields only sent', () => {
    const shape = (responseSchema(application) as unknown as { shape: Record<string, unknown> }).shape;
    expect(shape).toHaveProperty('industries');
    expect(shape).not.toHaveProperty('applicationIndustries');
    const industry = { id: 1, classificationIndustryId: 2, symbolicNumber: '2.1', shortDescription: 'x', granted: null, audited: false, auditedIndustryId: null, requirements: [], references: [] };
    const item = (shape.industries as { element: { parse(value: unknown): unknown } }).element;
    expect(item.parse({ ...industry, referenceIds: [3] })).toEqual(industry);
    expectTypeOf<Application['industries'][number]>().not.toHaveProperty('referenceIds');
    expectTypeOf<Application['files'][number]>().not.toHaveProperty('duplicateFileId');
  });

  it('gives the form the same rules under the record\'s names, and the multipart body its file names', () => {
    const result = formSchema(application).safeParse({ applicationTargetId: 1, industries: [{ classificationIndustryId: 'x' }], scopes: [{ description: '' }] });
    expect(errorsOf(result)).toEqual({ 'industries.0.classificationIndustryId': 'Valitse toimiala.', 'scopes.0.description': 'Kirjoita soveltamisala.' });
    expect(uploadFields(application)).toEqual([{ name: 'files[][file]', accepts: ['pdf', 'jpeg', 'png'], maxCount: 10 }]);
  });
});
