/** A company's addresses and contact details: add, change, remove; every change in the audit log. */
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, notFound } from '../../http/errors';
import { canRemoveAddress } from '../../../src/domain/addresses';
import type { AddressBody } from '../../../src/domain/schemas/address';
import { recordChange } from '../audit/record';
import type { Address } from '../../../src/domain/api/addresses';
import { addressView } from '../companies/view';
import { wholeList } from '../../../src/domain/schemas/list';

export const ADDRESS_NOT_FOUND = 'Osoitetta ei löytynyt.';
export const ADDRESS_NOT_REMOVABLE =
  'Osoitetta ei voi poistaa: siinä on sekä sähköinen osoite että verkkolaskuosoite. Poista toinen niistä ensin.';

/** The audited values of an address: what the person can change. */
const audited = (row: AddressBody) => ({ ...row });

export async function listAddresses(ctx: AppContext, companyId: number) {
  const rows = await ctx.db.selectFrom('addresses').selectAll().where('company_id', '=', companyId).orderBy('address_type_id').orderBy('id').execute();
  const data = rows.map(addressView);
  return wholeList(data);
}

export async function createAddress(ctx: AppContext, user: CurrentUser, companyId: number, body: AddressBody): Promise<Address> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('addresses').values({ company_id: companyId, ...body }).returningAll().executeTakeFirstOrThrow();
    await recordChange(trx, { companyId, userId: user.id, entity: 'address', entityId: row.id, action: 'create', after: audited(body) });
    return addressView(row);
  });
}

async function lockedAddress(trx: Transaction<Database>, companyId: number, addressId: number) {
  const row = await trx
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', addressId)
    .where('company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return row;
}

const beforeOf = ({ id: _id, company_id: _company, ...values }: Awaited<ReturnType<typeof lockedAddress>>) => values;

export async function updateAddress(
  ctx: AppContext,
  user: CurrentUser,
  companyId: number,
  addressId: number,
  body: AddressBody,
): Promise<Address> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockedAddress(trx, companyId, addressId);
    const row = await trx.updateTable('addresses').set(body).where('id', '=', addressId).returningAll().executeTakeFirstOrThrow();
    await recordChange(trx, {
      companyId,
      userId: user.id,
      entity: 'address',
      entityId: addressId,
      action: 'update',
      before: beforeOf(before),
      after: audited(body),
    });
    return addressView(row);
  });
}

export async function deleteAddress(ctx: AppContext, user: CurrentUser, companyId: number, addressId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await lockedAddress(trx, companyId, addressId);
    if (!canRemoveAddress(addressView(before))) throw conflict(ADDRESS_NOT_REMOVABLE, 'address_not_removable');
    await trx.deleteFrom('addresses').where('id', '=', addressId).execute();
    await recordChange(trx, { companyId, userId: user.id, entity: 'address', entityId: addressId, action: 'delete', before: beforeOf(before) });
  });
}
