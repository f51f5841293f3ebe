import type { TranslationMessages } from 'react-admin';
import { audit } from './audit';
import { buyerPortal } from './buyer-portal';
import { consent } from './consent';
import { invoices } from './invoices';
import { leadDetail } from './lead-detail';
import { leads } from './leads';
import { matching } from './matching';
import { orders } from './orders';
import { organisations } from './organisations';
import { outbox } from './outbox';
import { overview } from './overview';
import { privacy } from './privacy';
import { quality } from './quality';
import { germanReactAdminMessages } from '@ui/i18n/germanReactAdminMessages';
import { reclamations } from './reclamations';
import { resources } from './resources';
import { settings } from './settings';
import { shell } from './shell';
import { account, loginSteps, passwordStrength, permissions, role_groups, roles, setPassword, staff } from './staff';
import { statistics } from './statistics';
import { supplierQuality } from './supplier-quality';
import { zips } from './zips';

export { APP_TITLE } from './shell';

/**
 * The back office's German texts, one file per area (STYLE.md rule 9: every text in one place), put together
 * under react-admin's keys: `ra` (its own), `resources` (names and fields), `app` (the screens).
 */
export const de: TranslationMessages = {
  ra: germanReactAdminMessages,
  resources,
  app: {
    ...shell,
    login: { ...shell.login, ...loginSteps },
    roles,
    role_groups,
    permissions,
    password_strength: passwordStrength,
    set_password: setPassword,
    account,
    staff,
    invoices,
    outbox,
    organisations,
    zips,
    matching,
    lead_detail: leadDetail,
    leads,
    statistics,
    overview,
    reclamations,
    settings,
    orders,
    consent,
    audit,
    privacy,
    buyer_portal: buyerPortal,
    quality,
    supplier_quality: supplierQuality,
  },
};
