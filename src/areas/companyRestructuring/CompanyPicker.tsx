/** Step 'selectCompany': one side's search over the office's company list (`q`) and its choice. */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate } from 'react-admin';
import type { CompanySide } from '../../domain/companyRestructuring';

interface CompanyPickerProps {
  side: CompanySide;
  search: string;
  chosenId: number | null;
  chosenName: string;
  /** The other side's company, which this side cannot also be. */
  otherId: number | null;
  onSearch: (text: string) => void;
  onPick: (id: number | null, name: string) => void;
}

/** Waits for typing to pause before searching. */
function useSettled(value: string, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function CompanyPicker({ side, search, chosenId, chosenName, otherId, onSearch, onPick }: CompanyPickerProps) {
  const translate = useTranslate();
  const prefix = `companyRestructuring.${side}`;
  const q = useSettled(search.trim());
  const enabled = chosenId === null && q.length >= 2;
  const { data, isPending, error } = useGetList<{ id: number; name: string; registrationNumber: string }>(
    'companies',
    { filter: { q }, pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' } },
    { enabled },
  );
  const headingId = `restructuring-${side}-title`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ flex: 1, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h3">
        {translate(`${prefix}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${prefix}.hint`)}
      </Typography>
      {chosenId !== null ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{translate('companyRestructuring.chosen', { name: chosenName })}</Typography>
          <Button onClick={() => onPick(null, '')}>{translate('companyRestructuring.change')}</Button>
        </Box>
      ) : (
        <>
          <TextField
            label={translate(`${prefix}.search`)}
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            helperText={translate('companyRestructuring.searchHint')}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          {enabled && isPending && <Typography role="status">{translate('companyRestructuring.searching')}</Typography>}
          {enabled && error ? <Alert severity="error">{translate('companyRestructuring.searchFailed')}</Alert> : null}
          {enabled && data && data.length === 0 && <Typography role="status">{translate('companyRestructuring.noMatches')}</Typography>}
          {enabled && data && data.length > 0 && (
            <List dense aria-label={translate(`${prefix}.search`)}>
              {data.map((company) => (
                <ListItemButton key={company.id} disabled={company.id === otherId} onClick={() => onPick(company.id, company.name)}>
                  <ListItemText primary={company.name} secondary={company.registrationNumber} sx={{ wordBreak: 'break-word' }} />
                  <Typography variant="button" color="primary" aria-hidden>
                    {translate('companyRestructuring.choose')}
                  </Typography>
                </ListItemButton>
              ))}
            </List>
          )}
        </>
      )}
    </Box>
  );
}
