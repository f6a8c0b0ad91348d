/**
 * What the company list shows while it has no companies at all (not for an empty search): to office
 * staff the portal has none; to the board and auditors none is tied to their work yet (issue 18 #1).
 */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCurrentUser } from '../../authProvider/currentUser';
import { hasOfficePermission } from '../../domain/permissions';

export function CompaniesEmpty() {
  const translate = useTranslate();
  const userState = useCurrentUser();
  const reachOnly = userState.status === 'signedIn' && !hasOfficePermission(userState.user);
  return (
    <Box sx={{ textAlign: 'center', mt: 6, mx: 'auto', maxWidth: 480 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate(reachOnly ? 'pateva.companies.reachableEmptyTitle' : 'pateva.companies.emptyTitle')}
      </Typography>
      <Typography variant="body2">{translate(reachOnly ? 'pateva.companies.reachableEmptyBody' : 'pateva.companies.emptyBody')}</Typography>
    </Box>
  );
}
