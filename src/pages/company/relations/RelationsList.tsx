/**
 * A company's relations in both directions (daughters, its parent, joint ventures) with the other
 * company, read through react-admin (ListBase): a link or a removal refreshes it by itself.
 */
import { Button, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ListState } from '../../../components/entity/ListState';
import { formatDate } from '../../../domain/formats';
import { relationship as relationshipEntity, type Relationship } from '../../../domain/entities/relationship';
import { otherParty, relationLabelKey } from '../../../domain/relationships';
import { MAX_PAGE_SIZE } from '../../../domain/schemas/list';

interface Props {
  companyId: number;
  /** Where a relation opens; without it the other company is plain text. */
  linkTo?: (relationship: Relationship) => string;
  /** Offers removal from the list itself. */
  onRemove?: (relationship: Relationship) => void;
}

export function RelationsList(props: Props) {
  return (
    // A company has a handful of relations: one page holds them all.
    <ListBase resource={relationshipEntity.resource} queryOptions={{ meta: { companyId: props.companyId } }} disableSyncWithLocation perPage={MAX_PAGE_SIZE}>
      <ListState loadingText="relations.loading" failedText="relations.loadFailed">
        <RelationsTable {...props} />
      </ListState>
    </ListBase>
  );
}

function RelationsTable({ companyId, linkTo, onRemove }: Props) {
  const translate = useTranslate();
  const { data = [] } = useListContext<Relationship>();
  if (data.length === 0) return <Typography sx={{ py: 2 }}>{translate('relations.empty')}</Typography>;
  return (
    <Table size="small" aria-label={translate('relations.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('relations.type')}</TableCell>
          <TableCell>{translate('relations.company')}</TableCell>
          <TableCell>{translate('relations.registrationNumber')}</TableCell>
          <TableCell>{translate('resources.relationships.fields.createdAt')}</TableCell>
          {onRemove && <TableCell align="right">{translate('relations.actions')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((relationship) => {
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
              <TableCell>{formatDate(relationship.createdAt)}</TableCell>
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
