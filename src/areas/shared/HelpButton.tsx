/**
 * The app bar's help button, on every page of every area: opens the help modal at the page of the
 * section the user is in (helpSlugs.ts), or the common page where that section has none.
 */
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import HelpModal from '../../pages/help/HelpModal';
import { helpSlugOfPath, inStaffArea } from '../../pages/help/helpSlugs';

export function HelpButton() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  // The section at the moment of opening: moving on with the modal open does not change the page shown.
  const [opened, setOpened] = useState<{ slug: string; staff: boolean } | null>(null);
  const label = translate('help.button');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" onClick={() => setOpened({ slug: helpSlugOfPath(pathname), staff: inStaffArea(pathname) })}>
          <HelpOutlineIcon />
        </IconButton>
      </Tooltip>
      {opened && <HelpModal slug={opened.slug} staff={opened.staff} onClose={() => setOpened(null)} />}
    </>
  );
}
