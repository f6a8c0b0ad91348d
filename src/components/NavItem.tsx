/**
 * One navigation link of the side menu. react-admin's MenuItemLink matches "/"
 * as a prefix of every path, so Etusivu would always look active in the other
 * areas; this one matches exactly where asked (`end`).
 */
import type { ReactElement } from 'react';
import { ListItemIcon, MenuItem, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useSidebarState } from 'react-admin';
import { Link, useMatch } from 'react-router-dom';

export interface NavItemProps {
  to: string;
  label: string;
  icon: ReactElement;
  /** Active only on exactly this path (the front page), not on paths below it. */
  end?: boolean;
  /** Indented under an open group. */
  nested?: boolean;
}

export function NavItem({ to, label, icon, end = false, nested = false }: NavItemProps) {
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const active = !!useMatch({ path: to, end });
  const item = (
    <MenuItem
      component={Link}
      to={to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      // On phones the menu is a drawer over the page: close it once a link is chosen.
      onClick={() => isSmall && setSidebarOpen(false)}
      sx={{ pl: nested && sidebarOpen ? 4 : 2 }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <Typography variant="inherit" noWrap>
        {label}
      </Typography>
    </MenuItem>
  );
  // A shrunk sidebar shows icons only; the tooltip keeps the name reachable.
  return sidebarOpen ? (
    item
  ) : (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
}
