/** One relation (/companies/:companyId/relations/:relId); after removal back to the list (SPEC §2). */
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatDate } from '../../../domain/formats';
import { relationship as relationshipEntity, type Relationship, type RelationshipParty } from '../../../domain/entities/relationship';
import { awaitsConsentOf, otherParty, relationLabelKey, relationsPath, relationStatusKey } from '../../../domain/relationships';
import { useCanChange, useCompany } from '../CompanyContext';
import { RemoveRelationConfirm } from './RemoveRelationConfirm';
import { useRemoveRelation } from './useRemoveRelation';
import { RejectRelationConfirm, RelationConsentButtons } from './RelationConsentButtons';
import { useRelationConsent } from './useRelationConsent';

function Party({ label, party }: { label: string; party: RelationshipParty }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, py: 0.5 }}>
      <Typography component="dt" sx={{ fontWeight: 600, minWidth: 180 }}>{label}</Typography>
      <Typography component="dd" sx={{ m: 0 }}>{`${party.name} (${party.registrationNumber})`}</Typography>
    </Box>
  );
}

export function RelationDetails() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { company } = useCompany();
  const canChange = useCanChange('company_details');
  const canConsent = useCanChange('admin');
  const relId = Number(useParams().relId);
  const state = useGetOne<Relationship>(relationshipEntity.resource, { id: relId, meta: { companyId: company.id } }, { retry: false });
  const removal = useRemoveRelation(company.id, () => navigate(relationsPath(company.id)));
  // A rejected request is gone: back to the list, as after a removal.
  const consent = useRelationConsent(company.id, () => navigate(relationsPath(company.id)));

  const back = (
    <Button component={Link} to={relationsPath(company.id)} sx={{ mt: 2 }}>
      {translate('relations.back')}
    </Button>
  );
  if (state.isPending) return <Typography color="text.secondary">{translate('relations.loading')}</Typography>;
  if (state.error || !state.data) {
    const notFound = (state.error as { status?: number } | null)?.status === 404;
    return (
      <Paper sx={{ p: 3 }}>
        <Alert severity="error">{translate(notFound ? 'pateva.errors.notFound' : 'relations.loadFailed')}</Alert>
        {back}
      </Paper>
    );
  }
  const relationship = state.data;
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {`${translate('relations.showTitle')}: ${translate(relationLabelKey(relationship, company.id))}`}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Party
          label={translate(relationship.companyRelationshipTypeId === 3 ? 'relations.partnerCompany' : 'relations.parentCompany')}
          party={relationship.parentCompany}
        />
        <Party
          label={translate(relationship.companyRelationshipTypeId === 3 ? 'relations.partnerCompany' : 'relations.daughterCompany')}
          party={relationship.daughterCompany}
        />
        <Box sx={{ display: 'flex', gap: 2, py: 0.5 }}>
          <Typography component="dt" sx={{ fontWeight: 600, minWidth: 180 }}>{translate('resources.relationships.fields.createdAt')}</Typography>
          <Typography component="dd" sx={{ m: 0 }}>{formatDate(relationship.createdAt)}</Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 2, py: 0.5 }}>
          <Typography component="dt" sx={{ fontWeight: 600, minWidth: 180 }}>{translate('resources.relationships.fields.status')}</Typography>
          <Typography component="dd" sx={{ m: 0 }}>{translate(relationStatusKey(relationship.status))}</Typography>
        </Box>
      </Box>
      {relationship.status === 'pending' && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {awaitsConsentOf(relationship, company.id)
            ? translate('relations.consentNotice', { name: relationship.parentCompany.name })
            : translate('relations.pendingNotice', { name: otherParty(relationship, company.id).name })}
        </Alert>
      )}
      {canConsent && awaitsConsentOf(relationship, company.id) && (
        <Box sx={{ mt: 2 }}>
          <RelationConsentButtons relationship={relationship} consent={consent} />
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        {back}
        {canChange && (
          <Button color="error" variant="outlined" sx={{ mt: 2 }} onClick={() => removal.ask(relationship)}>
            {translate('relations.remove')}
          </Button>
        )}
      </Box>
      <RemoveRelationConfirm
        relationship={removal.confirming}
        sending={removal.sending}
        onConfirm={removal.confirm}
        onClose={removal.cancel}
      />
      <RejectRelationConfirm consent={consent} />
    </Paper>
  );
}
