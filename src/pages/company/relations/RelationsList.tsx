/**
 * A company's relations in both directions (daughters, its parent, joint ventures) with the other
 * company, read through react-admin (ListBase): a link or a removal refreshes it by itself; sorted by
 * type at first, the type and the date headers sort (the declaration's sortable fields). Each shows
 * its status; one that waits for this company's consent offers "Hyväksy" / "Hylkää" to who may decide.
 */
import { Box, Button, Link as MuiLink, Typography } from '@mui/material';
import { Datagrid, FunctionField, ListBase, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ListState } from '../../../components/entity/ListState';
import { formatDate } from '../../../domain/formats';
import { relationship as relationshipEntity, type Relationship } from '../../../domain/entities/relationship';
import { awaitsConsentOf, otherParty, relationLabelKey, relationStatusKey } from '../../../domain/relationships';
import { MAX_PAGE_SIZE } from '../../../domain/schemas/list';
import { RelationConsentButtons } from './RelationConsentButtons';
import type { RelationConsent } from './useRelationConsent';

interface Props {
  companyId: number;
  /** Where a relation opens; without it the other company is plain text. */
  linkTo?: (relationship: Relationship) => string;
  /** Offers removal from the list itself. */
  onRemove?: (relationship: Relationship) => void;
  /** Offers accepting and rejecting the relations that wait for this company's consent (its admins, the office). */
  consent?: RelationConsent;
}

export function RelationsList(props: Props) {
  return (
    // A company has a handful of relations: one page holds them all.
    <ListBase resource={relationshipEntity.resource} queryOptions={{ meta: { companyId: props.companyId } }} disableSyncWithLocation
      perPage={MAX_PAGE_SIZE}
      sort={{ field: 'companyRelationshipTypeId', order: 'ASC' }}
    >
      <ListState loadingText="relations.loading" failedText="relations.loadFailed">
        <RelationsTable {...props} />
      </ListState>
    </ListBase>
  );
}

function RelationsTable({ companyId, linkTo, onRemove, consent: mayConsent }: Props) {
  const translate = useTranslate();
  const { data } = useListContext<Relationship>();
  // The column only when there is something to answer: an empty "Toiminnot" column says nothing.
  const consent = mayConsent && (data ?? []).some((relationship) => awaitsConsentOf(relationship, companyId)) ? mayConsent : undefined;
  return (
    <Datagrid
      bulkActionButtons={false}
      rowClick={false}
      aria-label={translate('relations.title')}
      empty={<Typography sx={{ py: 2 }}>{translate('relations.empty')}</Typography>}
      sx={{ overflowX: 'auto' }}
    >
      <FunctionField<Relationship>
        source="companyRelationshipTypeId"
        label="relations.type"
        render={(relationship) => translate(relationLabelKey(relationship, companyId))}
      />
      <FunctionField<Relationship>
        label="relations.company"
        sortable={false}
        render={(relationship) => {
          const other = otherParty(relationship, companyId);
          return linkTo ? (
            <MuiLink component={Link} to={linkTo(relationship)}>
              {other.name}
            </MuiLink>
          ) : (
            other.name
          );
        }}
      />
      <FunctionField<Relationship>
        label="relations.registrationNumber"
        sortable={false}
        render={(relationship) => <span style={{ whiteSpace: 'nowrap' }}>{otherParty(relationship, companyId).registrationNumber}</span>}
      />
      <FunctionField<Relationship> source="createdAt" label="resources.relationships.fields.createdAt" render={(relationship) => formatDate(relationship.createdAt)} />
      <FunctionField<Relationship>
        label="relations.status"
        sortable={false}
        render={(relationship) => translate(relationStatusKey(relationship.status))}
      />
      {(onRemove || consent) && (
        <FunctionField<Relationship>
          label="relations.actions"
          textAlign="right"
          render={(relationship) => {
            const other = otherParty(relationship, companyId);
            return (
              <Box component="span" sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
                {consent && awaitsConsentOf(relationship, companyId) && <RelationConsentButtons relationship={relationship} consent={consent} />}
                {onRemove && (
                  <Button color="error" aria-label={translate('relations.removeLabel', { name: other.name })} onClick={() => onRemove(relationship)}>
                    {translate('relations.remove')}
                  </Button>
                )}
              </Box>
            );
          }}
        />
      )}
    </Datagrid>
  );
}
