import { Divider, ListSubheader } from '@mui/material';
import BarChartIcon from '@mui/icons-material/BarChart';
import BusinessIcon from '@mui/icons-material/Business';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InputIcon from '@mui/icons-material/Input';
import MapIcon from '@mui/icons-material/Map';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Logout, Menu, useSidebarState, useTranslate } from 'react-admin';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { AppMenuItem } from './AppMenuItem';
import { useMenuBadges } from './useMenuBadges';
import { useSetupOnly } from './SetupGate';

/**
 * Spec section 2, items in the spec's order; every logged-in user (whatever the role) sees all of them.
 * The trust screens (Mitarbeiter, Protokoll, Datenschutz) are reached from Settings, so the spec's sidebar stays as it is.
 */
export const AppMenu = () => {
  const setupOnly = useSetupOnly();
  // Until the second factor the setting demands is set up, 'Mein Konto' is the only page there is.
  return setupOnly ? <SetupMenu /> : <FullMenu />;
};

const SetupMenu = () => (
  <Menu>
    <AppMenuItem to="/account" label="app.account.menu" icon={<AccountCircleIcon />} />
    <Logout data-testid="menu-logout" />
  </Menu>
);

const FullMenu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const badges = useMenuBadges();

  return (
    <Menu>
      <AppMenuItem to="/overview" label="app.menu.overview" icon={<DashboardIcon />} />
      <AppMenuItem
        to="/organisations"
        label="app.menu.organisations"
        icon={<BusinessIcon />}
        badge={badges.organisations}
      />
      <AppMenuItem to="/statistics" label="app.menu.statistics" icon={<BarChartIcon />} />
      <AppMenuItem to="/leadstatistics" label="app.menu.leadstatistics" icon={<QueryStatsIcon />} />
      <AppMenuItem
        to="/reclamationrequest"
        label="app.menu.reclamationrequest"
        icon={<ReportProblemIcon />}
        badge={badges.complaints}
      />
      <AppMenuItem to="/invoices" label="app.menu.invoices" icon={<ReceiptLongIcon />} />
      {/* A collapsed sidebar is too narrow for the heading; a line keeps the grouping. */}
      {open ? (
        <ListSubheader disableSticky sx={{ background: 'transparent', lineHeight: 2.5 }}>
          {translate('app.menu.more_tools')}
        </ListSubheader>
      ) : (
        <Divider />
      )}
      <AppMenuItem to="/sells" label="app.menu.sells" icon={<ShoppingCartIcon />} />
      <AppMenuItem to="/leadsources" label="app.menu.leadsources" icon={<InputIcon />} />
      <AppMenuItem to="/zips" label="app.menu.zips" icon={<MapIcon />} />
      <AppMenuItem to="/matching" label="app.menu.matching" icon={<CompareArrowsIcon />} />
      <AppMenuItem to="/settings" label="app.menu.settings" icon={<SettingsIcon />} />
      <Logout data-testid="menu-logout" />
    </Menu>
  );
};
