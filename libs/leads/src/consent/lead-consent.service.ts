import { Injectable } from '@nestjs/common';
import { Lead } from '../entities/lead.entity';
import { LeadException } from '../leads.exception';
import { LeadConsentRepository } from './lead-consent.repository';

/** What other libs (the consent certificate) read of a lead's consent. */
@Injectable()
export class LeadConsentService {
  constructor(private readonly consents: LeadConsentRepository) {}

  /** The lead with its source and consent text version; 404 when there is none. */
  async lead(id: number): Promise<Lead> {
    const lead = Number.isSafeInteger(id) ? await this.consents.findWithConsent(id) : null;
    if (!lead) throw new LeadException('LEAD_NOT_FOUND', `Lead ${id} gibt es nicht.`);
    return lead;
  }
}
