import { describe, expect, it } from 'vitest';
import { bodyFormData, toFormData } from '../../src/dataProvider/multipart';
import { createApplication, updateApplication } from '../../src/domain/api/applicationActions';
import { applicationBody, checkDraft, draftChanged, followSaved, type ApplicationDraft } from '../../src/domain/applicationForm';
import { industryProgress } from '../../src/domain/applicationIndustryProgress';
import { groupFieldErrors, serverFormErrors } from '../../src/pages/company/applications/fieldErrors';

const fields = (form: FormData) => Array.from(form.entries(), ([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]);

const draft = (overrides: Partial<ApplicationDraft> = {}): ApplicationDraft => ({
  contactPersonId: 12,
  industryDescription: 'Kattoja',
  vastuuGroupAgreement: true,
  contractAgreement: false,
  industries: [
    { classificationIndustryId: 21, referenceIds: [41, 42] },
    { classificationIndustryId: 22, referenceIds: [] },
  ],
  companyOffices: [{ companyOfficeId: 3, description: null }],
  scopes: [{ description: 'Urakointi' }, { description: '  ' }],
  areaCodes: [1, 6],
  ...overrides,
});

describe('the application body (SPEC §7 names)', () => {
  it('a qualification application: industries with their reference ids and offices as lists of groups, JSON', () => {
    const body = applicationBody(1, draft());
    expect(body).toEqual({
      contact_person_id: 12,
      vastuu_group_agreement: true,
      contract_agreement: false,
      industry_description: 'Kattoja',
      application_industries: [
        { classification_industry_id: 21, reference_ids: [41, 42] },
        { classification_industry_id: 22, reference_ids: [] },
      ],
      application_company_offices: [{ company_office_id: 3, description: null }],
    });
    expect(updateApplication.sendsForm(body)).toBe(false);
    // As a form the nested lists get SPEC §7's bracket names.
    expect(fields(toFormData({ ...body }))).toEqual([
      ['contact_person_id', '12'],
      ['industry_description', 'Kattoja'],
      ['vastuu_group_agreement', '1'],
      ['contract_agreement', '0'],
      ['application_industries[0][classification_industry_id]', '21'],
      ['application_industries[0][reference_ids][]', '41'],
      ['application_industries[0][reference_ids][]', '42'],
      ['application_industries[1][classification_industry_id]', '22'],
      ['application_company_offices[0][company_office_id]', '3'],
    ]);
  });

  it('a certificate application with area codes goes multipart, with the files given and the override _method=PUT', () => {
    const pdf = new File(['%PDF-1.4'], 'laatukasikirja.pdf', { type: 'application/pdf' });
    const body = applicationBody(4, draft());
    expect(updateApplication.sendsForm(body)).toBe(true);
    expect(createApplication.sendsForm({ application_target_id: 4, application_area_codes: [1] })).toBe(true);
    const form = bodyFormData({ ...body, files: [{ file_type_id: 4 }, { duplicate_file_id: 70, file_type_id: 10 }] }, { 'files[0][file]': pdf });
    form.set('_method', 'PUT');
    expect(fields(form)).toEqual([
      ['contact_person_id', '12'],
      ['vastuu_group_agreement', '1'],
      ['contract_agreement', '0'],
      ['application_scopes[0][description]', 'Urakointi'],
      ['application_area_codes[]', '1'],
      ['application_area_codes[]', '6'],
      ['files[0][file_type_id]', '4'],
      ['files[1][duplicate_file_id]', '70'],
      ['files[1][file_type_id]', '10'],
      ['files[0][file]', 'file:laatukasikirja.pdf'],
      ['_method', 'PUT'],
    ]);
    // Without area codes the same update is JSON with no files key at all.
    const plain = applicationBody(4, draft({ areaCodes: [] }));
    expect('files' in plain).toBe(false);
    expect(updateApplication.sendsForm(plain)).toBe(false);
  });

  it('an empty description is null; a changed draft is told from the saved one', () => {
    expect(applicationBody(1, draft({ industryDescription: '   ' })).industry_description).toBeNull();
    expect(draftChanged(draft(), draft())).toBe(false);
    expect(draftChanged(draft(), draft({ companyOffices: [] }))).toBe(true);
    // A form keeps its own key order, and a cleared text is what was never filled.
    expect(draftChanged(draft({ industryDescription: null }), { ...draft(), industryDescription: '' })).toBe(false);
  });
});

describe('industryProgress', () => {
  const requirements = [
    { minReferenceCount: 2, minTotalBilling: 100000, maxReferenceAge: 12 },
    { minReferenceCount: 1, minTotalBilling: null, maxReferenceAge: null },
  ];
  it('the strictest requirement (most references, highest billing, youngest age); only ended references younger than the limit count', () => {
    const progress = industryProgress(
      [...requirements, { minReferenceCount: null, minTotalBilling: null, maxReferenceAge: 60 }],
      [
        { referenceId: 1, workEndDate: '2024-06-30', totalBilling: 80000 },
        { referenceId: 2, workEndDate: '2026-10-01', totalBilling: 50000 },
        { referenceId: 3, workEndDate: null, totalBilling: 10000 },
        { referenceId: 4, workEndDate: '2027-01-31', totalBilling: 10000 },
        { referenceId: 5, workEndDate: '2025-11-25', totalBilling: 7000 },
      ],
      '2026-11-25',
    );
    expect(progress.needCount).toBe(2);
    expect(progress.needBilling).toBe(100000);
    expect(progress.maxReferenceAge).toBe(12);
    expect(progress.fits.get(1)).toEqual({ months: 28, counts: false });
    expect(progress.fits.get(2)).toEqual({ months: 1, counts: true });
    expect(progress.fits.get(3)).toEqual({ months: null, counts: false });
    expect(progress.fits.get(4)).toEqual({ months: null, counts: false });
    // Exactly twelve months is no longer younger than twelve.
    expect(progress.fits.get(5)).toEqual({ months: 12, counts: false });
    expect(progress.count).toBe(1);
    expect(progress.billing).toBe(50000);
  });
  it('no requirements: nothing needed, every ended reference counts', () => {
    const progress = industryProgress([], [{ referenceId: 1, workEndDate: '2016-10-01', totalBilling: 5 }], '2026-11-25');
    expect(progress).toMatchObject({ needCount: null, needBilling: null, maxReferenceAge: null, count: 1, billing: 5 });
  });
});

describe('groupFieldErrors', () => {
  it('puts each message beside its part of the form, the server\'s under the declaration\'s names; fields without an input go to other', () => {
    const server = serverFormErrors({
      industryDescription: 'a',
      'applicationIndustries.0.referenceIds': 'b',
      applicationAreaCodes: 'c',
      'files.0.file': 'd',
      vastuuGroupAgreement: 'e',
      boardMeetingId: 'f',
    });
    expect(server).toEqual({
      industryDescription: 'a',
      'industries.0.referenceIds': 'b',
      areaCodes: 'c',
      'files.0.file': 'd',
      vastuuGroupAgreement: 'e',
      boardMeetingId: 'f',
    });
    const shown = ['industryDescription', 'industries', 'areaCodes', 'files', 'vastuuGroupAgreement'];
    expect(groupFieldErrors(server, shown)).toEqual({ industryDescription: ['a'], industries: ['b'], areaCodes: ['c'], files: ['d'], vastuuGroupAgreement: ['e'], other: ['f'] });
  });
});

describe('checkDraft', () => {
  it('the server\'s rules in the browser: the values as the server reads them, or each message under the form\'s names', () => {
    expect(checkDraft(1, draft({ industryDescription: '  Kattoja ' }))).toMatchObject({ success: true, values: { industryDescription: 'Kattoja' } });
    expect(checkDraft(1, draft({ industryDescription: 'x'.repeat(5001), industries: [{ classificationIndustryId: 0, referenceIds: [] }] }))).toEqual({
      success: false,
      errors: { industryDescription: 'Toimialojen kuvaus on liian pitkä (enintään 5000 merkkiä).', 'industries.0.classificationIndustryId': 'Valitse toimiala.' },
    });
    // A certificate application is checked for its own parts only; an empty scope row is no scope.
    expect(checkDraft(4, draft({ industryDescription: 'x'.repeat(5001) }))).toMatchObject({ success: true, values: { scopes: [{ description: 'Urakointi' }] } });
  });
});

describe('bodyFormData', () => {
  it('an emptied set goes as name[] with one empty value, so the update empties it instead of keeping it', () => {
    const body = applicationBody(4, draft({ scopes: [], areaCodes: [1] }));
    expect(fields(bodyFormData(body))).toEqual([
      ['contact_person_id', '12'],
      ['vastuu_group_agreement', '1'],
      ['contract_agreement', '0'],
      ['application_area_codes[]', '1'],
      ['application_scopes[]', ''],
    ]);
    const nested = bodyFormData({ application_industries: [{ classification_industry_id: 21, reference_ids: [] }], application_area_codes: [2] });
    expect(fields(nested)).toEqual([
      ['application_industries[0][classification_industry_id]', '21'],
      ['application_area_codes[]', '2'],
      ['application_industries[0][reference_ids][]', ''],
    ]);
  });
});

describe('followSaved', () => {
  it('a part unchanged since what was sent takes the saved version (trimmed, empty rows gone); one typed since stays', () => {
    const sent = draft({ industryDescription: 'Kattoja ', scopes: [{ description: 'Urakointi' }, { description: '' }] });
    const saved = draft({ industryDescription: 'Kattoja', scopes: [{ description: 'Urakointi' }] });
    const current = { ...sent, contactPersonId: 13 };
    expect(followSaved(current, sent, saved)).toEqual({ industryDescription: 'Kattoja', scopes: [{ description: 'Urakointi' }] });
    // Typed while the save was on its way: kept.
    expect(followSaved({ ...sent, industryDescription: 'Kattoja ja julkisivuja' }, sent, saved)).toEqual({ scopes: [{ description: 'Urakointi' }] });
    // Nothing newer: nothing to change.
    expect(followSaved(saved, saved, saved)).toEqual({});
  });
});
