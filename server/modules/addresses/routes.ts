/** A company's addresses and contact details (SPEC §3 Address, §5): read by members, changed with company_details. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { address } from '../../../src/domain/entities/address';
import { pageSchema, requestSchema, responseSchema } from '../../../src/domain/entities/entity';
import { access } from '../../http/access';
import { defineRoute, requireUser } from '../../http/route';
import * as addresses from './service';
import { idParams, nestedIdParams } from '../../http/params';

/** What the handlers check beyond the request schemas, by their 422 messages (published in the OpenAPI document). */
const ADDRESSES_RULES = [
  'Katuosoite on pakollinen.',
  'Postinumero on pakollinen.',
  'Postitoimipaikka on pakollinen.',
  'Valitse osoitteen tyyppi.',
  'Postinumeron on oltava viisi numeroa.',
  'Valitse maa luettelosta.',
  'Verkkolaskuosoitteessa voi olla vain kirjaimia ja numeroita (esim. 003701120389).',
  'Anna LinkedIn-sivun osoite, esim. linkedin.com/company/yritys.',
  'Anna kelvollinen sähköpostiosoite, esim. info@yritys.fi.',
  'Anna verkko-osoite tai tunnus, esim. @yritys.',
];

const addressParams = nestedIdParams('addressId');
/**
 * POST and PUT take the whole address (docs/decisions.md "Addresses are replaced"): which fields
 * an address has, needs and keeps depends on its type, so a change is checked as a whole.
 */
const addressBody = requestSchema(address);
const addressRecord = responseSchema(address);

export function addressRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/addresses',
    access: access.companyMember(),
    summary: "A company's addresses and contact details (SPEC §3 Address), by type",
    schemas: { params: idParams, response: { 200: pageSchema(addressRecord) } },
    handler: ({ params }) => addresses.listAddresses(ctx, params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/addresses',
    access: access.companyPermission('company_details'),
    summary: 'Add an address or contact detail; required fields depend on address_type_id (SPEC §5)',
    schemas: { rules: ADDRESSES_RULES, params: idParams, body: addressBody, response: { 201: addressRecord } },
    handler: async ({ user, params, body, reply }) =>
      reply.status(201).send(await addresses.createAddress(ctx, requireUser(user), params.id, body)),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/companies/:id/addresses/:addressId',
    access: access.companyPermission('company_details'),
    summary: 'Replace an address of the company (its type may change; fields the type does not have become null)',
    schemas: { rules: ADDRESSES_RULES, params: addressParams, body: addressBody, response: { 200: addressRecord } },
    handler: ({ user, params, body }) => addresses.updateAddress(ctx, requireUser(user), params.id, params.addressId, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/companies/:id/addresses/:addressId',
    access: access.companyPermission('company_details'),
    summary: 'Remove an address; 409 when SPEC §5 does not allow it',
    schemas: { errors: [409], params: addressParams, response: { 204: null } },
    handler: async ({ user, params }) => {
      await addresses.deleteAddress(ctx, requireUser(user), params.id, params.addressId);
    },
  });
}
