/** A company created from PRH's data starts with the addresses PRH gave (docs/decisions.md, Companies). */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { PrhAddress } from '../../../src/domain/api/prh';

export async function insertPrhAddresses(trx: Transaction<Database>, companyId: number, addresses: readonly PrhAddress[]): Promise<void> {
  if (!addresses.length) return;
  await trx
    .insertInto('addresses')
    .values(
      addresses.map((a) => ({
        company_id: companyId,
        address_type_id: a.addressTypeId,
        street: a.street,
        po_box: a.poBox,
        zipcode: a.zipcode,
        city: a.city,
        country: a.country,
      })),
    )
    .execute();
}
