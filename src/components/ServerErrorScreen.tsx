/**
 * The SPEC §8 error page: shown instead of the app after a 500/503 the client could not read.
 * It wraps every route, the sign-in pages too, so its texts come from the light translator, not react-admin.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore, type ReactNode } from 'react';
import { getServerErrorPage, subscribeServerErrorPage } from '../dataProvider/serverErrorPage';
import { translate } from '../i18n/lightTranslate';

export function ServerErrorBoundary({ children }: { children: ReactNode }) {
  const page = useSyncExternalStore(subscribeServerErrorPage, getServerErrorPage);
  if (!page) return children;
  return (
    <Box component="main" sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <Paper sx={{ p: 4, maxWidth: 720, width: '100%' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('pateva.serverError.title')}
        </Typography>
        <Typography gutterBottom>{translate('pateva.serverError.body', { status: page.status })}</Typography>
        <Button variant="contained" onClick={() => window.location.reload()} sx={{ my: 2 }}>
          {translate('pateva.serverError.reload')}
        </Button>
        <Typography variant="subtitle2" component="h2">
          {translate('pateva.serverError.details')}
        </Typography>
        {/* The response is shown as text, never as HTML. */}
        <Box component="pre" sx={{ whiteSpace: 'pre-wrap', maxHeight: 240, overflow: 'auto', fontSize: 12, bgcolor: 'grey.100', p: 1 }}>
          {page.data.slice(0, 4000)}
        </Box>
      </Paper>
    </Box>
  );
}
