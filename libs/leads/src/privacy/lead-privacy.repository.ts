import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/infrastructure';
import { Lead } from '../entities/lead.entity';

/** A person as a data-protection request names them: normalised e-mail and/or phone. */
export interface PersonKeys {
  email?: string | null;
  phone?: string | null;
}

/** What pseudonymisation writes over a lead: everything else (number, dates, postcode, source, sales) stays. */
export type LeadPseudonym = Pick<
  Lead,
  | 'salutation'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'email'
  | 'street'
  | 'city'
  | 'data'
  | 'details'
  | 'consentIp'
  | 'consentUserAgent'
  | 'consentProofUrl'
  | 'emailConfirmTokenHash'
  | 'emailConfirmIp'
  | 'emailConfirmUserAgent'
  | 'fromUrl'
  | 'pseudonymisedAt'
>;

/** A lead the retention run may have to pseudonymise: when it arrived and when it was last sold (null: never). */
export interface RetentionCandidate {
  id: number;
  receivedAt: Date;
  lastSoldAt: Date | null;
}

/** The person-related reads and writes of table `lead` (search, Art. 15 export, Art. 17 erasure, retention). */
@Injectable()
export class LeadPrivacyRepository extends TransactionalRepository {
  private get leads() {
    return this.manager.getRepository(Lead);
  }

  /**
   * Leads with this e-mail or phone (both normalised as at intake), oldest first. Each condition is an
   * equality on an indexed column (ix_lead_email, ix_lead_phone), so PostgreSQL combines the two indexes.
   */
  findByPerson(person: PersonKeys): Promise<Lead[]> {
    const conditions: string[] = [];
    if (person.email) conditions.push('lead.email = :email');
    if (person.phone) conditions.push('lead.phone = :phone');
    if (conditions.length === 0) return Promise.resolve([]);
    return this.leads
      .createQueryBuilder('lead')
      .leftJoinAndSelect('lead.leadsource', 'leadsource')
      .where(`(${conditions.join(' OR ')})`, { email: person.email, phone: person.phone })
      .orderBy('lead.id', 'ASC')
      .getMany();
  }

  /** Every e-mail and phone of a lead not yet pseudonymised, once each (a restore re-applies erasures by their hashes). */
  async contacts(): Promise<PersonKeys[]> {
    return this.manager.query(`SELECT DISTINCT "email", "phone" FROM "lead" WHERE "pseudonymised_at" IS NULL`);
  }

  /** Holds the leads for the rest of the transaction, in id order so two erasures cannot deadlock. */
  lockMany(ids: number[]): Promise<Lead[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.leads.createQueryBuilder('lead').setLock('pessimistic_write').where('lead.id IN (:...ids)', { ids }).orderBy('lead.id').getMany();
  }

  async pseudonymise(id: number, pseudonym: LeadPseudonym): Promise<void> {
    await this.leads.update({ id }, pseudonym);
  }

  /**
   * Leads still holding personal data that arrived before `receivedBefore`, oldest first, with their last
   * sale: one page from the partial index ix_lead_retention (only leads not yet pseudonymised are in it),
   * after the position `after` of the page before.
   */
  async retentionCandidates(receivedBefore: Date, limit: number, after: RetentionCandidate | null = null): Promise<RetentionCandidate[]> {
    const rows: { id: number; received_at: Date; last_sold_at: Date | null }[] = await this.manager.query(
      `SELECT l.id, l.real_created_at AS received_at, (SELECT max(s.sold_at) FROM sale s WHERE s.lead_id = l.id) AS last_sold_at
         FROM lead l
        WHERE l.pseudonymised_at IS NULL AND l.real_created_at < $1 AND (l.real_created_at, l.id) > ($2::timestamptz, $3::integer)
        ORDER BY l.real_created_at, l.id
        LIMIT $4`,
      [receivedBefore, after?.receivedAt ?? new Date(0), after?.id ?? 0, limit],
    );
    return rows.map((row) => ({ id: Number(row.id), receivedAt: new Date(row.received_at), lastSoldAt: row.last_sold_at ? new Date(row.last_sold_at) : null }));
  }
}
