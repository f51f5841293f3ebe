import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { TransactionalRepository } from '@app/infrastructure';
import { Lead } from './entities/lead.entity';

@Injectable()
export class LeadRepository extends TransactionalRepository {
  private get leads() {
    return this.manager.getRepository(Lead);
  }

  findById(id: number): Promise<Lead | null> {
    return this.leads.findOneBy({ id });
  }

  findWithSource(id: number): Promise<Lead | null> {
    return this.leads.findOne({ where: { id }, relations: { leadsource: true, consentVersion: true } });
  }

  async update(id: number, change: Partial<Pick<Lead, 'qualified' | 'qualifiedAt' | 'pipedriveId' | 'salutation' | 'firstName' | 'lastName' | 'phone' | 'email' | 'street' | 'zip' | 'city'>>): Promise<void> {
    if (Object.keys(change).length) await this.leads.update({ id }, change);
  }

  /** Holds the lead for the rest of the transaction, so two qualifications cannot sell it twice. */
  lockForUpdate(id: number): Promise<Lead | null> {
    return this.leads.createQueryBuilder('lead').setLock('pessimistic_write').where('lead.id = :id', { id }).getOne();
  }

  /** Holds the leads for the rest of the transaction, in id order so two requests cannot deadlock. */
  lockMany(ids: number[]): Promise<Lead[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.leads.createQueryBuilder('lead').setLock('pessimistic_write').where('lead.id IN (:...ids)', { ids }).orderBy('lead.id').getMany();
  }

  async markSupplierReclaimed(ids: number[], at: Date, reason: string): Promise<void> {
    await this.leads.update({ id: In(ids) }, { supplierReclaimedAt: at, supplierReclamationReason: reason });
  }

  /** A supplier's leads dated within the range: how many it delivered and how many were reclaimed from it. */
  async supplierMonth(leadsourceId: number, range: { start: Date; end: Date }): Promise<{ delivered: number; reclaimed: number }> {
    const [row]: { delivered: string; reclaimed: string }[] = await this.manager.query(
      `SELECT count(*) AS delivered, count(*) FILTER (WHERE supplier_reclaimed_at IS NOT NULL) AS reclaimed
         FROM lead WHERE leadsource_id = $1 AND created_at >= $2 AND created_at < $3`,
      [leadsourceId, range.start, range.end],
    );
    return { delivered: Number(row.delivered), reclaimed: Number(row.reclaimed) };
  }

  /** The newest lead with this deal id in the operator's CRM. */
  findByPipedriveId(pipedriveId: string): Promise<Lead | null> {
    return this.leads.findOne({ where: { pipedriveId }, order: { id: 'DESC' } });
  }

  findByExternalId(leadsourceId: number, externalId: string): Promise<Lead | null> {
    return this.leads.findOneBy({ leadsourceId, externalId });
  }

  /**
   * Stores a new lead in one statement, flagged as duplicate of the latest lead of the same person (same
   * phone or e-mail) that arrived within `windowDays` before this one's `realCreatedAt`. Every lead takes
   * this path, so it is plain SQL: a separate lookup cost a round trip, and TypeORM's insert and entity
   * hydration cost more CPU than the statement itself. null when the supplier's `externalId` was stored
   * meanwhile (a concurrent delivery of the same lead); only a lead with an externalId needs the savepoint
   * that turns that race into a result. (Phone and e-mail are cast once in both places: PostgreSQL
   * refuses a parameter whose type it deduces differently in two places.)
   */
  insertFlaggingDuplicate(lead: NewLead, windowDays: number): Promise<Lead | null> {
    const write = async () => {
      const [row]: { id: number; duplicate_of_id: number | null }[] = await this.manager.query(
        `INSERT INTO lead (created_at, real_created_at, qualified, qualified_at, salutation, first_name, last_name,
                           phone, email, street, zip, city, data, details, leadsource_id, external_id,
                           consent_text, consent_at, consent_ip, consent_user_agent, from_url,
                           consent_version_id, consent_proof_url, email_confirm_token_hash, duplicate_of_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::varchar, $9::varchar, $10, $11, $12, $13::jsonb, $14::jsonb, $15, $16, $17, $18, $19, $20, $21,
                 $23, $24, $25,
                 (SELECT earlier.id FROM lead earlier
                   WHERE (earlier.phone = $8::varchar OR earlier.email = $9::varchar)
                     AND earlier.real_created_at >= $2::timestamptz - make_interval(days => $22)
                   ORDER BY earlier.real_created_at DESC, earlier.id DESC
                   LIMIT 1))
         RETURNING id, duplicate_of_id`,
        [
          lead.createdAt,
          lead.realCreatedAt,
          lead.qualified,
          lead.qualifiedAt,
          lead.salutation,
          lead.firstName,
          lead.lastName,
          lead.phone,
          lead.email,
          lead.street,
          lead.zip,
          lead.city,
          JSON.stringify(lead.data ?? {}),
          JSON.stringify(lead.details ?? []),
          lead.leadsourceId,
          lead.externalId ?? null,
          lead.consentText ?? null,
          lead.consentAt ?? null,
          lead.consentIp ?? null,
          lead.consentUserAgent ?? null,
          lead.fromUrl ?? null,
          windowDays,
          lead.consentVersionId ?? null,
          lead.consentProofUrl ?? null,
          lead.emailConfirmTokenHash ?? null,
        ],
      );
      return Object.assign(new Lead(), {
        data: {},
        details: [],
        externalId: null,
        pipedriveId: null,
        consentText: null,
        consentAt: null,
        consentIp: null,
        consentUserAgent: null,
        fromUrl: null,
        consentVersionId: null,
        consentProofUrl: null,
        emailConfirmTokenHash: null,
        emailConfirmedAt: null,
        emailConfirmIp: null,
        emailConfirmUserAgent: null,
        supplierReclaimedAt: null,
        supplierReclamationReason: null,
        pseudonymisedAt: null,
        ...lead,
        id: row.id,
        duplicateOfId: row.duplicate_of_id,
      });
    };
    return lead.externalId ? this.unlessTaken('uq_lead_source_external_id', write) : write();
  }
}

/** What the intake knows of a new lead; the database adds its number and the duplicate flag. */
export type NewLead = Pick<
  Lead,
  | 'leadsourceId'
  | 'createdAt'
  | 'realCreatedAt'
  | 'qualified'
  | 'qualifiedAt'
  | 'salutation'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'email'
  | 'street'
  | 'zip'
  | 'city'
> &
  Partial<Pick<Lead, 'data' | 'details' | 'externalId' | 'consentText' | 'consentAt' | 'consentIp' | 'consentUserAgent' | 'fromUrl' | 'consentVersionId' | 'consentProofUrl' | 'emailConfirmTokenHash'>>;
