import { Injectable } from '@nestjs/common';
import { Propagation, Transactional } from '@app/infrastructure';
import { Lead } from '../entities/lead.entity';
import { LeadPrivacyRepository, LeadPseudonym, PersonKeys, RetentionCandidate } from './lead-privacy.repository';

export type { LeadPseudonym, PersonKeys, RetentionCandidate };

/**
 * Leads as data-protection requests see them: found by the person's e-mail or phone, held and
 * pseudonymised inside the privacy module's transaction, and read page by page for the retention run.
 * The rules of what pseudonymisation removes live in libs/privacy; this lib only writes them.
 */
@Injectable()
export class LeadPrivacyService {
  constructor(private readonly leads: LeadPrivacyRepository) {}

  /** Leads of the person (normalised e-mail and/or phone), with their lead source, oldest first. */
  findByPerson(person: PersonKeys): Promise<Lead[]> {
    return this.leads.findByPerson(person);
  }

  contacts(): Promise<PersonKeys[]> {
    return this.leads.contacts();
  }

  /** Holds the leads until the caller's transaction ends; only inside one. */
  @Transactional(Propagation.Mandatory)
  lockMany(ids: number[]): Promise<Lead[]> {
    return this.leads.lockMany(ids);
  }

  /** Writes the pseudonym over a lead held by `lockMany`, in the caller's transaction. */
  @Transactional(Propagation.Mandatory)
  pseudonymise(id: number, pseudonym: LeadPseudonym): Promise<void> {
    return this.leads.pseudonymise(id, pseudonym);
  }

  retentionCandidates(receivedBefore: Date, limit: number, after: RetentionCandidate | null = null): Promise<RetentionCandidate[]> {
    return this.leads.retentionCandidates(receivedBefore, limit, after);
  }
}
