import type { ReactNode } from 'react';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import { Layout, Menu } from 'react-admin';
import { texts } from '../texts';

const PortalMenu = () => (
  <Menu>
    <Menu.Item to="/leads" primaryText={texts.menu.leads} leftIcon={<ListAltIcon />} />
    <Menu.Item to="/invoices" primaryText={texts.menu.invoices} leftIcon={<ReceiptLongIcon />} />
    <Menu.Item to="/deliveries" primaryText={texts.menu.deliveries} leftIcon={<LocalShippingIcon />} />
    <Menu.Item to="/settings" primaryText={texts.menu.settings} leftIcon={<SettingsIcon />} />
    <Menu.Item to="/account" primaryText={texts.menu.account} leftIcon={<AccountCircleIcon />} />
  </Menu>
);

/** react-admin's layout with the portal's menu (a drawer on a phone). */
export const PortalLayout = ({ children }: { children: ReactNode }) => <Layout menu={PortalMenu}>{children}</Layout>;
