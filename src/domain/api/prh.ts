/** What PRH's register (YTJ open data API v3) says of a company, as GET /external/companies/:registrationNumber answers it. */
import { z } from 'zod';
import { address } from '../entities/address';
import { recordPart } from '../entities/entity';
import { portalCompanyRecord } from '../entities/company';

/** PRH street address → 3 visiting; PRH postal → 1 postal street or 2 PO box; country always FI. */
export const prhAddressSchema = recordPart(address, ['addressTypeId', 'street', 'poBox', 'zipcode', 'city', 'country']);
export type PrhAddress = z.infer<typeof prhAddressSchema>;

/** PRH's data of a business ID (also what the server caches of it). */
export const prhCompanySchema = z.object({
  registrationNumber: z.string(),
  name: z.string(),
  companyForm: z.string().nullable(),
  mainBusinessLine: z.string().nullable(),
  website: z.string().nullable(),
  registrationDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** Finnish texts, e.g. Konkurssissa. */
  situations: z.array(z.string()),
  addresses: z.array(prhAddressSchema),
});
export type PrhCompany = z.infer<typeof prhCompanySchema>;

/** The answer: PRH's data and the company if it is in the portal already. */
export const prhLookupSchema = prhCompanySchema.extend({ portalCompany: portalCompanyRecord.nullable() });
export type PrhLookup = z.infer<typeof prhLookupSchema>;
