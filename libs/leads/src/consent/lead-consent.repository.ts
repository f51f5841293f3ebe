import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/infrastructure';
import { Lead } from '../entities/lead.entity';

/** A real enquiry for the funnel's ticker: only what cannot point to a person. */
export interface RecentEnquiryRow {
  realCreatedAt: Date;
  zip: string;
  data: Record<string, string>;
}

/** The consent side of a lead: its double opt-in, the record shown on the certificate, the ticker's enquiries. */
@Injectable()
export class LeadConsentRepository extends TransactionalRepository {
  private get leads() {
    return this.manager.getRepository(Lead);
  }

  /** Held for the transaction, so two clicks on the link record one confirmation. */
  lockByConfirmToken(hash: string): Promise<Lead | null> {
    return this.leads
      .createQueryBuilder('lead')
      .setLock('pessimistic_write')
      .where('lead.emailConfirmTokenHash = :hash', { hash })
      .getOne();
  }

  async markConfirmed(id: number, confirmation: { at: Date; ip: string; userAgent: string }): Promise<void> {
    await this.leads.update({ id }, { emailConfirmedAt: confirmation.at, emailConfirmIp: confirmation.ip, emailConfirmUserAgent: confirmation.userAgent });
  }

  /** The lead with its source and the consent text version it was given under. */
  findWithConsent(id: number): Promise<Lead | null> {
    return this.leads.findOne({ where: { id }, relations: { leadsource: true, consentVersion: true } });
  }

  /**
   * The newest enquiries since `since`, the same person once. Ordered by the lead's date with the
   * list index (ix_lead_created_id); the arrival time is what the ticker shows.
   */
  recentEnquiries(since: Date, limit: number): Promise<RecentEnquiryRow[]> {
    return this.manager.query(
      `SELECT real_created_at AS "realCreatedAt", zip, data
         FROM lead
        WHERE created_at >= $1 AND real_created_at >= $1 AND duplicate_of_id IS NULL
        ORDER BY created_at DESC, id DESC
        LIMIT $2`,
      [since, limit],
    );
  }
}
