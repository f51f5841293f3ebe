/** Complaint statuses as sent on the wire (spec section 4, plus proofRequired for a proof request). */
export const RECLAMATION_STATUSES = ['open', 'inProgress', 'approved', 'rejected', 'proofRequired'] as const;
export type ReclamationStatus = (typeof RECLAMATION_STATUSES)[number];

/** What staff decide (`approved` in the decision payload). */
export const DECISIONS = ['approved', 'rejected', 'proofRequired'] as const;
export type Decision = (typeof DECISIONS)[number];

/** The queue's "Bearbeitete Reklamationen": decided for good. */
export const PROCESSED_STATUSES: readonly ReclamationStatus[] = ['approved', 'rejected'];
export const UNPROCESSED_STATUSES: readonly ReclamationStatus[] = ['open', 'inProgress', 'proofRequired'];

export const STATUS_LABELS: Record<ReclamationStatus, string> = {
  open: 'Offen',
  inProgress: 'In Bearbeitung',
  approved: 'Akzeptiert',
  rejected: 'Abgelehnt',
  proofRequired: 'Nachweis angefordert',
};

/** The longest reason and note (characters). */
export const MAX_TEXT_LENGTH = 5000;

/** Any value the product does not know counts as open (spec section 4). */
export function normaliseStatus(value: unknown): ReclamationStatus {
  return RECLAMATION_STATUSES.includes(value as ReclamationStatus) ? (value as ReclamationStatus) : 'open';
}

/**
 * The answer the buyer gets (spec section 4, Staff decision): the note, or the decision's default
 * ('Abgelehnt' also replaces the note 'ok' of a rejection).
 */
export function decisionAnswer(decision: Decision, note: string | null | undefined): string {
  const text = (note ?? '').trim();
  if (decision === 'rejected') return text && text.toLowerCase() !== 'ok' ? text : 'Abgelehnt';
  if (decision === 'proofRequired') return text || 'Nachweis benötigt';
  return text || 'Akzeptiert';
}

/**
 * Whether staff may decide now. Decided is final, except an acceptance whose sale reclamation staff
 * reverted on the lead page since (then the sale counts again and the complaint can be decided anew).
 */
export function canDecide(status: ReclamationStatus, saleReclaimed: boolean): boolean {
  if (status === 'rejected') return false;
  if (status === 'approved') return !saleReclaimed;
  return true;
}

/** Filing again (the reason) is possible only while nobody works on it. */
export const canFile = (status: ReclamationStatus): boolean => status === 'open';

/** Files may be added while open and after staff asked for proof. */
export const acceptsUploads = (status: ReclamationStatus): boolean => status === 'open' || status === 'proofRequired';

/** Opening the decision dialog marks an open complaint as being worked on; any other status stays. */
export const statusWhenOpened = (status: ReclamationStatus): ReclamationStatus => (status === 'open' ? 'inProgress' : status);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last instant a buyer may complain about a sale: `days` days after it was sold. */
export function deadlineOf(soldAt: Date, days: number): Date {
  return new Date(soldAt.getTime() + days * DAY_MS);
}
