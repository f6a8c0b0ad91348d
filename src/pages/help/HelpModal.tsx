/**
 * The help modal (SPEC §2: pages, default 'common'): the office's help page for the slug asked, its
 * Markdown shown safely (SafeMarkdown), and the other pages to move to. Where the section asked has no
 * page of its own, the modal says so and shows 'common'. Part of the main area's chunk: never loaded by
 * the sign-in pages.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import SafeMarkdown from '../../components/markdown/SafeMarkdown';
import { useActionQuery } from '../../components/actions/useActionQuery';
import { LoadingLine } from '../../components/LoadingLine';
import { helpPageBySlug, helpPageIndex } from '../../domain/api/newsActions';
import { DEFAULT_HELP_PAGE } from '../../domain/entities/helpPage';
import { isStaffHelpPage } from './helpSlugs';

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;
/** The index shows every page the office has written; more than this many would be a manual, not help. */
const INDEX_QUERY = { page: 1, paginate: 100, sort: 'title', order: 'asc' } as const;

/** `staff`: opened in a staff area, whose index lists the staff areas' own pages too (the company side's does not). */
export default function HelpModal({ slug = DEFAULT_HELP_PAGE, staff = false, onClose }: { slug?: string; staff?: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [shown, setShown] = useState(slug);
  const [fellBack, setFellBack] = useState(false);
  const page = useActionQuery(helpPageBySlug, { slug: shown }, { retry: false });
  const index = useActionQuery(helpPageIndex, {}, { query: INDEX_QUERY, retry: false });
  const missing = page.isError && statusOf(page.error) === 404;
  // The section's own page is not written yet: the common page instead, saying so.
  useEffect(() => {
    if (missing && shown !== DEFAULT_HELP_PAGE) {
      setFellBack(true);
      setShown(DEFAULT_HELP_PAGE);
    }
  }, [missing, shown]);
  const pages = (index.data?.data ?? []).filter((other) => staff || !isStaffHelpPage(other.slug));
  const open = (next: string) => {
    setFellBack(false);
    setShown(next);
  };
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="help-title">
      <DialogTitle id="help-title">{page.data?.title ?? translate('help.title')}</DialogTitle>
      <DialogContent dividers>
        {fellBack && page.data && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('help.sectionMissing')}
          </Alert>
        )}
        {page.isPending && <LoadingLine text={translate('help.loading')} />}
        {page.isError && !(missing && shown !== DEFAULT_HELP_PAGE) && (
          <Alert severity={missing ? 'info' : 'warning'}>{translate(missing ? 'help.missing' : 'help.failed')}</Alert>
        )}
        {page.data && <SafeMarkdown>{page.data.content}</SafeMarkdown>}
        {pages.length > 1 && (
          <nav aria-labelledby="help-index-title">
            <Typography id="help-index-title" variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
              {translate('help.index')}
            </Typography>
            <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
              {/* The page shown stays in the list, marked: the button just pressed keeps the focus (Escape still closes). */}
              {pages.map((other) => {
                const current = other.slug === shown;
                return (
                  <li key={other.id}>
                    <Button variant={current ? 'contained' : 'outlined'} size="small" aria-current={current ? 'page' : undefined} onClick={() => !current && open(other.slug)}>
                      {other.title}
                    </Button>
                  </li>
                );
              })}
            </Stack>
          </nav>
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
