/**
 * The body of `PUT /api/leads/reclamate` (spec section 7): a list of lead ids (Einkauf) or of lead
 * objects (the lead page sends the lead as it has it). Read here, with German reasons for anything else.
 */
import { MAX_ID } from '@app/contract';

export const MAX_RECLAIM_LEADS = 1000;

export class ReclaimRequestError extends Error {}

const asId = (value: unknown): number | null => {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID ? id : null;
};

export function parseReclaimRequest(body: unknown): number[] {
  if (!Array.isArray(body) || body.length === 0) throw new ReclaimRequestError('Bitte eine Liste von Leads senden (Lead-Nummern oder Leads)');
  if (body.length > MAX_RECLAIM_LEADS) throw new ReclaimRequestError(`Höchstens ${MAX_RECLAIM_LEADS} Leads auf einmal reklamieren`);
  const ids = body.map((entry, index) => {
    const id = typeof entry === 'object' && entry !== null ? asId((entry as { id?: unknown; lId?: unknown }).id ?? (entry as { lId?: unknown }).lId) : asId(entry);
    if (id === null) throw new ReclaimRequestError(`Eintrag ${index + 1} ist keine gültige Lead-Nummer`);
    return id;
  });
  return [...new Set(ids)].sort((a, b) => a - b);
}
