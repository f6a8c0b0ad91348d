/** A date of the record in context as dd.MM.yyyy (SPEC §9), never in the browser's locale. */
import { FunctionField, type RaRecord } from 'react-admin';
import { formatDate } from '../../i18n/formats';

export function DateField({ source }: { source: string; sortable?: boolean }) {
  return (
    <FunctionField
      source={source}
      render={(record: RaRecord) => {
        const value = record[source];
        return typeof value === 'string' ? formatDate(value) : '';
      }}
    />
  );
}
