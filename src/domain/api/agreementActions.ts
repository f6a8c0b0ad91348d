/**
 * An agreement's termination with a reason (SPEC §7 Agreements and products), beside the
 * agreements' CRUD (signing is react-admin's create on 'agreements'). It answers the terminated
 * agreement and changes the company's agreement list.
 */
import { requestSchema, responseSchema } from '../entities/entity';
import { agreement, agreementTermination } from '../entities/agreement';
import { defineAction } from './action';
import { resourceKey } from './queryKeys';

export const terminateAgreement = defineAction({
  method: 'POST',
  path: '/companies/:id/agreements/:agreementId/terminate',
  body: requestSchema(agreementTermination),
  answer: responseSchema(agreement),
  touches: () => [resourceKey(agreement.resource)],
});
