import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ContactHash } from './do-not-contact.service';

/** One erasure as the ledger keeps it: when, and the keyed hashes of the person's e-mail and phone (never the values). */
export interface ErasureLedgerEntry {
  at: string;
  contacts: ContactHash[];
}

const HASH = /^[0-9a-f]{64}$/;

/**
 * The erasures, kept outside the database (ERASURE_LEDGER, else DATA_DIR/erasure-ledger.jsonl), one JSON line
 * each, only appended to: a backup restored later brings back the people erased after it was taken, and
 * `npm run restore` erases them again from this ledger. Holds keyed hashes only, like the 'Nicht kontaktieren' list.
 */
export class ErasureLedger {
  constructor(readonly path: string | null) {}

  append(entry: ErasureLedgerEntry): void {
    if (!this.path || entry.contacts.length === 0) return;
    mkdirSync(dirname(this.path), { recursive: true });
    appendFileSync(this.path, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
  }

  /** Every entry, oldest first; a line that cannot be read (torn by a crash) is skipped. Null when there is no ledger file. */
  read(): ErasureLedgerEntry[] | null {
    if (!this.path || !existsSync(this.path)) return null;
    const entries: ErasureLedgerEntry[] = [];
    for (const line of readFileSync(this.path, 'utf8').split('\n')) {
      try {
        const value = JSON.parse(line) as Partial<ErasureLedgerEntry>;
        const contacts = Array.isArray(value.contacts) ? value.contacts.filter((c) => (c?.kind === 'email' || c?.kind === 'phone') && HASH.test(String(c.hash))) : [];
        if (typeof value.at === 'string' && contacts.length > 0) entries.push({ at: value.at, contacts });
      } catch {
        // An empty or torn line: the others still count.
      }
    }
    return entries;
  }
}
