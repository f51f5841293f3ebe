import { Page } from '../pages/Page';
import { RetentionRunsCard, RetentionSettingsCard } from './RetentionCards';
import { SubjectSearchCard } from './SubjectSearchCard';

/** Settings → Datenschutz: a person's data found, handed out (Art. 15) or erased (Art. 17); Aufbewahrung and its runs. */
export const PrivacyPage = () => (
  <Page title="app.page.privacy">
    <SubjectSearchCard />
    <RetentionSettingsCard />
    <RetentionRunsCard />
  </Page>
);
