/** A company's relations in both directions: daughters, its parent and joint ventures, with the other company. */
import { Alert, Button, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../domain/formats';
import type { Relationship } from '../../../domain/api/relationships';
import { otherParty } from '../../../domain/relationships';
import { relationLabelKey } from './api';

export type RelationsState = { status: 'loading' } | { status: 'loaded'; list: Relationship[] } | { status: 'failed' };

interface Props {
  companyId: number;
  state: RelationsState;
  /** Where a relation opens; without it the other company is plain text. */
  linkTo?: (relationship: Relationship) => string;
  /** Offers removal from the list itself. */
  onRemove?: (relationship: Relationship) => void;
}

export function RelationsList({ companyId, state, linkTo, onRemove }: Props) {
  const translate = useTranslate();
  if (state.status === 'loading') return <Typography color="text.secondary">{translate('relations.loading')}</Typography>;
  if (state.status === 'failed') return <Alert severity="error">{translate('relations.loadFailed')}</Alert>;
  if (state.list.length === 0) return <Typography color="text.secondary">{translate('relations.empty')}</Typography>;
  return (
    <Table size="small" aria-label={translate('relations.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('relations.type')}</TableCell>
          <TableCell>{translate('relations.company')}</TableCell>
          <TableCell>{translate('relations.registrationNumber')}</TableCell>
          <TableCell>{translate('relations.createdAt')}</TableCell>
          {onRemove && <TableCell align="right">{translate('relations.actions')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {state.list.map((relationship) => {
          const other = otherParty(relationship, companyId);
          return (
            <TableRow key={relationship.id}>
              <TableCell>{translate(relationLabelKey(relationship, companyId))}</TableCell>
              <TableCell>
                {linkTo ? (
                  <MuiLink component={Link} to={linkTo(relationship)}>{other.name}</MuiLink>
                ) : (
                  other.name
                )}
              </TableCell>
              <TableCell>{other.registrationNumber}</TableCell>
              <TableCell>{relationship.createdAt ? formatDate(relationship.createdAt) : '–'}</TableCell>
              {onRemove && (
                <TableCell align="right">
                  <Button color="error" aria-label={translate('relations.removeLabel', { name: other.name })} onClick={() => onRemove(relationship)}>
                    {translate('relations.remove')}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
