/** A collapsible group of the side menu (SPEC §2); its open state survives page loads. */
import type { ReactElement, ReactNode } from 'react';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import { useSidebarState, useStore } from 'react-admin';

export interface MenuGroupProps {
  /** Names the stored open/closed state; stable across releases. */
  storeKey: string;
  label: string;
  icon: ReactElement;
  children: ReactNode;
}

export function MenuGroup({ storeKey, label, icon, children }: MenuGroupProps) {
  const [open, setOpen] = useStore<boolean>(`pateva.menu.${storeKey}.open`, true);
  const [sidebarOpen] = useSidebarState();
  const listId = `menu-group-${storeKey}`;
  const header = (
    <MenuItem onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={listId}>
      <ListItemIcon>{icon}</ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {label}
      </Typography>
      {sidebarOpen && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
    </MenuItem>
  );
  return (
    <>
      {sidebarOpen ? (
        header
      ) : (
        <Tooltip title={label} placement="right">
          {header}
        </Tooltip>
      )}
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} component="div" role="group" disablePadding aria-label={label}>
          {children}
        </List>
      </Collapse>
    </>
  );
}
