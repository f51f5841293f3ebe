/**
 * The shapes the portal API answers (libs/portal, libs/portal-auth), in one place: when the server's DTOs
 * change, this file and routes.ts are the only ones to adjust.
 */
import type { GermanStateCode, LeadOutcomeSource, LeadOutcomeStatus, LostReason } from '@contract';

export interface PortalUser {
  id: number;
  email: string;
  name: string;
  organisationId: number;
}

/** `POST /portal-api/auth/login` (no second factor), `/auth/2fa`, `/auth/renew`, `PUT /auth/password`. */
export interface PortalSession {
  token: string;
  renewToken: string;
  /** Missing in a renewal's answer: the stored user stays. */
  user?: PortalUser;
}

export type SecondFactorMethod = 'totp' | 'email' | 'recovery';

/** The login's answer for a user with a second factor: a five-minute challenge token for the code step. */
export interface SecondFactorStep {
  twoFactorRequired: true;
  methods: SecondFactorMethod[];
  token: string;
  user: { id: number; email: string };
}

export interface SetPasswordAnswer {
  email: string;
}

/** `GET /portal-api/auth/me`: the account for 'Mein Konto'. */
export interface PortalAccount extends PortalUser {
  twoFactor: 'totp' | 'email' | null;
  unusedRecoveryCodes: number;
  lastLoginAt: string | null;
}

export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  /** data: URL of a PNG. */
  qrCode: string;
}

export interface RecoveryCodes {
  recoveryCodes: string[];
}

export interface PortalContact {
  salutation: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  street: string;
  zip: string;
  city: string;
}

export interface PortalAnswer {
  key: string;
  label: string;
  value: string;
}

export type DeliveryState = 'pending' | 'delivered' | 'held' | 'failed';

export interface PortalDelivery {
  channel: string;
  status: DeliveryState;
  statusLabel: string;
  attempts: number;
  error: string | null;
  deliveredAt: string | null;
  fallback: boolean;
}

export const COMPLAINT_STATUSES = ['open', 'inProgress', 'approved', 'rejected', 'proofRequired'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export interface PortalComplaintSummary {
  id: number;
  status: ComplaintStatus;
  statusLabel: string;
  createdAt: string;
  answer: string | null;
  proofRequested: boolean;
}

export interface PortalOutcome {
  status: LeadOutcomeStatus;
  label: string;
  value: number | null;
  reason: LostReason | null;
  note: string;
  changedAt: string;
  source: LeadOutcomeSource;
  changedBy: string;
}

/** A row of `GET /portal-api/leads`; `id` is the lead's number. */
export interface PortalLead {
  id: number;
  saleId: number;
  soldAt: string;
  price: number;
  reclaimed: boolean;
  reclaimedAt: string | null;
  created: string;
  contact: PortalContact;
  answers: PortalAnswer[];
  delivery: PortalDelivery | null;
  complaint: PortalComplaintSummary | null;
  outcome: PortalOutcome | null;
}

export interface PortalComplaintDocument {
  id: string;
  name: string;
  size: number;
  /** The download path (the session's bearer token authenticates it). */
  url: string;
}

export interface PortalComplaint {
  exists: boolean;
  id: number | null;
  status: ComplaintStatus;
  statusLabel: string;
  request: string;
  answer: string | null;
  proofRequested: boolean;
  documents: PortalComplaintDocument[];
  deadline: string;
  deadlinePassed: boolean;
  canFile: boolean;
  canUpload: boolean;
}

/** `GET /portal-api/leads/{id}`. */
export interface PortalLeadDetail extends PortalLead {
  outcomeHistory: PortalOutcome[];
  complaintDetail: PortalComplaint;
  deliveries: PortalDelivery[];
}

/** `PUT /portal-api/leads/{id}/outcome`. */
export interface OutcomeInput {
  status: LeadOutcomeStatus;
  value?: number;
  reason?: LostReason;
  note?: string;
}

/** The list's filter as the server reads it (`filter` of ra-data-simple-rest). */
export interface LeadFilter {
  from?: string;
  to?: string;
  zip?: string;
  /** An outcome status or 'none'. */
  outcome?: string;
  /** A complaint status or 'none'. */
  complaint?: string;
}

export interface PortalDunningLetter {
  dunningId: number;
  step: number;
  /** '1. Mahnung', 'Kontoauszug' … */
  name: string;
  date: string;
  fileName: string;
  /** The download path (the session's bearer token or `?token=` authenticates it). */
  url: string;
}

/** A row of `GET /portal-api/invoices` (drafts are not shown). */
export interface PortalInvoice {
  id: number;
  number: string;
  kind: 'invoice' | 'cancellation' | 'correction';
  kindLabel: string;
  /** The month of service, 1–12, and its year. */
  month: number;
  year: number;
  invoiceDate: string | null;
  gross: number;
  net: number;
  vat: number;
  status: string;
  statusLabel: string;
  dueDate: string | null;
  paidDate: string | null;
  pdfUrl: string;
  xrechnungUrl: string;
  dunningLetters: PortalDunningLetter[];
}

/** `POST /portal-api/deliveries/test`. */
export interface TestDeliveryAnswer {
  delivered: boolean;
  /** German: 'Der Test-Lead wurde zugestellt.' or why not. */
  message: string;
  error: string | null;
  reference: string | null;
}

/** What the buyer chose (`PUT /portal-api/settings` sends exactly this). */
export interface PortalSettingsInput {
  pauses: { from: string; to: string; reason: string }[];
  holidaysState: GermanStateCode | null;
  monthlyBudget: number | null;
  monthlyLeadLimit: number | null;
  notificationEmail: string;
}

/** `GET/PUT /portal-api/settings`: the choice plus what the buyer needs to see beside it. */
export interface PortalSettings extends PortalSettingsInput {
  /** The maximum staff agreed (0 = none). */
  maxMonthlyLeadLimit: number;
  leadPrice: number;
  thisMonth: { sold: number; spent: number; effectiveLeadLimit: number; limitReached: boolean; budgetReached: boolean };
  today: { date: string; blocked: boolean; reason: 'paused' | 'holiday' | null; message: string | null };
}

/** `GET /portal-api/users`: the organisation's buyer users. */
export interface Colleague {
  id: number;
  email: string;
  name: string;
  active: boolean;
  lastLoginAt: string | null;
  /** Invited, no password set yet. */
  invitationPending: boolean;
}
