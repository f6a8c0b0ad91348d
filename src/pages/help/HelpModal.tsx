/**
 * The help modal (SPEC §2: pages, default 'common'): the office's help page for the slug asked, its
 * Markdown shown safely (SafeMarkdown). Part of the main area's chunk: never loaded by the sign-in pages.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import SafeMarkdown from '../../components/markdown/SafeMarkdown';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { LoadingLine } from '../../components/LoadingLine';
import { helpPageBySlug } from '../../domain/api/newsActions';
import { DEFAULT_HELP_PAGE } from '../../domain/entities/helpPage';


const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

export default function HelpModal({ slug = DEFAULT_HELP_PAGE, onClose }: { slug?: string; onClose: () => void }) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const page = useActionQuery(helpPageBySlug, { slug }, { retry: false });
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="help-title">
      <DialogTitle id="help-title">{page.data?.title ?? translate('help.title')}</DialogTitle>
      <DialogContent dividers>
        {page.isPending && <LoadingLine text={translate('help.loading')} />}
        {page.isError && <Alert severity={statusOf(page.error) === 404 ? 'info' : 'warning'}>{translate(statusOf(page.error) === 404 ? 'help.missing' : 'help.failed')}</Alert>}
        {page.data && (
          <SafeMarkdown>{page.data.content}</SafeMarkdown>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('help.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
