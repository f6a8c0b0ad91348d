/**
 * The references section's way to the offer packs: a link to their section (…/offer-packs), whose
 * list and forms have addresses. The office's company page has them as a tab of its own instead.
 */
import { Button } from '@mui/material';
import { useContext } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { RecordBaseContext } from '../../../components/records/RecordBaseContext';
import { companySectionPath } from '../sectionLinks';

export function OfferPacksButton({ companyId }: { companyId: number }) {
  const translate = useTranslate();
  const inCompanyPages = useContext(RecordBaseContext) !== null;
  if (!inCompanyPages) return null;
  return (
    <Button variant="outlined" component={Link} to={companySectionPath(companyId, 'offer-packs')}>
      {translate('offerPacks.open')}
    </Button>
  );
}
