import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { TransactionalRepository } from '@app/common';
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
    return this.leads.findOne({ where: { id }, relations: { leadsource: true } });
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

  /** The latest lead of the same person (phone or e-mail) that arrived within the window before `now`. */
  findRecentSamePerson(phone: string, email: string, windowDays: number, now: Date): Promise<Lead | null> {
    return this.leads
      .createQueryBuilder('lead')
      .where('(lead.phone = :phone OR lead.email = :email)', { phone, email })
      .andWhere(`lead.realCreatedAt >= CAST(:now AS timestamptz) - make_interval(days => :windowDays)`, { now, windowDays })
      .orderBy('lead.realCreatedAt', 'DESC')
      .addOrderBy('lead.id', 'DESC')
      .getOne();
  }

  /**
   * null when the supplier's `externalId` was stored meanwhile (a concurrent delivery of the same lead).
   * Only a lead with an externalId needs the savepoint that turns that race into a result.
   */
  insertUnlessExternalIdTaken(lead: Partial<Lead>): Promise<Lead | null> {
    const write = async () => {
      const { generatedMaps } = await this.leads.insert(lead);
      return this.leads.merge(this.leads.create(lead), generatedMaps[0]);
    };
    return lead.externalId ? this.unlessTaken('uq_lead_source_external_id', write) : write();
  }
}
