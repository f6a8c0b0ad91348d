/** The company's memberships: union and description, and "Poista" when removal is offered. */
import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CompanyMembership } from '../../../domain/api/memberships';

interface Props {
  memberships: CompanyMembership[];
  onRemove?: (membership: CompanyMembership) => void;
}

export function MembershipsTable({ memberships, onRemove }: Props) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('memberships.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('memberships.union')}</TableCell>
          <TableCell>{translate('memberships.description')}</TableCell>
          {onRemove && <TableCell align="right">{translate('memberships.actions')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {memberships.map((membership) => (
          <TableRow key={membership.id}>
            <TableCell>{membership.union.name}</TableCell>
            <TableCell>{membership.description ?? '–'}</TableCell>
            {onRemove && (
              <TableCell align="right">
                <Button
                  color="error"
                  aria-label={translate('memberships.removeLabel', { name: membership.union.name })}
                  onClick={() => onRemove(membership)}
                >
                  {translate('memberships.remove')}
                </Button>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
