/** The company's offices: name, description, address, and "Muokkaa" / "Poista" for those who may change them. */
import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { countryName } from '../../../domain/addresses';
import type { Office } from '../../../domain/api/offices';

interface Props {
  offices: Office[];
  actions?: { edit: (office: Office) => void; remove: (office: Office) => void };
}

const addressText = (office: Office) =>
  [office.street, [office.zipcode, office.city].filter(Boolean).join(' '), office.street || office.city ? countryName(office.country) : null]
    .filter(Boolean)
    .join(', ');

export function OfficesTable({ offices, actions }: Props) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('offices.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('offices.columns.name')}</TableCell>
          <TableCell>{translate('offices.columns.description')}</TableCell>
          <TableCell>{translate('offices.columns.address')}</TableCell>
          {actions && <TableCell align="right">{translate('offices.columns.actions')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {offices.map((office) => (
          <TableRow key={office.id}>
            <TableCell>{office.name}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-line' }}>{office.description ?? ''}</TableCell>
            <TableCell>{addressText(office)}</TableCell>
            {actions && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button size="small" aria-label={translate('offices.editLabel', { name: office.name })} onClick={() => actions.edit(office)}>
                  {translate('offices.edit')}
                </Button>
                <Button size="small" color="error" aria-label={translate('offices.removeLabel', { name: office.name })} onClick={() => actions.remove(office)}>
                  {translate('offices.remove')}
                </Button>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
