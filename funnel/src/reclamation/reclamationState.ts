/**
 * Pure rules of the complaint page (spec sections 2, 4 and 5), unit-tested: what the server's answer
 * means, who may change what, and which link token goes where.
 */

import { publicReclamationDtoStatusValues, type components } from '@contract/api-types';
import { isReclamationReasonCode } from '@contract/reclamation-reasons';

/** `GET /public-api/reclamationrequest/{orgaId}/{leadId}` and the answer of filing: the server's type, from its OpenAPI document. */
export type PublicReclamationDto = components['schemas']['PublicReclamationDto'];
export type ReclamationDocument = components['schemas']['ReclamationDocumentDto'];
export type ReclamationStatus = PublicReclamationDto['status'];

/** How the page proves it may act for the buyer: the organisation token, or the old per-lead `sig`. */
export type LinkToken = { kind: 'token'; value: string } | { kind: 'sig'; value: string } | null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const textOrNull = (value: unknown): string | null => (text(value).trim() ? text(value) : null);

/** Spec section 4: any value the page does not know counts as open. */
export function normaliseStatus(value: unknown): ReclamationStatus {
  return publicReclamationDtoStatusValues.find((status) => status === value) ?? 'open';
}

function toDocument(raw: unknown): ReclamationDocument | null {
  if (!isRecord(raw)) return null;
  const id = text(raw.id);
  const name = text(raw.name);
  if (!id || !name) return null;
  const size = Number(raw.size);
  return { id, name, size: Number.isFinite(size) && size > 0 ? size : 0 };
}

export function toDocuments(raw: unknown): ReclamationDocument[] {
  return Array.isArray(raw) ? raw.map(toDocument).filter((document): document is ReclamationDocument => document !== null) : [];
}

const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/**
 * The server's answer as its declared type, each field checked (a proxy's page or an odd answer must not
 * break the page): missing parts read as "no request yet", with the lead asked for and no dates.
 */
export function toReclamation(raw: unknown, leadId: string): PublicReclamationDto {
  const body = isRecord(raw) ? raw : {};
  const content = isRecord(body.content) ? body.content : {};
  return {
    exists: body.exists === true,
    id: typeof body.id === 'number' && Number.isFinite(body.id) ? body.id : null,
    status: normaliseStatus(body.status),
    content: { request: text(content.request), answer: textOrNull(content.answer) },
    documents: toDocuments(body.documents),
    leadId: numberOr(body.leadId, Number(leadId)),
    organisationId: numberOr(body.organisationId, 0),
    organisationName: text(body.organisationName),
    leadBought: text(body.leadBought),
    deadline: text(body.deadline),
    deadlinePassed: body.deadlinePassed === true,
    // Issue 31: the chosen reason and the rule that accepted the complaint, only when the server sent them.
    ...(isReclamationReasonCode(body.reasonCode) ? { reasonCode: body.reasonCode } : {}),
    // The page shows the rule's text only, so a rule it does not know yet reads just as well.
    ...(isRecord(body.decidedBy) && text(body.decidedBy.text) ? { decidedBy: { rule: text(body.decidedBy.rule) as DecidedRule, text: text(body.decidedBy.text) } } : {}),
  };
}

type DecidedRule = NonNullable<PublicReclamationDto['decidedBy']>['rule'];

/** `?token=…` wins; links sent before organisation tokens carry `?sig=…` for their one lead. */
export function linkTokenFrom(params: URLSearchParams): LinkToken {
  const token = params.get('token')?.trim();
  if (token) return { kind: 'token', value: token };
  const sig = params.get('sig')?.trim();
  return sig ? { kind: 'sig', value: sig } : null;
}

/** The query every public complaint call carries: `token` or `sig`, as the link had it. */
export function tokenQuery(token: LinkToken): Record<string, string> {
  return token ? { [token.kind]: token.value } : {};
}

/** A lead id as typed: digits only, without blanks around; anything else is no lead id. */
export function cleanLeadId(value: string): string | null {
  const trimmed = value.trim();
  return /^\d{1,12}$/.test(trimmed) ? trimmed : null;
}

export const MAX_REASON_LENGTH = 5000;

/** Spec section 5: a reason is required from a visitor, not from a logged-in staff user; at most 5,000 characters. */
export function reasonProblem(reason: string, staff: boolean): 'required' | 'tooLong' | null {
  if (reason.length > MAX_REASON_LENGTH) return 'tooLong';
  if (!staff && !reason.trim()) return 'required';
  return null;
}

/**
 * Spec: inputs are editable and the submit button shows only while the request is open. After the
 * deadline a visitor can no longer file (the server would refuse); staff are exempt.
 */
export function canFile(view: Pick<PublicReclamationDto, 'status' | 'deadlinePassed'>, staff: boolean): boolean {
  return view.status === 'open' && (staff || !view.deadlinePassed);
}

/** Files are taken once a request exists, while it is open or proof is requested. */
export function canUpload(view: Pick<PublicReclamationDto, 'exists' | 'status'>): boolean {
  return view.exists && (view.status === 'open' || view.status === 'proofRequired');
}

/** The staff's answer is shown once they decided or asked for proof. */
export function showsAnswer(view: Pick<PublicReclamationDto, 'status' | 'content'>): boolean {
  return Boolean(view.content.answer) && (view.status === 'approved' || view.status === 'rejected' || view.status === 'proofRequired');
}

/**
 * The token in a download link: the organisation's link token, else the logged-in user's access
 * token, else the old per-lead signature as `sig.<sig>` (all the link the buyer has; the server
 * takes it for that lead's documents).
 */
export function downloadToken(link: LinkToken, staffToken: string | null): string | null {
  if (link?.kind === 'token') return link.value;
  if (staffToken) return staffToken;
  return link ? `sig.${link.value}` : null;
}

/** `/download/reclamationrequest/document/{id}/{token}/{name}`. */
export function documentHref(document: Pick<ReclamationDocument, 'id' | 'name'>, token: string): string {
  return `/download/reclamationrequest/document/${encodeURIComponent(document.id)}/${encodeURIComponent(token)}/${encodeURIComponent(document.name)}`;
}

/** 1536 → '1,5 KB'; German decimals, binary steps as file managers show them. */
export function formatFileSize(bytes: number): string {
  if (!(bytes > 0)) return '';
  const units = ['Byte', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString('de-DE', { maximumFractionDigits: digits })}\u00a0${units[unit]}`;
}

/**
 * Runs `work` for every item, at most `limit` at a time (spec: up to 20 uploads in parallel), and
 * resolves when all have settled. `work` reports its own failures; a throw does not stop the others.
 */
export async function runLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      try {
        await work(item);
      } catch {
        // The item's own state shows the failure; the rest carry on.
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * The list after an upload answered: the server's list, plus any it did not know yet when it
 * answered (parallel uploads answer in any order, an earlier answer may miss a later file).
 */
export function mergeDocuments(current: readonly ReclamationDocument[], answered: readonly ReclamationDocument[]): ReclamationDocument[] {
  const known = new Set(answered.map((document) => document.id));
  return [...answered, ...current.filter((document) => !known.has(document.id))];
}
