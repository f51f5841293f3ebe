import type { SqlStatement } from '@app/infrastructure';
import type { LeadException } from '../leads.exception';

/**
 * A checked ping on its way into the lead statement (LeadRepository.storeNew): the part that takes it with the
 * lead, and what to answer when another post took it first.
 */
export interface PingClaim {
  pingId: string;
  /** EUR as the ping offered it ('20.00'); null: the source had no purchase price then. */
  price: string | null;
  /** Adds the part that holds the ping for this lead under `when`; answers the part's name. */
  claimIn(statement: SqlStatement, when: string): string;
  /** Adds the part that marks the ping used by the lead `leadPart` returns. */
  markUsedIn(statement: SqlStatement, leadPart: string): void;
  /** Why the ping could not be taken after all (used meanwhile: 409; expired: 422). */
  refusal(): Promise<LeadException>;
}

/** A post's `pingId`: checked against the lead's postal code and answers once the intake has them in its form. */
export interface PingRedemption {
  prepare(lead: { zip: string; answers: Record<string, string> }): Promise<PingClaim>;
}
