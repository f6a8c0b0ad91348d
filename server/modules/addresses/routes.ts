import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { addressSchema } from '../../../src/domain/schemas/address';
import { access } from '../../http/access';
import { defineRoute, requireUser } from '../../http/route';
import * as addresses from './service';
import { idParams, nestedIdParams } from '../../http/params';

const addressParams = nestedIdParams('addressId');

export function addressRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/addresses',
    access: access.companyMember(),
    summary: "A company's addresses and contact details (SPEC §3 Address), by type",
    schemas: { params: idParams },
    handler: ({ params }) => addresses.listAddresses(ctx, params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/addresses',
    access: access.companyPermission('company_details'),
    summary: 'Add an address or contact detail; required fields depend on address_type_id (SPEC §5)',
    schemas: { params: idParams, body: addressSchema },
    handler: async ({ user, params, body, reply }) =>
      reply.status(201).send(await addresses.createAddress(ctx, requireUser(user), params.id, body)),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/companies/:id/addresses/:addressId',
    access: access.companyPermission('company_details'),
    summary: 'Change an address of the company',
    schemas: { params: addressParams, body: addressSchema },
    handler: ({ user, params, body }) => addresses.updateAddress(ctx, requireUser(user), params.id, params.addressId, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/companies/:id/addresses/:addressId',
    access: access.companyPermission('company_details'),
    summary: 'Remove an address; 409 when SPEC §5 does not allow it',
    schemas: { params: addressParams },
    handler: async ({ user, params }) => {
      await addresses.deleteAddress(ctx, requireUser(user), params.id, params.addressId);
    },
  });
}
