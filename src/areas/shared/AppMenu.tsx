/** The side menu of every area: Etusivu, the user's own companies, then the SPEC §2 groups the user has links in. */
import type { ReactElement } from 'react';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import BusinessIcon from '@mui/icons-material/Business';
import DomainIcon from '@mui/icons-material/Domain';
import GavelIcon from '@mui/icons-material/Gavel';
import HomeIcon from '@mui/icons-material/Home';
import ReceiptIcon from '@mui/icons-material/Receipt';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import VerifiedIcon from '@mui/icons-material/Verified';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Menu, usePermissions, useTranslate } from 'react-admin';
import { MenuGroup } from '../../components/MenuGroup';
import { NavItem } from '../../components/NavItem';
import type { PermissionHolder } from '../../domain/permissions';
import { CompanyMenuGroups } from './CompanyMenuGroups';
import { HOME_LINK, visibleMenuGroups, type MenuGroupKey } from './menuGroups';

const GROUP_ICONS: Record<MenuGroupKey, ReactElement> = {
  board: <GavelIcon />,
  customerService: <SupportAgentIcon />,
  pateva: <VerifiedIcon />,
  certificate: <FactCheckIcon />,
  companyRestructuring: <SwapHorizIcon />,
  invoicing: <ReceiptIcon />,
};

const LINK_ICONS: Record<string, ReactElement> = {
  board: <AccountBalanceIcon />,
  companies: <BusinessIcon />,
  audit: <FactCheckIcon />,
  companyRestructuring: <DomainIcon />,
};

export function AppMenu() {
  const translate = useTranslate();
  // getPermissions answers the user's permission list (authProvider).
  const { permissions } = usePermissions<PermissionHolder['permissions']>();
  const groups = visibleMenuGroups(permissions ? { permissions } : null);
  return (
    <Menu aria-label={translate('pateva.menu.label')}>
      <NavItem to={HOME_LINK.to} label={translate(HOME_LINK.label)} icon={<HomeIcon />} end />
      <CompanyMenuGroups />
      {groups.map((group) => (
        <MenuGroup key={group.key} storeKey={group.key} label={translate(group.label)} icon={GROUP_ICONS[group.key]}>
          {group.links.map((link) => (
            <NavItem key={link.key} to={link.to} label={translate(link.label)} icon={LINK_ICONS[link.key]} nested />
          ))}
        </MenuGroup>
      ))}
    </Menu>
  );
}
