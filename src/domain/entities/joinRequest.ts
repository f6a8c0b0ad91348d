/**
 * Join requests (SPEC §4 company person pending; §7 Company people): a person asks to join a
 * company and its people managers (or the office) approve or reject. The office desk lists every
 * company's requests (`join-requests`); a company's own are a declared action (src/domain/api/joinRequestActions.ts).
 */
import { z } from 'zod';
import { defineEntity, type EntityRecord } from './entity';
import { datetime, id, readOnly } from './fields';


export const joinRequest = defineEntity({
  resource: 'join-requests',
  path: 'join-requests',
  fields: {
    /** The company person's id. */
    id: id(),
    companyId: readOnly('reference', z.number().int().positive()),
    companyName: readOnly('text', z.string()),
    registrationNumber: readOnly('text', z.string()),
    personId: readOnly('reference', z.number().int().positive()),
    firstName: readOnly('text', z.string()),
    lastName: readOnly('text', z.string()),
    /** The address given with the request. */
    email: readOnly('email', z.string().nullable()),
    requestedAt: datetime({ nullable: true }),
  },
});
export type JoinRequest = EntityRecord<typeof joinRequest>;

const { companyId: _company, companyName: _name, registrationNumber: _number, ...personFields } = joinRequest.fields;

/**
 * A pending request of one company (GET /companies/{id}/people/pending): the person's part of a
 * join request; here `id` is the person's id (the approve and reject paths name the person).
 */
export const pendingPersonSchema = z.object(Object.fromEntries(Object.entries(personFields).map(([key, field]) => [key, field.output])) as {
  [K in keyof typeof personFields]: (typeof personFields)[K]['output'];
});
export type PendingPerson = z.output<typeof pendingPersonSchema>;

/** POST …/approve: `company_admin` makes the person an admin at once; no body is a plain user. */
export const approveJoinRequestSchema = z
  .object({ company_admin: z.boolean({ error: 'Arvon on oltava kyllä tai ei.' }).default(false) })
  .default({ company_admin: false });

/** POST /companies/{id}/join-request, …/approve and …/reject answer the request's new status. */
export const joinRequestDecisionSchema = z.object({ status: z.enum(['pending', 'active', 'rejected']) });
export type JoinRequestDecision = z.output<typeof joinRequestDecisionSchema>;
