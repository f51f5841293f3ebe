import { formatMoney } from './format';

/**
 * What became of a lead at the buyer (issue 20): the buyer says it in the portal (or its Pipedrive deal
 * says it), staff read it in the report 'Lead-Qualität'. One outcome per sale; every change is kept.
 * Shared by the server (validation), the portal app and the back office (labels).
 */

export const LEAD_OUTCOME_STATUSES = ['reached', 'unreachable', 'appointment', 'offer', 'won', 'lost'] as const;
export type LeadOutcomeStatus = (typeof LEAD_OUTCOME_STATUSES)[number];

export const LEAD_OUTCOME_LABELS: Record<LeadOutcomeStatus, string> = {
  reached: 'Erreicht',
  unreachable: 'Nicht erreichbar',
  appointment: 'Termin vereinbart',
  offer: 'Angebot abgegeben',
  won: 'Auftrag erhalten',
  lost: 'Verloren',
};

export const LOST_REASONS = ['price', 'competitor', 'noInterest', 'financing', 'other'] as const;
export type LostReason = (typeof LOST_REASONS)[number];

export const LOST_REASON_LABELS: Record<LostReason, string> = {
  price: 'Preis',
  competitor: 'Wettbewerber',
  noInterest: 'Kein Interesse',
  financing: 'Finanzierung',
  other: 'Sonstiges',
};

/** Who set an outcome: a buyer user in the portal, or the daily reading of the buyer's Pipedrive deals. */
export type LeadOutcomeSource = 'portal' | 'pipedrive';

/** What the portal sends (`PUT /portal-api/leads/{id}/outcome`). */
export interface LeadOutcomeInput {
  status?: unknown;
  /** EUR, only with `won` (required there). */
  value?: unknown;
  /** Only with `lost` (required there). */
  reason?: unknown;
  note?: unknown;
}

/** An outcome after the checks: `value` only for won, `reason` only for lost. */
export interface LeadOutcomeChoice {
  status: LeadOutcomeStatus;
  value: number | null;
  reason: LostReason | null;
  note: string;
}

/** The current outcome of a sale, or one entry of its history. */
export interface LeadOutcome extends LeadOutcomeChoice {
  /** ISO time of the change. */
  changedAt: string;
  source: LeadOutcomeSource;
  /** The buyer user's id; null for the Pipedrive sync. */
  changedByUserId: number | null;
  /** The buyer user's name at the time, or 'Pipedrive'. */
  changedBy: string;
}

export const MAX_OUTCOME_NOTE_LENGTH = 1000;
/** A sanity ceiling for an order value (EUR): a typo with three zeros too many is refused, not reported. */
export const MAX_ORDER_VALUE = 100_000_000;

const labelList = (labels: Record<string, string>) => Object.values(labels).join(', ');
/** What was sent, quoted in a refusal: a text as typed (shortened), anything else by its kind. */
const quoted = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? ` „${String(value).slice(0, 40)}“` : '');
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);
const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

/** EUR with at most two decimals (allowing for binary fractions such as 1250.1 × 100), from a number or a plain numeric text. */
function parseAmount(value: unknown): number | null {
  const amount = typeof value === 'number' ? value : typeof value === 'string' && /^\d+(\.\d{1,2})?$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isFinite(amount) || Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) return null;
  return amount;
}

/**
 * The outcome the input asks for, or the first rule it breaks (German, with the field it concerns).
 * A value given with another status than won, or a reason with another than lost, is not kept: the
 * portal's form may still hold it from an earlier choice.
 */
export function checkLeadOutcome(input: LeadOutcomeInput | null | undefined): { choice: LeadOutcomeChoice } | { field: string; message: string } {
  const { status, value, reason, note } = input ?? {};
  if (isAbsent(status)) return { field: 'status', message: `Bitte wählen Sie ein Ergebnis (${labelList(LEAD_OUTCOME_LABELS)}).` };
  if (!isOneOf(LEAD_OUTCOME_STATUSES, status)) return { field: 'status', message: `Unbekanntes Ergebnis${quoted(status)}. Möglich sind: ${labelList(LEAD_OUTCOME_LABELS)}.` };
  let amount: number | null = null;
  if (status === 'won') {
    if (isAbsent(value)) return { field: 'value', message: 'Bitte geben Sie bei „Auftrag erhalten“ den Auftragswert in Euro an.' };
    amount = parseAmount(value);
    if (amount === null || amount <= 0 || amount > MAX_ORDER_VALUE) {
      return { field: 'value', message: `Der Auftragswert muss ein Betrag über 0,00 € bis ${formatMoney(MAX_ORDER_VALUE)} mit höchstens zwei Nachkommastellen sein.` };
    }
  }
  let lostReason: LostReason | null = null;
  if (status === 'lost') {
    if (isAbsent(reason)) return { field: 'reason', message: `Bitte wählen Sie bei „Verloren“ einen Grund (${labelList(LOST_REASON_LABELS)}).` };
    if (!isOneOf(LOST_REASONS, reason)) return { field: 'reason', message: `Unbekannter Grund${quoted(reason)}. Möglich sind: ${labelList(LOST_REASON_LABELS)}.` };
    lostReason = reason;
  }
  if (!isAbsent(note) && typeof note !== 'string') return { field: 'note', message: 'Die Notiz muss ein Text sein.' };
  const text = typeof note === 'string' ? note.trim() : '';
  if (text.length > MAX_OUTCOME_NOTE_LENGTH) return { field: 'note', message: `Die Notiz darf höchstens ${MAX_OUTCOME_NOTE_LENGTH} Zeichen lang sein.` };
  return { choice: { status, value: amount, reason: lostReason, note: text } };
}

/** 'Auftrag erhalten (12.500,00 €)', 'Verloren (Preis)', 'Erreicht': one line for lists, mails and exports. */
export function leadOutcomeText(outcome: Pick<LeadOutcomeChoice, 'status' | 'value' | 'reason'> | null | undefined): string {
  if (!outcome) return '';
  const label = LEAD_OUTCOME_LABELS[outcome.status];
  if (outcome.status === 'won' && outcome.value !== null) return `${label} (${formatMoney(outcome.value)})`;
  if (outcome.status === 'lost' && outcome.reason) return `${label} (${LOST_REASON_LABELS[outcome.reason]})`;
  return label;
}

/**
 * The report's funnel: how far a sale got. A won order was reached, had an appointment and an offer, so
 * it counts at every stage before; an offer counts as appointment and reached; lost means the buyer spoke
 * to the customer (reached) without saying how far it got; unreachable counts nowhere.
 */
export const OUTCOME_FUNNEL: Record<'reached' | 'appointment' | 'offer' | 'won', readonly LeadOutcomeStatus[]> = {
  reached: ['reached', 'appointment', 'offer', 'won', 'lost'],
  appointment: ['appointment', 'offer', 'won'],
  offer: ['offer', 'won'],
  won: ['won'],
};
