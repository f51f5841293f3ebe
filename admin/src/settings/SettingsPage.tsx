import { Page } from '../pages/Page';
import { UsersCard } from './UsersCard';

export const SettingsPage = () => (
  <Page title="app.page.settings">
    <UsersCard />
  </Page>
);
