import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { Admin, CustomRoutes, Resource, defaultLightTheme } from 'react-admin';
import { PORTAL_PREFIX } from '@contract';
import { AccountPage } from './account/AccountPage';
import { LoginPage } from './auth/LoginPage';
import { SetPasswordPage } from './auth/SetPasswordPage';
import { DeliveryList } from './deliveries/DeliveryList';
import { i18nProvider } from './i18n/i18nProvider';
import { InvoiceList } from './invoices/InvoiceList';
import { PortalLayout } from './layout/PortalLayout';
import { LeadList } from './leads/LeadList';
import { LeadShow } from './leads/LeadShow';
import { authProvider, dataProvider, queryClient } from './providers';
import { SettingsPage } from './settings/SettingsPage';
import { APP_TITLE } from './texts';

/**
 * The buyers' portal: its own react-admin app under /portal (the server serves it for every path there),
 * with its own session and the stock ra-data-simple-rest on /portal-api.
 */
const Portal = () => (
  <Admin
    title={APP_TITLE}
    authProvider={authProvider}
    dataProvider={dataProvider}
    queryClient={queryClient}
    i18nProvider={i18nProvider}
    theme={defaultLightTheme}
    layout={PortalLayout}
    loginPage={LoginPage}
    requireAuth
    disableTelemetry
  >
    {/* The lead page is react-admin's edit route, so its address is /portal/leads/{lead number} (the number of the delivery mail). */}
    <Resource name="leads" list={LeadList} edit={LeadShow} recordRepresentation="id" />
    <Resource name="invoices" list={InvoiceList} />
    <CustomRoutes>
      <Route path="/deliveries" element={<DeliveryList />} />
      <Route path="/settings" element={<SettingsPage />} />
      <Route path="/account" element={<AccountPage />} />
    </CustomRoutes>
    <CustomRoutes noLayout>
      <Route path="/set-password" element={<SetPasswordPage />} />
    </CustomRoutes>
  </Admin>
);

/** A data router (react-admin's own routes inside): only with one can a page ask before unsaved changes are left. */
const router = createBrowserRouter([{ path: '*', element: <Portal /> }], { basename: PORTAL_PREFIX });

export const App = () => <RouterProvider router={router} />;
