/** The history entries as the list fields of the declaration, newest first; with edit and delete buttons when given. */
import { Button, Typography } from '@mui/material';
import { Datagrid, FunctionField, useTranslate } from 'react-admin';
import { entityFields } from '../../../components/entity/entityFields';
import { ListState } from '../../../components/entity/ListState';
import { historyEntry, type HistoryEntry } from '../../../domain/entities/historyEntry';

interface Props {
  onEdit?: (entry: HistoryEntry) => void;
  onDelete?: (entry: HistoryEntry) => void;
}

export function HistoryList({ onEdit, onDelete }: Props) {
  const translate = useTranslate();
  return (
    <ListState loadingText="history.loading" failedText="history.loadFailed">
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        aria-label={translate('history.title')}
        empty={<Typography sx={{ py: 2 }}>{translate('history.empty')}</Typography>}
        sx={{ overflowX: 'auto', '& td': { verticalAlign: 'top' }, '& .column-content': { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } }}
      >
        {entityFields(historyEntry, 'list')}
        {(onEdit || onDelete) && (
          <FunctionField
            label="pateva.entity.actions"
            render={(entry: HistoryEntry) => (
              <span style={{ whiteSpace: 'nowrap' }}>
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
              </span>
            )}
          />
        )}
      </Datagrid>
    </ListState>
  );
}
