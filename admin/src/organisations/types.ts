import type { RaRecord } from 'react-admin';
import type { Conditions, OrganisationType } from '@contract/organisation';
import type { Dunning, Invoice, MissingInvoice } from '../dataProvider/invoiceMappers';

/** Active, inactive or deleted (spec section 4); computed in the data provider for filters and sorting. */
export type OrganisationStatus = 'active' | 'inactive' | 'deleted';

/** A row of `GET /api/organisations` (all organisations, deleted ones too; no secrets). */
export interface OrganisationListItem extends RaRecord {
  id: number;
  name: string;
  active: boolean;
  deleted: boolean;
  type: OrganisationType;
  email: string;
  phone: string;
  zip: string;
  city: string;
  prio: number;
  creationDate: string;
  leadSellCost: number;
  monthlyLeadLimit: number;
  monthlyLeadGoal: number;
  warnings: string[];
  status: OrganisationStatus;
}

export type PipedriveKind = 'deal' | 'lead';

export type { Dunning, Invoice, MissingInvoice } from '../dataProvider/invoiceMappers';

/** The postal codes read from the organisation's Google sheet (read-only, from the server). */
export interface SheetSyncStatus {
  /** How many postal codes of the saved sheet settings the distribution uses. */
  zips: number;
  /** Last successful read for the saved settings (ISO); null: not yet. */
  syncedAt: string | null;
  /** Why the last read failed (German); the postal codes read before still count. */
  error: string | null;
}

/**
 * `GET /api/organisation/{id}`. Secrets never come back: `tokenSet`, `keySet` and `secretSet` say
 * whether one is stored. The form adds the write-only fields `pipedrive.token`, `weClapp.key` and
 * `leveto.secret` when someone types a new one.
 */
/**
 * Zapier, Make and Leveto: posted to `uri` only while `active`, with HTTP Basic auth when a username
 * is set. The secret is write-only: `secretSet` says whether one is stored; `secret` is sent only
 * when typed (a new one) or cleared (null).
 */
export interface HookSettings {
  active: boolean;
  uri: string;
  username: string;
  secretSet: boolean;
  secret?: string | null;
}

export interface OrganisationDetail extends RaRecord {
  id: number;
  /** Accepted complaints per sale in percent; null without sales in the period. */
  complaintRate?: { thisMonth: number | null; lastThreeMonths: number | null; soldThisMonth?: number };
  name: string;
  active: boolean;
  deleted: boolean;
  type: OrganisationType;
  /** Comma-separated list. */
  email: string;
  phone: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  prio: number;
  creationDate: string;
  apiKey: string;
  leadSellCost: number;
  leadBuyCost: number;
  reclamationQuote: number;
  monthlyLeadLimit: number;
  monthlyLeadGoal: number;
  leadEvaluationMail: string;
  leadEvaluationDay: number;
  sendStatistic: boolean;
  sendInvoice: boolean;
  sendReclaLink: boolean;
  autoCrefo: boolean;
  crefoDays: number;
  zapier: HookSettings;
  make: HookSettings;
  leveto: HookSettings;
  pipedrive: {
    type: PipedriveKind;
    pipeline: number | null;
    stage: number | null;
    leadLabel: string | null;
    tokenSet: boolean;
    token?: string | null;
  };
  lexOffice: { number: string; id: string };
  weClapp: { uri: string; keySet: boolean; key?: string | null };
  config: { reclamationEmail: string };
  extension: { lawyer: { active: boolean; email: string; days: number } };
  conditions: Conditions;
  invoices: Invoice[];
  dunnings: Dunning[];
  missingInvoices: MissingInvoice[];
  /** Why the organisation gets no leads while a dunning is handed over (also in `warnings`); null without. */
  dunningHold: string | null;
  warnings: string[];
  /** null when no Google sheet is saved. */
  sheetSync: SheetSyncStatus | null;
}

/** A funnel step of `GET /public-api/funnel`; its answers are the options of an answer filter. */
export interface FunnelStep {
  id: number;
  title: string;
  key: string;
  question: string;
  answers: { text: string; freeText: boolean }[];
}

export interface PipedriveChoice {
  id: number | string;
  name: string;
}
