/** A company's addresses and contact details (SPEC §3 Address, §5): read by members, changed with company_details. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { address } from '../../../src/domain/entities/address';
import { access } from '../../http/access';
import { crudRoutes } from '../../http/crudRoutes';
import * as addresses from './service';

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

export function addressRoutes(app: FastifyInstance, ctx: AppContext): void {
  crudRoutes(app, {
    entity: address,
    idName: 'addressId',
    access: { read: access.companyMember(), write: access.companyPermission('company_details') },
    rules: ADDRESSES_RULES,
    list: {
      summary: "A company's addresses and contact details (SPEC §3 Address), by type",
      handler: ({ parentId }) => addresses.listAddresses(ctx, parentId),
    },
    create: {
      summary: 'Add an address or contact detail; required fields depend on address_type_id (SPEC §5)',
      handler: ({ user, parentId, body }) => addresses.createAddress(ctx, user, parentId, body),
    },
    // PUT takes the whole address (docs/decisions.md "Addresses are replaced"): which fields an address
    // has, needs and keeps depends on its type, so a change is checked as a whole.
    replace: {
      summary: 'Replace an address of the company (its type may change; fields the type does not have become null)',
      handler: ({ user, parentId, id, body }) => addresses.updateAddress(ctx, user, parentId, id, body),
    },
    remove: {
      summary: 'Remove an address; 409 when SPEC §5 does not allow it',
      errors: [409],
      handler: ({ user, parentId, id }) => addresses.deleteAddress(ctx, user, parentId, id),
    },
  });
}
