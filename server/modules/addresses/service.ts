/** A company's addresses and contact details: add, change, remove; every change in the audit log. */
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { AddressRow, Database } from '../../db/types';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, notFound } from '../../http/errors';
import { entityView } from '../../http/view';
import { canRemoveAddress } from '../../../src/domain/addresses';
import { address, type Address, type AddressBody } from '../../../src/domain/entities/address';
import type { Page } from '../../../src/domain/api/lists';
import { recordChange } from '../../shared/auditRecord';
import { wholeList } from '../../../src/domain/schemas/list';

export const ADDRESS_NOT_FOUND = 'Osoitetta ei löytynyt.';
export const ADDRESS_NOT_REMOVABLE =
  'Osoitetta ei voi poistaa: siinä on sekä sähköinen osoite että verkkolaskuosoite. Poista toinen niistä ensin.';

export const addressView = entityView(address);

/** The declaration's normalisation always sets the country (FI by default); the column takes no null. */
const stored = (body: AddressBody) => ({ ...body, country: body.country ?? 'FI' });

/** A company's addresses by type, oldest first within a type (also the company answer's `addresses`). */
export async function companyAddresses(db: Db, companyId: number): Promise<Address[]> {
  const rows = await db.selectFrom('addresses').selectAll().where('company_id', '=', companyId).orderBy('address_type_id').orderBy('id').execute();
  return rows.map(addressView);
}

export async function listAddresses(ctx: AppContext, companyId: number): Promise<Page<Address>> {
  return wholeList(await companyAddresses(ctx.db, companyId));
}

export async function createAddress(ctx: AppContext, user: CurrentUser, companyId: number, body: AddressBody): Promise<Address> {
  return ctx.db.transaction().execute(async (trx) => {
    const values = stored(body);
    const row = await trx.insertInto('addresses').values({ company_id: companyId, ...values }).returningAll().executeTakeFirstOrThrow();
    await recordChange(trx, { companyId, userId: user.id, entity: 'address', entityId: row.id, action: 'create', after: values });
    return addressView(row);
  });
}

async function lockedAddress(trx: Transaction<Database>, companyId: number, addressId: number): Promise<AddressRow> {
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

/** The audited values of a stored address: what the person can change. */
const audited = ({ id: _id, company_id: _company, ...values }: AddressRow) => values;

export async function updateAddress(
  ctx: AppContext,
  user: CurrentUser,
  companyId: number,
  addressId: number,
  body: AddressBody,
): Promise<Address> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockedAddress(trx, companyId, addressId);
    const values = stored(body);
    const row = await trx.updateTable('addresses').set(values).where('id', '=', addressId).returningAll().executeTakeFirstOrThrow();
    await recordChange(trx, {
      companyId,
      userId: user.id,
      entity: 'address',
      entityId: addressId,
      action: 'update',
      before: audited(before),
      after: values,
    });
    return addressView(row);
  });
}

export async function deleteAddress(ctx: AppContext, user: CurrentUser, companyId: number, addressId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await lockedAddress(trx, companyId, addressId);
    if (!canRemoveAddress(addressView(before))) throw conflict(ADDRESS_NOT_REMOVABLE, 'address_not_removable');
    await trx.deleteFrom('addresses').where('id', '=', addressId).execute();
    await recordChange(trx, { companyId, userId: user.id, entity: 'address', entityId: addressId, action: 'delete', before: audited(before) });
  });
}
