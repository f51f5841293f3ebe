/**
 * The complaints queue's records (spec section 3, Complaint request; contract in
 * notes/reclamations-contract.md) as the screens use them. Pure, unit-tested.
 */

export type ReclamationStatus = 'open' | 'inProgress' | 'approved' | 'rejected' | 'proofRequired';
/** Spec section 4, Staff decision: the `approved` value of a decision. */
export type ReclamationDecision = 'approved' | 'rejected' | 'proofRequired';

const STATUSES: readonly ReclamationStatus[] = ['open', 'inProgress', 'approved', 'rejected', 'proofRequired'];

export interface ReclamationDocument {
  id: string;
  name: string;
  size: number;
}

/** Share of the buyer's sales accepted as complaints, in percent; null without sales. */
export interface ComplaintRate {
  thisMonth: number | null;
  lastThreeMonths: number | null;
}

/** One row of `GET /api/leads/reclamationrequests`. */
export interface ReclamationRequest {
  id: number;
  leadId: number;
  /** The CRM deal id. */
  pipedriveId: string | null;
  /** The deal in the CRM, when the server knows the CRM's address (CRM_DEAL_URL). */
  dealUrl: string | null;
  creationDate: string;
  organisationId: number | null;
  organisationName: string;
  leadZip: string;
  leadBought: string | null;
  /** The buyer's reason. */
  request: string;
  status: ReclamationStatus;
  /** The staff's answer; null before a decision. */
  answer: string | null;
  documents: ReclamationDocument[];
  complaintRate: ComplaintRate;
  /**
   * Whether a decision may be sent: not once rejected, nor approved while its sale stays reclaimed
   * (reverting the sale's reclamation on the lead page makes it decidable again).
   */
  decidable: boolean;
}

export interface ReclamationHistoryEntry {
  at: string;
  status: ReclamationStatus;
  note: string | null;
  /** Who changed it: a staff user's name, or the buyer. */
  user: string | null;
}

/** `GET /api/reclamation/request/{id}`: the row with its status changes, newest first. */
export interface ReclamationDetail extends ReclamationRequest {
  history: ReclamationHistoryEntry[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const textOrNull = (value: unknown): string | null => (text(value).trim() ? text(value) : null);

function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Spec section 4: a status the screen does not know counts as open. */
export function toReclamationStatus(value: unknown): ReclamationStatus {
  return STATUSES.find((status) => status === value) ?? 'open';
}

/** Decided requests (approved, rejected) are the "Bearbeitete"; they cannot be decided again. */
export function isProcessed(status: ReclamationStatus): boolean {
  return status === 'approved' || status === 'rejected';
}

function toDocuments(value: unknown): ReclamationDocument[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw) => {
    if (!isRecord(raw) || !text(raw.id) || !text(raw.name)) return [];
    return [{ id: text(raw.id), name: text(raw.name), size: numberOrNull(raw.size) ?? 0 }];
  });
}

export function toReclamationRequest(raw: unknown): ReclamationRequest {
  const body = isRecord(raw) ? raw : {};
  const content = isRecord(body.content) ? body.content : {};
  const rate = isRecord(body.complaintRate) ? body.complaintRate : {};
  const status = toReclamationStatus(body.status);
  return {
    id: Number(body.id),
    leadId: Number(body.leadId),
    pipedriveId: textOrNull(body.pipedriveId),
    dealUrl: textOrNull(body.crmDealUrl) ?? textOrNull(body.dealUrl),
    creationDate: text(body.creationDate),
    organisationId: numberOrNull(body.organisationId),
    organisationName: text(body.organisationName),
    leadZip: text(body.leadZip),
    leadBought: textOrNull(body.leadBought),
    request: text(body.request) || text(content.request),
    status,
    answer: textOrNull(content.answer),
    documents: toDocuments(body.documents),
    complaintRate: { thisMonth: numberOrNull(rate.thisMonth), lastThreeMonths: numberOrNull(rate.lastThreeMonths) },
    decidable: typeof body.decidable === 'boolean' ? body.decidable : !isProcessed(status),
  };
}

export function toReclamationDetail(raw: unknown): ReclamationDetail {
  const body = isRecord(raw) ? raw : {};
  const history = Array.isArray(body.history) ? body.history : [];
  return {
    ...toReclamationRequest(raw),
    history: history.filter(isRecord).map((entry) => ({
      at: text(entry.at),
      status: toReclamationStatus(entry.status),
      note: textOrNull(entry.note),
      user: textOrNull(entry.user),
    })),
  };
}

/**
 * What a decision sends: the note as the answer (trimmed). The server puts 'Akzeptiert', 'Abgelehnt'
 * (also for the note 'ok') or 'Nachweis benötigt' in place of an empty note (contract).
 */
export function decisionBody(decision: ReclamationDecision, note: string): { content: string; approved: ReclamationDecision } {
  return { content: note.trim(), approved: decision };
}

/** `/download/reclamationrequest/document/{id}/{token}/{name}` with the staff user's access token. */
export function documentUrl(template: string, document: Pick<ReclamationDocument, 'id' | 'name'>, token: string): string {
  return template
    .replace('{id}', encodeURIComponent(document.id))
    .replace('{token}', encodeURIComponent(token))
    .replace('{name}', encodeURIComponent(document.name));
}
