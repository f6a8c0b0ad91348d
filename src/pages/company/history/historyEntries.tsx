/**
 * Historia, a company's history (SPEC §2 company history, default state 'listing'): the declaration's
 * views (entityResource). Listing is the section itself; adding and editing an entry are addresses
 * below it (`…/history/new`, `…/history/31/edit`), so Back or closing returns to the list and a form
 * opened again starts afresh (SPEC §4: closing resets the form, its errors and the edited id). A new
 * entry starts today. Changed with company_details in the company's pages, by office staff in the office.
 */
import { entityResource } from '../../../components/entity/entityResource';
import { historyEntry, type HistoryEntry } from '../../../domain/entities/historyEntry';
import { formatIsoDate } from '../../../domain/formats';

export const historyEntries = entityResource({
  entity: historyEntry,
  permission: 'company_details',
  texts: { prefix: 'history', created: 'history.saved', updated: 'history.saved', deleted: 'history.deleted' },
  recordName: (record) => (record as HistoryEntry).content,
  sort: { field: 'validFrom', order: 'DESC' },
  perPage: 100,
  defaults: () => ({ validFrom: formatIsoDate(new Date()) }),
});
