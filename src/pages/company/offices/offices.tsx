/**
 * Yksiköt, a company's offices: the declaration's views (entityResource) with the office's address
 * as one column; SPEC §8 toasts. Changed with company_details in the company's pages, by office staff
 * in the office.
 */
import { FunctionField } from 'react-admin';
import { entityResource } from '../../../components/entity/entityResource';
import { countryName } from '../../../domain/addresses';
import { office, type Office } from '../../../domain/entities/office';
import { TOAST_TEXTS } from '../../../domain/toastTexts';

const addressText = (record: Office) =>
  [record.street, [record.zipcode, record.city].filter(Boolean).join(' '), record.street || record.city ? countryName(record.country) : null]
    .filter(Boolean)
    .join(', ');

export const offices = entityResource({
  entity: office,
  permission: 'company_details',
  texts: { prefix: 'offices', created: TOAST_TEXTS.officeAdded, updated: TOAST_TEXTS.officeEdited, deleted: TOAST_TEXTS.officeDeleted },
  recordName: (record) => String(record.name),
  sort: { field: 'name', order: 'ASC' },
  extraColumns: [<FunctionField key="address" label="offices.columns.address" render={(record: Office) => addressText(record)} />],
});
