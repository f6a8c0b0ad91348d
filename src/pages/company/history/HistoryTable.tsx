/** The history entries of a company as a table, newest first; with edit and delete buttons when given. */
import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DESCRIBABLES } from '../../../domain/describables';
import { formatDate } from '../../../domain/formats';
import type { HistoryEntry } from '../../../domain/entities/historyEntry';

export const historyTypes = () => DESCRIBABLES['company-history-entry-types'] ?? [];

const typeName = (id: number | null) => historyTypes().find((type) => type.id === id)?.shortDescription ?? '–';

interface Props {
  entries: HistoryEntry[];
  onEdit?: (entry: HistoryEntry) => void;
  onDelete?: (entry: HistoryEntry) => void;
}

export function HistoryTable({ entries, onEdit, onDelete }: Props) {
  const translate = useTranslate();
  const actions = !!(onEdit || onDelete);
  return (
    <Table size="small" aria-label={translate('history.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('history.fields.validFrom')}</TableCell>
          <TableCell>{translate('history.fields.validTo')}</TableCell>
          <TableCell>{translate('history.fields.type')}</TableCell>
          <TableCell>{translate('history.fields.content')}</TableCell>
          {actions && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(entry.validFrom)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(entry.validTo) || '–'}</TableCell>
            <TableCell>{typeName(entry.companyHistoryEntryTypeId)}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{entry.content}</TableCell>
            {actions && (
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {onEdit && (
                  <Button size="small" onClick={() => onEdit(entry)} aria-label={`${translate('history.edit')}: ${entry.content}`}>
                    {translate('history.edit')}
                  </Button>
                )}
                {onDelete && (
                  <Button size="small" color="error" onClick={() => onDelete(entry)} aria-label={`${translate('history.delete')}: ${entry.content}`}>
                    {translate('history.delete')}
                  </Button>
                )}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
