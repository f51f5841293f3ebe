import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { germanReactAdminMessages } from '@ui/i18n/germanReactAdminMessages';
import { texts } from '../texts';

/** react-admin's own texts (the German pack with the corrections both apps share) and the resources' names; the screens' texts are in texts.ts. */
export const de: TranslationMessages = {
  ra: { ...germanReactAdminMessages, auth: { ...germanReactAdminMessages.auth, logout: texts.menu.logout } },
  resources: {
    leads: { name: 'Lead |||| Leads', fields: { soldAt: texts.leads.soldAt, id: texts.leads.id, price: texts.leads.price } },
    invoices: { name: 'Rechnung |||| Rechnungen' },
    deliveries: { name: 'Zustellung |||| Zustellungen' },
  },
};

export const i18nProvider = polyglotI18nProvider(() => de, 'de', [{ locale: 'de', name: 'Deutsch' }]);
