/**
 * The front page's news and help buttons (issue 22 §4): each opens its modal. The modals and the
 * Markdown renderer are part of the main area's own chunk (itself loaded on demand, never by the
 * sign-in pages): a lazy chunk of their own re-split the modules the sign-in pages share and put
 * those pages over their 170 kB budget (docs/decisions.md).
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import NewsModal from '../news/NewsModal';
import HelpModal from '../help/HelpModal';

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
      {open === 'news' && <NewsModal onClose={close} />}
      {open === 'help' && <HelpModal slug={helpSlug} onClose={close} />}
    </>
  );
}
