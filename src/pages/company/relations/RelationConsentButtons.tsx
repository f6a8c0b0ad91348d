/** "Hyväksy" / "Hylkää" for a relation that waits for this company's consent, and the rejection's confirmation. */
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Relationship } from '../../../domain/entities/relationship';
import { RelationConfirm } from './RemoveRelationConfirm';
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
  return (
    <RelationConfirm
      action="reject"
      relationship={consent.rejecting}
      sending={consent.sending}
      onConfirm={consent.confirmReject}
      onClose={consent.cancelReject}
    />
  );
}
