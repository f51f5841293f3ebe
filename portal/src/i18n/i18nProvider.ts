import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { texts } from '../texts';
import { ra } from './ra';

/** react-admin's own texts (German pack) and the resources' names; the screens' texts are in texts.ts. */
const de: TranslationMessages = {
  ra,
  resources: {
    leads: { name: 'Lead |||| Leads', fields: { soldAt: texts.leads.soldAt, id: texts.leads.id, price: texts.leads.price } },
    invoices: { name: 'Rechnung |||| Rechnungen' },
    deliveries: { name: 'Zustellung |||| Zustellungen' },
  },
};

export const i18nProvider = polyglotI18nProvider(() => de, 'de', [{ locale: 'de', name: 'Deutsch' }]);
