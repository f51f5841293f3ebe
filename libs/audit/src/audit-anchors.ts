import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuditSealValue } from './audit-seal';

/** One anchor: the chain's head at a time, kept outside the database. */
export interface AuditAnchor extends AuditSealValue {
  at: string;
}

/** The anchors' file in AUDIT_ANCHOR_DIR (else DATA_DIR): one JSON line per anchor, only ever appended to. */
export const AUDIT_ANCHOR_FILE = 'audit-anchors.jsonl';

/**
 * The audit trail's anchors on the local disk (AUDIT_ANCHOR_DIR, else DATA_DIR), where someone who can rewrite
 * the database cannot reach by that alone. Lines are appended (a write of one short line is atomic, also for
 * several processes on one directory); a line that cannot be read is skipped. Without a directory
 * (DATA_DIR=memory:// and no AUDIT_ANCHOR_DIR) nothing is kept.
 */
export class AuditAnchorFile {
  constructor(private readonly dir: string | null) {}

  get path(): string | null {
    return this.dir ? join(this.dir, AUDIT_ANCHOR_FILE) : null;
  }

  append(anchor: AuditAnchor): void {
    if (!this.path || !this.dir) return;
    mkdirSync(this.dir, { recursive: true });
    appendFileSync(this.path, `${JSON.stringify({ at: anchor.at, id: anchor.id, hash: anchor.hash })}\n`, { mode: 0o600 });
  }

  /** Every anchor written, oldest first. */
  read(): AuditAnchor[] {
    if (!this.path || !existsSync(this.path)) return [];
    const anchors: AuditAnchor[] = [];
    for (const line of readFileSync(this.path, 'utf8').split('\n')) {
      try {
        const value = JSON.parse(line) as Partial<AuditAnchor>;
        if (typeof value.id === 'string' && /^\d+$/.test(value.id) && typeof value.hash === 'string' && /^[0-9a-f]{64}$/.test(value.hash) && typeof value.at === 'string') {
          anchors.push({ at: value.at, id: value.id, hash: value.hash });
        }
      } catch {
        // An empty or torn line: the others still count.
      }
    }
    return anchors;
  }
}

/** What the table says about an anchor's row: its hash now, or null when there is no such row. */
export type HashOf = (id: string) => Promise<string | null>;

const when = (anchor: AuditAnchor) => {
  const date = new Date(anchor.at);
  return Number.isNaN(date.getTime()) ? anchor.at : date.toLocaleString('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' });
};

/**
 * The anchors compared with the table: one German line each for a finding, and whether the trail holds.
 * Finds an emptied table, the newest rows deleted, and rows recomputed from some row on (the earliest
 * anchor whose row carries another hash now; the change lies after the last anchor that still holds).
 */
export async function checkAnchors(anchors: AuditAnchor[], head: { id: string } | null, hashOf: HashOf): Promise<{ ok: boolean; lines: string[] }> {
  if (anchors.length === 0) return { ok: true, lines: [] };
  const newest = anchors.reduce((a, b) => (BigInt(b.id) >= BigInt(a.id) ? b : a));
  if (head === null) {
    return { ok: false, lines: [`Protokoll beschädigt: Das Protokoll ist leer, der Anker vom ${when(newest)} nennt Eintrag ${newest.id} (geleert).`] };
  }
  if (BigInt(head.id) < BigInt(newest.id)) {
    return {
      ok: false,
      lines: [`Protokoll beschädigt: Die neuesten Einträge fehlen: Der Anker vom ${when(newest)} nennt Eintrag ${newest.id}, das Protokoll endet bei Eintrag ${head.id} (gelöscht).`],
    };
  }
  let holding: AuditAnchor | null = null;
  for (const anchor of [...anchors].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : BigInt(a.id) > BigInt(b.id) ? 1 : 0))) {
    const hash = await hashOf(anchor.id);
    if (hash === anchor.hash) {
      holding = anchor;
      continue;
    }
    const since = holding ? `nach Eintrag ${holding.id} (Anker vom ${when(holding)} stimmt noch)` : 'am Anfang des Protokolls';
    const what = hash === null ? 'fehlt (gelöscht)' : 'trägt einen anderen Hash (nachträglich geändert und neu berechnet)';
    return { ok: false, lines: [`Protokoll beschädigt: Eintrag ${anchor.id} aus dem Anker vom ${when(anchor)} ${what}; die erste Abweichung liegt ${since}.`] };
  }
  const holds = anchors.length === 1 ? '1 Anker stimmt' : `${anchors.length} Anker stimmen`;
  return { ok: true, lines: [`Anker geprüft: ${holds} mit dem Protokoll überein (${AUDIT_ANCHOR_FILE}).`] };
}
