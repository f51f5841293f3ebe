import type { LeadContact, RetentionSettings } from '@app/contract';
import type { ClickHistoryEntry } from '@app/leads';

export const AUSKUNFT_TITLE = 'Auskunft nach Art. 15 DSGVO';

/**
 * Everything stored about a person (Art. 15 DSGVO), as `auskunft.json` of the export and the source of
 * its readable PDF. Dates are ISO 8601 (UTC); staff names and other people's data are left out.
 */
export interface Auskunft {
  title: typeof AUSKUNFT_TITLE;
  generatedAt: string;
  /** Who holds the data (Settings 'Firmendaten'). */
  controller: { name: string; street: string; zip: string; city: string; email: string; phone: string };
  /** What the request named, normalised as searched. */
  request: { email: string | null; phone: string | null };
  leads: AuskunftLead[];
  consentRecords: AuskunftConsent[];
  /** The buyers the lead's data was passed to, and when. */
  recipients: { leadId: number; organisation: string; receivedAt: string; reclaimed: boolean; reclaimedAt: string | null }[];
  /** How each passing-on went (mail, webhook, the buyer's CRM). */
  deliveries: { leadId: number; organisation: string; status: string; attempts: number; deliveredAt: string | null }[];
  complaints: AuskunftComplaint[];
  orders: AuskunftOrder[];
  /** Mails about the person's leads (sent to them, or to a buyer with their data); without content. */
  mails: { leadId: number | null; kind: string; recipient: string; subject: string; status: string; createdAt: string; sentAt: string | null; contentDeletedAt: string | null }[];
  /** How long the data is kept (Settings 'Aufbewahrung'). */
  retention: RetentionSettings;
}

export interface AuskunftLead {
  id: number;
  createdAt: string;
  receivedAt: string;
  /** Where the data came from (Art. 15 (1) g): the lead source's name. */
  source: string;
  fromUrl: string | null;
  contact: LeadContact;
  answers: { key: string; question: string; answer: string }[];
  clickHistory: ClickHistoryEntry[];
  qualified: boolean;
  qualifiedAt: string | null;
  pseudonymisedAt: string | null;
}

export interface AuskunftConsent {
  leadId: number;
  text: string | null;
  givenAt: string | null;
  ip: string | null;
  userAgent: string | null;
  version: { hash: string; validFrom: string; validTo: string | null } | null;
  proofUrl: string | null;
  emailConfirmedAt: string | null;
  confirmationIp: string | null;
  confirmationUserAgent: string | null;
}

export interface AuskunftComplaint {
  id: number;
  leadId: number;
  organisation: string;
  status: string;
  createdAt: string;
  reason: string;
  answer: string | null;
  documents: { name: string; mime: string; size: number; uploadedAt: string }[];
  history: { at: string; status: string; note: string | null }[];
}

export interface AuskunftOrder {
  orderNumber: string;
  createdAt: string;
  updatedAt: string;
  firstName: string;
  lastName: string;
  street: string;
  zip: string;
  city: string;
  phone: string;
  mail: string;
  status: string;
  customerStatus: string;
  progress: number;
  installationPlaningDate: string | null;
  note: string;
  pseudonymisedAt: string | null;
}
