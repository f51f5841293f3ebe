import { useState, type ReactNode } from 'react';
import { Page } from '../pages/Page';
import { SectionNav, type SectionLink } from '../pages/LongForm';
import { DeferredSection } from './DeferredSection';
import { CompanySettingsCard } from './CompanySettingsCard';
import { DistributionSettingsCard } from './DistributionSettingsCard';
import { DunningSettingsCard } from './DunningSettingsCard';
import { EmailTemplateCard } from './EmailTemplateCard';
import { LegalTextsCard } from './LegalTextsCard';
import { NotificationSettingsCard } from './NotificationSettingsCard';
import { OutboxCard } from '../outbox/OutboxCard';
import { AuditCard } from '../audit/AuditCard';
import { OrdersCard } from './OrdersCard';
import { PriceListCard } from './PriceListCard';
import { ReclamationSettingsCard } from './ReclamationSettingsCard';
import { PrivacyCard } from '../privacy/PrivacyCard';
import { StaffCard } from '../staff/StaffCard';
import { SecuritySettingsCard } from '../staff/SecuritySettingsCard';

/** The cards in page order, each with the anchor the table of contents links to. */
const CARDS: readonly (SectionLink & { card: ReactNode })[] = [
  { id: 'settings-email', label: 'app.settings.email.title', card: <EmailTemplateCard /> },
  { id: 'settings-distribution', label: 'app.settings.distribution.title', card: <DistributionSettingsCard /> },
  { id: 'settings-prices', label: 'app.settings.prices.title', card: <PriceListCard /> },
  { id: 'settings-reclamation', label: 'app.settings.reclamation.title', card: <ReclamationSettingsCard /> },
  { id: 'settings-company', label: 'app.settings.company.title', card: <CompanySettingsCard /> },
  { id: 'settings-dunning', label: 'app.settings.dunning.title', card: <DunningSettingsCard /> },
  { id: 'settings-users', label: 'app.staff.title', card: <StaffCard /> },
  { id: 'settings-security', label: 'app.staff.security.title', card: <SecuritySettingsCard /> },
  { id: 'settings-orders', label: 'app.settings.orders.title', card: <OrdersCard /> },
  { id: 'settings-notifications', label: 'app.settings.notifications.title', card: <NotificationSettingsCard /> },
  { id: 'settings-outbox', label: 'app.settings.outbox.title', card: <OutboxCard /> },
  { id: 'settings-audit', label: 'app.audit.title', card: <AuditCard /> },
  { id: 'settings-legal', label: 'app.settings.legal.title', card: <LegalTextsCard /> },
  { id: 'settings-privacy', label: 'app.privacy.card.title', card: <PrivacyCard /> },
];

/** The cards a first screen shows, rendered at once; the others when they come near the window or are jumped to. */
const AT_ONCE = 2;

/** Fourteen cards, several screens long: a table of contents on top; each form keeps its save button in view. */
export const SettingsPage = () => {
  const [jumpedTo, setJumpedTo] = useState<ReadonlySet<string>>(new Set());
  return (
    <Page title="app.page.settings">
      <SectionNav sections={CARDS} label="app.settings.sections" onNavigate={(id) => setJumpedTo((ids) => new Set(ids).add(id))} />
      {CARDS.map(({ id, label, card }, index) => (
        <DeferredSection key={id} id={id} label={label} shown={index < AT_ONCE || jumpedTo.has(id)}>
          {card}
        </DeferredSection>
      ))}
    </Page>
  );
};
