/** The SPEC §8 error page: shown instead of the app after a 500/503 the client could not read. */
import { Box, Button, Paper, Typography } from '@mui/material';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { getServerErrorPage, subscribeServerErrorPage } from '../dataProvider/serverErrorPage';

export function ServerErrorBoundary({ children }: { children: ReactNode }) {
  const page = useSyncExternalStore(subscribeServerErrorPage, getServerErrorPage);
  const translate = useTranslate();
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
