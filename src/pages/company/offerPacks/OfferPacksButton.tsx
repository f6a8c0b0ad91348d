/** A button that opens the offer packs modal (for the references section and the offer packs section). */
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { OfferPacksModal, useOfferPacksModal } from './OfferPacksModal';

export function OfferPacksButton({ companyId, canChange, variant = 'outlined' }: { companyId: number; canChange: boolean; variant?: 'outlined' | 'contained' }) {
  const translate = useTranslate();
  const [state, dispatch] = useOfferPacksModal();
  return (
    <>
      <Button variant={variant} onClick={() => dispatch({ type: 'open' })}>
        {translate('offerPacks.open')}
      </Button>
      <OfferPacksModal companyId={companyId} canChange={canChange} state={state} dispatch={dispatch} />
    </>
  );
}
