import { Injectable } from '@nestjs/common';
import { LateBoundPort, SqlStatement } from '@app/infrastructure';
import type { LeadContact } from '@app/contract';

/** A person as the intake knows them: e-mail and phone, normalised as stored. */
export type ContactKeys = Pick<LeadContact, 'email' | 'phone'>;

/** The 'Nicht kontaktieren' list of people who had their data erased (Art. 17 DSGVO). */
export interface ContactBlockPort {
  /**
   * SQL that is true when the e-mail or the phone is on the list, for the intake's one statement (the
   * list is checked in the same round trip that stores the lead, never from a copy in memory: another
   * process may have just erased the person).
   */
  blockedIn(statement: SqlStatement, contact: ContactKeys): string;
  /** Whether the e-mail or the phone is on the list now (selling checks it: a listed person's lead is never sold). */
  isBlocked(contact: ContactKeys): Promise<boolean>;
  /** The person confirmed a new lead's address (double opt-in): takes both off the list, in the caller's transaction. */
  release(contact: ContactKeys): Promise<void>;
}

/**
 * Where the privacy module plugs the list in: it reads leads (search, erasure) through this lib, so this
 * lib cannot import it (see LateBoundPort). Without the privacy module the intake fails loudly rather
 * than take in a person who asked not to be contacted.
 */
@Injectable()
export class ContactBlock extends LateBoundPort<ContactBlockPort> {
  constructor() {
    super('Nicht-kontaktieren-Liste', 'PrivacyModule');
  }
}
