/**
 * SPEC §3 Company as the API answers it (GET/POST /companies, GET/PUT /companies/:id) and
 * the rules of the PUT body: the name and the switchboard number; the company status only as it is
 * stored (it changes through PUT …/status, with a reason). The business ID is fixed at creation.
 */
import { z } from 'zod';
import { DESCRIBABLES } from '../describables';
import { address } from './address';
import { defineEntity, pageSchema, recordPart, responseSchema, type EntityBody, type EntityRecord } from './entity';
import { datetime, id, lookup, readOnly, sortable, text } from './fields';
import { phone } from './fieldsContact';


export const COMPANY_STATUS_LOOKUP = 'company-statuses';
export const COMPANY_NAME_MAX = 200;
const STATUS_MESSAGE = 'Valitse yrityksen tila listalta.';

const companyStatusIds = () => (DESCRIBABLES[COMPANY_STATUS_LOOKUP] ?? []).map((status) => status.id);

export const company = defineEntity({
  resource: 'companies',
  path: 'companies',
  fields: {
    id: id(),
    name: text({ max: COMPANY_NAME_MAX, required: 'Yrityksen nimi on pakollinen.', tooLong: 'Yrityksen nimi on liian pitkä.', sortable: true }),
    registrationNumber: readOnly('text', z.string(), { sortable: true }),
    // A phone (issue 9 #2): checked and saved by the SPEC §5 rule, as people's phones are.
    switchboardNumber: phone(),
    /** The office's monitoring status (SPEC §3 company status labels): changed only with a reason (PUT …/status), so no form edits it. */
    companyStatusId: sortable(lookup(COMPANY_STATUS_LOOKUP, { invalid: STATUS_MESSAGE, form: false })),
    /** Active people of the company. */
    peopleCount: readOnly('integer', z.number().int(), { list: false }),
    createdAt: datetime({ sortable: true }),
    updatedAt: datetime({ list: false }),
    /** Whether an active company admin exists (someone can decide on join requests). */
    hasAdmin: readOnly('boolean', z.boolean(), { list: false, show: false }),
  },
  checks: [
    {
      reads: ['companyStatusId'],
      check: (values, add) => {
        if (values.companyStatusId != null && !companyStatusIds().includes(values.companyStatusId)) add('companyStatusId', STATUS_MESSAGE);
      },
    },
  ],
});

/** A company as GET /companies lists it to staff, or to a person listing their own companies. */
export const companyRecord = responseSchema(company);
export type Company = EntityRecord<typeof company>;
export type CompanyBody = EntityBody<typeof company>;

/** One company as GET, POST and PUT /companies/:id answer it: with its addresses. */
export const companyDetailsRecord = z.intersection(companyRecord, z.object({ addresses: z.array(responseSchema(address)) }));
export type CompanyDetails = z.output<typeof companyDetailsRecord>;

/** What someone outside the company learns of it from GET /companies?registration_number=…: enough to ask to join. */
export const publicCompanyRecord = recordPart(company, ['id', 'name', 'registrationNumber', 'hasAdmin']);
export type PublicCompany = z.output<typeof publicCompanyRecord>;

/** A company already in the portal, as the PRH look-up names it (GET /external/companies/:registrationNumber, `portalCompany`). */
export const portalCompanyRecord = recordPart(company, ['id', 'name', 'hasAdmin']);
export type PortalCompany = z.output<typeof portalCompanyRecord>;

/** GET /companies: full rows for staff and for one's own companies, the public part of someone else's. */
export const companyListRecord = z.union([pageSchema(companyRecord), pageSchema(publicCompanyRecord)]);
export type CompanyList = z.output<typeof companyListRecord>;
