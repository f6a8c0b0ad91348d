/** "Palaute" in the user menu: opens the feedback modal at an empty form. */
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslate, useUserMenu } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { companyIdOfPath, dispatchFeedback } from './feedbackModal';

export function FeedbackMenuItem() {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const { pathname } = useLocation();
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        dispatchFeedback({ type: 'create', values: { companyId: companyIdOfPath(pathname) } });
      }}
    >
      <ListItemIcon>
        <FeedbackOutlined fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('feedback.menu')}</ListItemText>
    </MenuItem>
  );
}
