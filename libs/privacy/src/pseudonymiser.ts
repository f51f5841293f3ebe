import { Injectable } from '@nestjs/common';
import { Clock, ErasedDataRewriteRequests, Propagation, Transactional } from '@app/infrastructure';
import { FunnelService } from '@app/funnel-questions';
import { OutcomePrivacyService } from '@app/lead-outcomes';
import { LeadPrivacyService } from '@app/leads';
import { MailPrivacyService } from '@app/mail';
import { ComplaintPrivacyService } from '@app/reclamations';
import { ERASED_TEXT, leadPseudonym } from './pseudonymisation';

/** What pseudonymising some leads removed. */
export interface LeadsPseudonymised {
  leadIds: number[];
  complaintIds: number[];
  documents: number;
  mails: number;
  /** Buyers' outcome notes (and history entries) written over. */
  outcomeNotes: number;
  /** The e-mail addresses and phones the leads held (for the 'Nicht kontaktieren' list of an erasure). */
  emails: string[];
  phones: string[];
}

/** Subject of a mail whose content was removed with its lead. */
export const ERASED_MAIL_SUBJECT = 'Inhalt gelöscht (Datenschutz)';

/**
 * Pseudonymises leads with everything that holds their person: the lead itself (pseudonymisation.ts says
 * what stays), the complaints about it (texts and uploaded files), the buyers' outcome notes and the
 * mails about it in the Postausgang. One code path for the erasure of a person (Art. 17) and the retention run.
 */
@Injectable()
export class Pseudonymiser {
  constructor(
    private readonly leads: LeadPrivacyService,
    private readonly complaints: ComplaintPrivacyService,
    private readonly mails: MailPrivacyService,
    private readonly outcomes: OutcomePrivacyService,
    private readonly funnel: FunnelService,
    private readonly clock: Clock,
    private readonly rewrites: ErasedDataRewriteRequests,
  ) {}

  /** In the caller's transaction; leads pseudonymised before are left as they are. */
  @Transactional(Propagation.Mandatory)
  async leadsWithTheirRecords(ids: number[]): Promise<LeadsPseudonymised> {
    const catalogue = await this.funnel.byKey();
    const at = this.clock.now();
    const locked = (await this.leads.lockMany(ids)).filter((lead) => lead.pseudonymisedAt === null);
    const leadIds = locked.map((lead) => lead.id);
    for (const lead of locked) await this.leads.pseudonymise(lead.id, leadPseudonym(lead, catalogue, at));
    const emails = locked.map((lead) => lead.email).filter(Boolean);
    const phones = locked.map((lead) => lead.phone).filter(Boolean);
    const complaints = await this.complaints.eraseOfLeads(leadIds, ERASED_TEXT);
    const mails = await this.mails.eraseOfLeads(leadIds, emails, ERASED_MAIL_SUBJECT, at);
    const outcomeNotes = await this.outcomes.eraseNotesOfLeads(leadIds, ERASED_TEXT);
    // The old values stay in the database's files until the nightly maintenance rewrites them.
    if (leadIds.length > 0) await this.rewrites.request(at);
    return { leadIds, complaintIds: complaints.complaintIds, documents: complaints.documents, mails, outcomeNotes, emails, phones };
  }
}
