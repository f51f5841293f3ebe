import { BrowserRouter, Route } from 'react-router-dom';
import type { BackOfficeRoute } from '@contract/routes';
import { Admin, CustomRoutes, Resource, defaultDarkTheme, defaultLightTheme } from 'react-admin';
import { LoginPage } from './auth/LoginPage';
import { SetPasswordPage } from './auth/SetPasswordPage';
import { AccountPage } from './account/AccountPage';
import { StaffList } from './staff/StaffList';
import { AuditList } from './audit/AuditList';
import { APP_TITLE } from './i18n/de';
import { i18nProvider } from './i18n/i18nProvider';
import { AppLayout } from './layout/AppLayout';
import { DocumentTitle } from './layout/DocumentTitle';
import leadsources from './leadsources';
import leadstatistics from './leadstatistics';
import organisations from './organisations';
import orders from './orders';
import { MatchingPage } from './matching/MatchingPage';
import { LeaveAdmin } from './pages/LeaveAdmin';
import { OverviewPage } from './overview/OverviewPage';
import { ReclamationList } from './reclamations';
import { InvoiceList } from './invoices';
import { authProvider, dataProvider, queryClient, store } from './providers';
import leads from './leads';
import { OutboxList } from './outbox/OutboxList';
import { OutboxShow } from './outbox/OutboxShow';
import { SettingsPage } from './settings/SettingsPage';
import { PrivacyPage } from './privacy/PrivacyPage';
import { StatisticDetailsPage } from './statistics/StatisticDetailsPage';
import { StatisticsPage } from './statistics/StatisticsPage';
import { QualityPage } from './statistics/QualityPage';
import { SupplierQualityPage } from './suppliers-quality/SupplierQualityPage';
import { ZipsPage } from './zips/ZipsPage';

/** A drawn route's path: only a page the server serves this app for (libs/contract routes.ts) compiles. */
const page = (path: BackOfficeRoute): string => path;

/**
 * The back office. Its own router (history-style paths at the site root) because the server
 * serves this app only for the back-office paths and the login page (libs/contract routes.ts).
 */
export const App = () => (
  <BrowserRouter>
    <DocumentTitle />
    <Admin
      title={APP_TITLE}
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      store={store}
      theme={defaultLightTheme}
      darkTheme={defaultDarkTheme}
      defaultTheme="light"
      layout={AppLayout}
      loginPage={LoginPage}
      catchAll={LeaveAdmin}
      requireAuth
      disableTelemetry
    >
      <Resource name="organisations" {...organisations} />
      <Resource name="leadsources" {...leadsources} />
      <Resource name="sells" {...leads} />
      <Resource name="leadstatistics" {...leadstatistics} />
      {/* Not in the sidebar (spec section 2); linked from Settings. */}
      <Resource name="orders" {...orders} />
      {/* The complaints queue lives at the spec's `/reclamationrequest` (a custom route below). */}
      <Resource name="reclamationrequests" />
      {/* All organisations' invoices, at `/invoices` (a custom route below). */}
      <Resource name="invoices" />
      <CustomRoutes>
        {/* `/` is the funnel's; react-admin would otherwise show its first resource there. */}
        <Route path="/" element={<LeaveAdmin />} />
        <Route path={page('/overview')} element={<OverviewPage />} />
        <Route path={page('/statistics')} element={<StatisticsPage />} />
        <Route path={page('/statistics/quality')} element={<QualityPage />} />
        <Route path={page('/statistics/suppliers')} element={<SupplierQualityPage />} />
        <Route path={page('/statistic/:orga/:date')} element={<StatisticDetailsPage />} />
        <Route path={page('/zips')} element={<ZipsPage />} />
        <Route path={page('/matching')} element={<MatchingPage />} />
        <Route path={page('/reclamationrequest')} element={<ReclamationList />} />
        <Route path={page('/invoices')} element={<InvoiceList />} />
        <Route path={page('/settings')} element={<SettingsPage />} />
        <Route path={page('/settings/outbox')} element={<OutboxList />} />
        <Route path={page('/settings/outbox/:id')} element={<OutboxShow />} />
        <Route path={page('/settings/staff')} element={<StaffList />} />
        <Route path={page('/settings/audit')} element={<AuditList />} />
        <Route path={page('/settings/privacy')} element={<PrivacyPage />} />
        <Route path={page('/account')} element={<AccountPage />} />
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path={page('/login/:email')} element={<LoginPage />} />
        {/* The invitation mail's link; a fixed segment wins over `:email`. */}
        <Route path={page('/login/set-password')} element={<SetPasswordPage />} />
      </CustomRoutes>
    </Admin>
  </BrowserRouter>
);
