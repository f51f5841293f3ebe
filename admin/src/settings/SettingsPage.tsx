import { Page } from '../pages/Page';
import { CompanySettingsCard } from './CompanySettingsCard';
import { DistributionSettingsCard } from './DistributionSettingsCard';
import { DunningSettingsCard } from './DunningSettingsCard';
import { EmailTemplateCard } from './EmailTemplateCard';
import { LegalTextsCard } from './LegalTextsCard';
import { OutboxCard } from '../outbox/OutboxCard';
import { OrdersCard } from './OrdersCard';
import { ReclamationSettingsCard } from './ReclamationSettingsCard';
import { UsersCard } from './UsersCard';

export const SettingsPage = () => (
  <Page title="app.page.settings">
    <EmailTemplateCard />
    <DistributionSettingsCard />
    <ReclamationSettingsCard />
    <CompanySettingsCard />
    <DunningSettingsCard />
    <UsersCard />
    <OrdersCard />
    <OutboxCard />
    <LegalTextsCard />
  </Page>
);
