/** PRH's register through the API (SPEC §7 External): a business ID's company, and whether it is already in the portal. */
import { z } from 'zod';
import { defineAction } from './action';
import { prhLookupSchema } from './prh';

export const externalCompany = defineAction({
  method: 'GET',
  path: '/external/companies/:registrationNumber',
  // Text, checked by the service (INVALID_BUSINESS_ID) so the refusal is its Finnish 422.
  params: { registrationNumber: z.string().max(20) },
  answer: prhLookupSchema,
});
