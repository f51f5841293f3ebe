import { Injectable } from '@nestjs/common';
import { Propagation, Transactional } from '@app/infrastructure';
import { Lead } from './entities/lead.entity';
import { LeadRepository } from './lead.repository';

/** Leads as other libs may read and hold them; every write to table `lead` goes through this lib. */
@Injectable()
export class LeadsService {
  constructor(private readonly leads: LeadRepository) {}

  findById(id: number): Promise<Lead | null> {
    return this.leads.findById(id);
  }

  /** The newest lead with this CRM deal id or, failing that, this lead number. */
  async findByDealOrNumber(dealId: string): Promise<Lead | null> {
    const trimmed = dealId.trim();
    return (await this.leads.findByPipedriveId(trimmed)) ?? (/^\d{1,9}$/.test(trimmed) ? this.leads.findById(Number(trimmed)) : null);
  }

  /**
   * Holds the lead until the caller's transaction ends, so two sales of it (two qualifications, a
   * manual sale) run one after the other. Only inside a transaction: a lock outside one ends at once.
   */
  @Transactional(Propagation.Mandatory)
  lockForSale(id: number): Promise<Lead | null> {
    return this.leads.lockForUpdate(id);
  }
}
