/**
 * The door of an area: only users whose permissions open it (canEnterArea,
 * SPEC §6 and docs/decisions.md) get in; others are told so in Finnish
 * instead of meeting a half-working admin that fails call by call.
 */
import { useEffect, type ReactNode } from 'react';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCurrentUser, fullName } from '../../authProvider';
import type { CurrentUser } from '../../domain/api/users';
import { redirectToLogin } from '../../authProvider/redirect';
import { canEnterArea, type Area } from '../../domain/permissions';
import { Spinner } from './Spinner';

export interface AreaGateProps {
  area: Area;
  children: ReactNode;
}

function Refusal({ user }: { user: CurrentUser }) {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <Paper sx={{ p: 4, maxWidth: 560 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('pateva.gate.refused')}
        </Typography>
        <Typography sx={{ mb: 3 }}>
          {translate('pateva.gate.signedInAs', { name: fullName(user), email: user.email })}
        </Typography>
        <Button variant="contained" component={Link} to="/">
          {translate('pateva.gate.home')}
        </Button>
      </Paper>
    </Box>
  );
}

export function AreaGate({ area, children }: AreaGateProps) {
  const translate = useTranslate();
  const current = useCurrentUser();
  const signedOut = current.status === 'signedOut';

  useEffect(() => {
    if (signedOut) redirectToLogin();
  }, [signedOut]);

  if (current.status === 'loading' || current.status === 'signedOut') return <Spinner />;
  if (current.status === 'failed') {
    return (
      <Box component="main" sx={{ p: 4 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={current.reload}>
              {translate('pateva.gate.retry')}
            </Button>
          }
        >
          {translate('pateva.gate.loadFailed')}
        </Alert>
      </Box>
    );
  }
  if (!canEnterArea(current.user, area)) return <Refusal user={current.user} />;
  return <>{children}</>;
}

export default AreaGate;
