/**
 * What the complaints queue derives from the server's requests (their types: apiTypes.ts), what a
 * decision sends and the download link of a document. Pure, unit-tested.
 */
import type { ReclamationDecision, ReclamationDocument, ReclamationStatus } from './apiTypes';

/** Decided requests (approved, rejected) are the "Bearbeitete"; they cannot be decided again. */
export function isProcessed(status: ReclamationStatus): boolean {
  return status === 'approved' || status === 'rejected';
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
