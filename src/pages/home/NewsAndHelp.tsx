/**
 * The front page's news and help buttons (issue 22 §4): each opens its modal, loaded on demand
 * (React.lazy) so neither the modals nor the Markdown renderer weigh on any page until asked for.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';

const NewsModal = lazy(() => import('../news/NewsModal'));
const HelpModal = lazy(() => import('../help/HelpModal'));

export function NewsAndHelp({ helpSlug }: { helpSlug?: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState<'news' | 'help' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ my: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<NewspaperIcon />} onClick={() => setOpen('news')} aria-haspopup="dialog">
          {translate('news.open')}
        </Button>
        <Button variant="outlined" startIcon={<HelpOutlineIcon />} onClick={() => setOpen('help')} aria-haspopup="dialog">
          {translate('help.open')}
        </Button>
      </Stack>
      <Suspense fallback={null}>
        {open === 'news' && <NewsModal onClose={close} />}
        {open === 'help' && <HelpModal slug={helpSlug} onClose={close} />}
      </Suspense>
    </>
  );
}
