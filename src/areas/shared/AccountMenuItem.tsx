/**
 * "Oma tili" in the user menu: the main area's /account (issue 9 #9). The app has one router and
 * the areas' basenames are react-admin's own, so the same link reaches it from every area.
 */
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';

export const ACCOUNT_PATH = '/account';

/** MUI's menu gives its items focus props (the first one is focused when the menu opens by keyboard): passed on. */
interface Props {
  autoFocus?: boolean;
  tabIndex?: number;
}

export function AccountMenuItem(props: Props) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem {...props} component={Link} to={ACCOUNT_PATH} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <ManageAccountsOutlined fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('account.menu')}</ListItemText>
    </MenuItem>
  );
}
