import polyglotI18nProvider from 'ra-i18n-polyglot';
import { de } from './de';

export const i18nProvider = polyglotI18nProvider(() => de, 'de', [{ locale: 'de', name: 'Deutsch' }]);
