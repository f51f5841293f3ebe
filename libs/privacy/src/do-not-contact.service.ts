import { Injectable } from '@nestjs/common';
import { Clock, SqlStatement } from '@app/infrastructure';
import type { ContactBlockPort, ContactKeys } from '@app/leads';
import { ContactHasher } from './contact-hasher';
import { DoNotContactRepository } from './do-not-contact.repository';

/** One entry of the list: the keyed hash of a normalised e-mail or phone. */
export interface ContactHash {
  kind: 'email' | 'phone';
  hash: string;
}

/** The 'Nicht kontaktieren' list: erased people whose future leads the intake refuses (libs/leads ContactBlock). */
@Injectable()
export class DoNotContactService implements ContactBlockPort {
  constructor(
    private readonly entries: DoNotContactRepository,
    private readonly hasher: ContactHasher,
    private readonly clock: Clock,
  ) {}

  /** Puts normalised e-mail addresses and phones on the list (in the caller's transaction); answers how many entries were new. */
  add(emails: string[], phones: string[]): Promise<number> {
    return this.addHashes(this.entriesOf(emails, phones));
  }

  /** Puts entries already hashed on the list (an erasure re-applied from the ledger); answers how many were new. */
  addHashes(entries: ContactHash[]): Promise<number> {
    return this.entries.add(entries, this.clock.now());
  }

  /** The list's entries for these normalised e-mail addresses and phones. */
  entriesOf(emails: string[], phones: string[]): ContactHash[] {
    return [
      ...unique(emails).map((email) => ({ kind: 'email' as const, hash: this.hasher.hash('email', email) })),
      ...unique(phones).map((phone) => ({ kind: 'phone' as const, hash: this.hasher.hash('phone', phone) })),
    ];
  }

  blockedIn(statement: SqlStatement, contact: Partial<ContactKeys>): string {
    return this.entries.anyOfIn(statement, this.hashesOf(contact));
  }

  isBlocked(contact: Partial<ContactKeys>): Promise<boolean> {
    return this.entries.anyOf(this.hashesOf(contact));
  }

  release(contact: Partial<ContactKeys>): Promise<void> {
    return this.entries.remove(this.hashesOf(contact));
  }

  private hashesOf({ email, phone }: Partial<ContactKeys>): string[] {
    return [...(email ? [this.hasher.hash('email', email)] : []), ...(phone ? [this.hasher.hash('phone', phone)] : [])];
  }
}

const unique = (values: string[]) => [...new Set(values.filter(Boolean))];
