import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { Link } from 'react-router-dom';
import { Logout, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { ACCOUNT_PATH } from '../auth/authProvider';

const AccountMenuItem = () => {
  const translate = useTranslate();
  const menu = useUserMenu();
  return (
    <MenuItem component={Link} to={ACCOUNT_PATH} onClick={() => menu?.onClose()}>
      <ListItemIcon>
        <AccountCircleIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.account.menu')}</ListItemText>
    </MenuItem>
  );
};

/** The app bar's user menu: 'Mein Konto' (password, second factor) and Logout. */
export const AppUserMenu = () => (
  <UserMenu>
    <AccountMenuItem />
    <Logout />
  </UserMenu>
);
