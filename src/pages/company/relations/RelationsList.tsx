/** A company's relations in both directions: daughters, its parent and joint ventures, with the other company. */
import { Button, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LoadState } from '../../../components/data/LoadState';
import type { Loadable } from '../../../components/data/useResource';
import { formatDate } from '../../../domain/formats';
import type { Relationship } from '../../../domain/api/relationships';
import { otherParty } from '../../../domain/relationships';
import { relationLabelKey } from './api';

interface Props {
  companyId: number;
  state: Loadable<Relationship[]>;
  /** Where a relation opens; without it the other company is plain text. */
  linkTo?: (relationship: Relationship) => string;
  /** Offers removal from the list itself. */
  onRemove?: (relationship: Relationship) => void;
}

export function RelationsList({ state, ...table }: Props) {
  return (
    <LoadState state={state} loadingText="relations.loading" failedText="relations.loadFailed" emptyText="relations.empty">
      {(list) => <RelationsTable list={list} {...table} />}
    </LoadState>
  );
}

function RelationsTable({ companyId, list, linkTo, onRemove }: Omit<Props, 'state'> & { list: Relationship[] }) {
  const translate = useTranslate();
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
        {list.map((relationship) => {
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
