import { Injectable } from '@nestjs/common';
import { Propagation, Transactional } from '@app/infrastructure';
import { MailOfLead, MailPrivacyRepository } from './mail-privacy.repository';

export type { MailOfLead };

/** Mails as data-protection requests (Art. 15, Art. 17) and the retention run see them. */
@Injectable()
export class MailPrivacyService {
  constructor(private readonly mails: MailPrivacyRepository) {}

  ofLeads(leadIds: number[]): Promise<MailOfLead[]> {
    return this.mails.ofLeads(leadIds);
  }

  /** Empties the mails about erased leads, in the caller's transaction; `subject` replaces theirs and says why. */
  @Transactional(Propagation.Mandatory)
  eraseOfLeads(leadIds: number[], personAddresses: string[], subject: string, at: Date): Promise<number> {
    return this.mails.eraseOfLeads(leadIds, personAddresses.map((address) => address.toLowerCase()), subject, at);
  }

  /** One batch of the retention run: the content of sent or failed mails older than `before`. */
  @Transactional()
  clearBodiesBefore(before: Date, limit: number, at: Date): Promise<number> {
    return this.mails.clearBodiesBefore(before, limit, at);
  }
}
