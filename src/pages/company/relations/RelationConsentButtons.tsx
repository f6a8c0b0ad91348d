/** "Hyväksy" / "Hylkää" for a relation that waits for this company's consent, and the rejection's confirmation. */
import { Box, Button } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import type { Relationship } from '../../../domain/entities/relationship';
import { relationLabelKey } from '../../../domain/relationships';
import type { RelationConsent } from './useRelationConsent';

export function RelationConsentButtons({ relationship, consent }: { relationship: Relationship; consent: RelationConsent }) {
  const translate = useTranslate();
  const name = relationship.parentCompany.name;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1 }}>
      <Button
        variant="contained"
        size="small"
        disabled={consent.sending}
        aria-label={translate('relations.acceptLabel', { name })}
        onClick={() => consent.accept(relationship)}
      >
        {translate('relations.accept')}
      </Button>
      <Button
        color="error"
        size="small"
        disabled={consent.sending}
        aria-label={translate('relations.rejectLabel', { name })}
        onClick={() => consent.askReject(relationship)}
      >
        {translate('relations.reject')}
      </Button>
    </Box>
  );
}

export function RejectRelationConfirm({ consent }: { consent: RelationConsent }) {
  const translate = useTranslate();
  const relationship = consent.rejecting;
  return (
    <Confirm
      isOpen={relationship !== null}
      loading={consent.sending}
      title="relations.rejectConfirmTitle"
      content="relations.rejectConfirmContent"
      contentTranslateOptions={{
        parent: relationship?.parentCompany.name ?? '',
        daughter: relationship?.daughterCompany.name ?? '',
        type: relationship ? translate(relationLabelKey(relationship, relationship.parentCompany.id)).toLowerCase() : '',
      }}
      confirm="relations.reject"
      cancel="relations.cancel"
      confirmColor="warning"
      onConfirm={consent.confirmReject}
      onClose={consent.cancelReject}
    />
  );
}
