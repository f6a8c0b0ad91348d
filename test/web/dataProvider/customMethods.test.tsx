import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createDataProvider, type PatevaDataProvider } from '../../../src/dataProvider';
import { setUpApi } from '../pages/helpers';
import { recordApi } from './apiRecorder';
import { cancelApplication, sendApplication } from '../../../src/domain/api/applicationActions';
import { applicationStatusCounts } from '../../../src/domain/api/applicationReviewActions';
import { removeReferenceImage } from '../../../src/domain/api/referenceActions';
import { acceptRelationship, rejectRelationship } from '../../../src/domain/api/relationshipActions';
import { terminateAgreement } from '../../../src/domain/api/agreementActions';
import { lookupList, lookupName } from '../../../src/domain/api/describableActions';
import { replaceEducations } from '../../../src/domain/api/educationActions';
import { externalCompany } from '../../../src/domain/api/prhActions';
import { companyRecipients, officeRecipients, sendFeedback } from '../../../src/domain/api/feedbackActions';
import { acceptInvite, cancelInvite, validateInvite } from '../../../src/domain/api/inviteActions';
import { approveJoinRequest, pendingPeople, rejectJoinRequest, requestToJoin } from '../../../src/domain/api/joinRequestActions';

setUpApi();

const provider: PatevaDataProvider = createDataProvider({});
const wholeList = (rows: unknown[]) => ({ data: rows, meta: { currentPage: 1, perPage: Math.max(rows.length, 1), total: rows.length, lastPage: 1 } });

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

/** Each custom method: the call it makes (method, path, JSON body) and the answer it returns. */
const cases: Array<{
  name: string;
  run: (p: PatevaDataProvider) => Promise<unknown>;
  route: string;
  json?: unknown;
  answer: unknown;
  returns: unknown;
}> = [
  {
    name: 'approveJoinRequest',
    run: (p) => p.action(approveJoinRequest, { id: 7, personId: 70 }, { body: { company_admin: true } }),
    route: 'POST /companies/7/people/70/approve',
    json: { company_admin: true },
    answer: { status: 'active' },
    returns: { status: 'active' },
  },
  {
    name: 'approveJoinRequest with an empty body',
    run: (p) => p.action(approveJoinRequest, { id: 7, personId: 70 }, { body: {} }),
    route: 'POST /companies/7/people/70/approve',
    json: {},
    answer: { status: 'active' },
    returns: { status: 'active' },
  },
  {
    name: 'rejectJoinRequest',
    run: (p) => p.action(rejectJoinRequest, { id: 7, personId: 70 }),
    route: 'POST /companies/7/people/70/reject',
    answer: { status: 'rejected' },
    returns: { status: 'rejected' },
  },
  {
    name: 'requestToJoin',
    run: (p) => p.action(requestToJoin, { id: 7 }),
    route: 'POST /companies/7/join-request',
    answer: { status: 'pending' },
    returns: { status: 'pending' },
  },
  {
    name: 'pendingPeople',
    run: (p) => p.action(pendingPeople, { id: 7 }),
    route: 'GET /companies/7/people/pending',
    answer: wholeList([{ id: 70, personId: 70 }]),
    returns: wholeList([{ id: 70, personId: 70 }]),
  },
  {
    name: 'acceptInvite',
    run: (p) => p.action(acceptInvite, { id: 7, token: 'abc def' }),
    route: 'POST /companies/7/invites/abc%20def/accept',
    answer: { accepted: true, companyId: 7, companyName: 'Rakennus Oy' },
    returns: { accepted: true, companyId: 7, companyName: 'Rakennus Oy' },
  },
  {
    name: 'cancelInvite',
    run: (p) => p.action(cancelInvite, { id: 7, token: 'tok' }),
    route: 'DELETE /companies/7/invites/tok',
    answer: { id: 5, deletedAt: '2026-01-01T00:00:00.000Z' },
    returns: { id: 5, deletedAt: '2026-01-01T00:00:00.000Z' },
  },
  {
    name: 'validateInvite',
    run: (p) => p.action(validateInvite, { token: 'tok' }),
    route: 'GET /invites/tok/validate',
    answer: { is_valid: true, company_name: 'Rakennus Oy', new_user: false, email: 'a@example.fi' },
    returns: { is_valid: true, company_name: 'Rakennus Oy', new_user: false, email: 'a@example.fi' },
  },
  {
    name: 'terminateAgreement',
    run: (p) => p.action(terminateAgreement, { id: 7, agreementId: 31 }, { body: { terminate_reason: 'Ei enää tarpeen' } }),
    route: 'POST /companies/7/agreements/31/terminate',
    json: { terminate_reason: 'Ei enää tarpeen' },
    answer: { id: 31, terminatedReason: 'Ei enää tarpeen' },
    returns: { id: 31, terminatedReason: 'Ei enää tarpeen' },
  },
  {
    name: 'acceptRelationship action',
    run: (p) => p.action(acceptRelationship, { id: 7, relId: 5 }),
    route: 'POST /companies/7/relationships/5/accept',
    answer: { id: 5, status: 'active' },
    returns: { id: 5, status: 'active' },
  },
  {
    name: 'rejectRelationship action',
    run: (p) => p.action(rejectRelationship, { id: 7, relId: 5 }),
    route: 'POST /companies/7/relationships/5/reject',
    answer: undefined,
    returns: undefined,
  },
  {
    name: 'replaceEducations',
    run: (p) =>
      p.action(
        replaceEducations,
        { id: 70 },
        { body: { educations: [{ education_degree_id: 4, description: null, education_level_id: null, educational_institute: null, graduation_year: 2001 }] } },
      ),
    route: 'PUT /people/70/educations',
    json: {
      educations: [
        { education_degree_id: 4, description: null, education_level_id: null, educational_institute: null, graduation_year: 2001 },
      ],
    },
    answer: wholeList([{ id: 9, educationDegreeId: 4 }]),
    returns: wholeList([{ id: 9, educationDegreeId: 4 }]),
  },
  {
    name: 'lookup (snake_case name → kebab-case path, plain array answer)',
    run: (p) => p.action(lookupList, { name: lookupName('company_membership_union') }),
    route: 'GET /descriptions/company-membership-union',
    answer: [{ id: 1, shortDescription: 'RT' }],
    returns: [{ id: 1, shortDescription: 'RT' }],
  },
  {
    name: 'lookup (camelCase name)',
    run: (p) => p.action(lookupList, { name: lookupName('educationDegrees') }),
    route: 'GET /descriptions/education-degrees',
    answer: [],
    returns: [],
  },
  {
    name: 'externalCompany',
    run: (p) => p.action(externalCompany, { registrationNumber: '1234567-1' }),
    route: 'GET /external/companies/1234567-1',
    answer: { registrationNumber: '1234567-1', name: 'Rakennus Oy', portalCompany: null },
    returns: { registrationNumber: '1234567-1', name: 'Rakennus Oy', portalCompany: null },
  },
  {
    name: 'messageRecipients with a company',
    run: (p) => p.action(companyRecipients, { id: 7 }),
    route: 'GET /companies/7/messages/recipients',
    answer: wholeList([{ id: 1, group: 'company' }]),
    returns: wholeList([{ id: 1, group: 'company' }]),
  },
  {
    name: 'messageRecipients without a company',
    run: (p) => p.action(officeRecipients, {}),
    route: 'GET /messages/recipients',
    answer: wholeList([{ id: 2, group: 'office' }]),
    returns: wholeList([{ id: 2, group: 'office' }]),
  },
  {
    name: 'sendFeedback',
    run: (p) => p.action(sendFeedback, {}, { body: { message_type: 2, recipient_person_id: 2, title: 'Otsikko', message: 'Hyvä palvelu', company_id: 7 } }),
    route: 'POST /feedback',
    json: { message_type: 2, recipient_person_id: 2, title: 'Otsikko', message: 'Hyvä palvelu', company_id: 7 },
    answer: { id: 12 },
    returns: { id: 12 },
  },
  {
    name: 'action with a body (cancelApplication)',
    run: (p) => p.action(cancelApplication, { id: 7, appId: 3 }, { body: { message: 'Peruttu' } }),
    route: 'POST /companies/7/applications/3/cancel',
    json: { message: 'Peruttu' },
    answer: { id: 3 },
    returns: { id: 3 },
  },
  {
    name: 'action without a body (sendApplication)',
    run: (p) => p.action(sendApplication, { id: 7, appId: 3 }),
    route: 'POST /companies/7/applications/3/send',
    json: undefined,
    answer: { id: 3 },
    returns: { id: 3 },
  },
  {
    name: 'action answering 204 (removeReferenceImage)',
    run: (p) => p.action(removeReferenceImage, { id: 7, refId: 3, imageId: 9 }),
    route: 'DELETE /companies/7/references/3/images/9',
    json: undefined,
    answer: undefined,
    returns: undefined,
  },
];

describe('custom methods', () => {
  for (const testCase of cases) {
    it(`${testCase.name}: ${testCase.route}`, async () => {
      const requests = recordApi({ [testCase.route]: { body: testCase.answer } });
      const [method, path] = testCase.route.split(' ');
      expect(await testCase.run(provider)).toEqual(testCase.returns);
      expect(requests).toHaveLength(1);
      expect(requests[0].method).toBe(method);
      expect(requests[0].path).toBe(`/api${path}`);
      expect(requests[0].json).toEqual(testCase.json);
    });
  }

  it("an action sends its query with key[]=v and without nulls, and its path's values URL-encoded", async () => {
    const requests = recordApi({ 'GET /applications/status-counts': { body: { total: 0, counts: [] } } });
    const result = await provider.action(applicationStatusCounts, {}, { query: { year: 2025, codes: ['A', 'B'], none: null } });
    expect(result.total).toBe(0);
    expect(requests[0].query).toEqual({ year: ['2025'], 'codes[]': ['A', 'B'] });
  });

  it('sends the XSRF cookie in X-XSRF-TOKEN', async () => {
    document.cookie = 'XSRF-TOKEN=token%3D1; path=/';
    const requests = recordApi({ 'POST /companies/7/join-request': { status: 201, body: { status: 'pending' } } });
    await provider.action(requestToJoin, { id: 7 });
    expect(requests[0].headers.get('x-xsrf-token')).toBe('token=1');
  });

  it('errors become Finnish HttpErrors with the code and the field errors kept', async () => {
    recordApi({
      'POST /companies/7/invites/tok/accept': {
        status: 422,
        body: { message: 'Kutsu ei ole voimassa.', code: 'invite_not_valid' },
      },
      'POST /companies/7/agreements/31/terminate': {
        status: 422,
        body: { message: 'Tarkista lomake.', errors: { terminate_reason: ['Irtisanomisen syy on pakollinen.'] } },
      },
    });
    const invite = (await provider.action(acceptInvite, { id: 7, token: 'tok' }).catch((e: unknown) => e)) as HttpError;
    expect(invite).toBeInstanceOf(HttpError);
    expect(invite.status).toBe(422);
    expect(invite.message).toBe('Kutsu ei ole voimassa.');
    expect(invite.body.code).toBe('invite_not_valid');
    const terminate = (await provider.action(terminateAgreement, { id: 7, agreementId: 31 }, { body: { terminate_reason: '' } }).catch((e: unknown) => e)) as HttpError;
    expect(terminate.body.errors).toEqual({ terminateReason: 'Irtisanomisen syy on pakollinen.' });
  });
});
