/**
 * Join requests beside the office desk's list (SPEC §4, §7 Company people): the person asks to
 * join, the company's people managers read the open requests and approve or reject one. A
 * decision refreshes the office desk's list ('join-requests'); the home page's pending list drops
 * the decided person itself (src/pages/home/PendingRequests.tsx) rather than reading the list again.
 */
import { pageSchema } from '../entities/entity';
import { approveJoinRequestSchema, joinRequest, joinRequestDecisionSchema, pendingPersonSchema } from '../entities/joinRequest';
import { defineAction } from './action';
import { resourceKey } from './queryKeys';

const PERSON = '/companies/:id/people/:personId';

/** The company's pending list (the home page edits it in place after a decision). */
export const pendingPeopleKey = (companyId: number) => ['pendingPeople', companyId] as const;

const decided = () => [resourceKey(joinRequest.resource)];

export const requestToJoin = defineAction({
  method: 'POST',
  path: '/companies/:id/join-request',
  answer: joinRequestDecisionSchema,
  created: true,
});

export const pendingPeople = defineAction({
  method: 'GET',
  path: '/companies/:id/people/pending',
  answer: pageSchema(pendingPersonSchema),
  key: ({ id }) => pendingPeopleKey(id),
});

export const approveJoinRequest = defineAction({
  method: 'POST',
  path: `${PERSON}/approve`,
  body: approveJoinRequestSchema,
  answer: joinRequestDecisionSchema,
  touches: decided,
});

export const rejectJoinRequest = defineAction({
  method: 'POST',
  path: `${PERSON}/reject`,
  answer: joinRequestDecisionSchema,
  touches: decided,
});
