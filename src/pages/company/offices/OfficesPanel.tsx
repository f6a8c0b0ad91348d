/** A company's offices (yksiköt): the generic entity panel with the office's address as one column; SPEC §8 toasts. */
import { FunctionField } from 'react-admin';
import { EntityPanel } from '../../../components/entity/EntityPanel';
import { countryName } from '../../../domain/addresses';
import { office, type Office } from '../../../domain/entities/office';
import { TOAST_TEXTS } from '../../../domain/toasts';

interface Props {
  companyId: number;
  canChange: boolean;
  /** The office's own view: CSV export. */
  exportable?: boolean;
  /** The office's show view of a record. */
  showable?: boolean;
}

const addressText = (record: Office) =>
  [record.street, [record.zipcode, record.city].filter(Boolean).join(' '), record.street || record.city ? countryName(record.country) : null]
    .filter(Boolean)
    .join(', ');

const TEXTS = { prefix: 'offices', created: TOAST_TEXTS.officeAdded, updated: TOAST_TEXTS.officeEdited, deleted: TOAST_TEXTS.officeDeleted };

export function OfficesPanel({ companyId, canChange, exportable, showable }: Props) {
  return (
    <EntityPanel
      entity={office}
      parent={{ companyId }}
      canChange={canChange}
      texts={TEXTS}
      recordName={(record) => String(record.name)}
      sort={{ field: 'name', order: 'ASC' }}
      exportable={exportable}
      showable={showable}
      extraColumns={[<FunctionField key="address" label="offices.columns.address" render={(record: Office) => addressText(record)} />]}
    />
  );
}
