import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { OutboxMessage, TransactionalRepository } from '@app/infrastructure';
import { BuyerActivity } from '@app/distribution';
import type { Lead } from '@app/leads';
import { Delivery } from './entities/delivery.entity';
import { Sale } from './entities/sale.entity';

export interface SaleWithDelivery extends Sale {
  delivery: (Delivery & { nextAttemptAt: Date | null }) | null;
  organisationName: string;
}

@Injectable()
export class SaleRepository extends TransactionalRepository {
  salesOfLead(leadId: number): Promise<Sale[]> {
    return this.manager.getRepository(Sale).findBy({ leadId });
  }

  /** Buyers who bought the same person (phone or e-mail) as another lead within the window before `now`. */
  async buyersOfSamePerson(lead: Pick<Lead, 'id' | 'phone' | 'email'>, windowDays: number, now: Date): Promise<Set<number>> {
    const rows: { organisation_id: number }[] = await this.manager.query(
      `SELECT DISTINCT s.organisation_id FROM sale s JOIN lead l ON l.id = s.lead_id
        WHERE l.id <> $1 AND (l.phone = $2 OR l.email = $3) AND s.sold_at >= $5::timestamptz - make_interval(days => $4)`,
      [lead.id, lead.phone, lead.email, windowDays, now],
    );
    return new Set(rows.map((row) => Number(row.organisation_id)));
  }

  /** Per buyer: this month's sales that were not reclaimed, and the last sale. */
  async activity(monthStart: Date): Promise<Map<number, BuyerActivity>> {
    const rows: { organisation_id: number; sold_this_month: string; last_sale_at: Date | null }[] = await this.manager.query(
      `SELECT organisation_id,
              count(*) FILTER (WHERE NOT reclaimed AND sold_at >= $1) AS sold_this_month,
              max(sold_at) AS last_sale_at
         FROM sale GROUP BY organisation_id`,
      [monthStart],
    );
    return new Map(
      rows.map((row) => [Number(row.organisation_id), { soldThisMonth: Number(row.sold_this_month), lastSaleAt: row.last_sale_at ? new Date(row.last_sale_at) : null }]),
    );
  }

  /** Holds the sale until the transaction ends: a reclaim and a revert of it run one after the other. */
  lockSale(id: number): Promise<Sale | null> {
    return this.manager.getRepository(Sale).createQueryBuilder('sale').setLock('pessimistic_write').where('sale.id = :id', { id }).getOne();
  }

  lockSalesOfLead(leadId: number): Promise<Sale[]> {
    return this.manager.getRepository(Sale).createQueryBuilder('sale').setLock('pessimistic_write').where('sale.leadId = :leadId', { leadId }).orderBy('sale.id').getMany();
  }

  async setReclaimed(id: number, change: Pick<Sale, 'reclaimed' | 'reclaimedAt' | 'reclamationNote'>): Promise<void> {
    await this.manager.getRepository(Sale).update({ id }, change);
  }

  insertSale(sale: Partial<Sale>): Promise<Sale> {
    const repository = this.manager.getRepository(Sale);
    return repository.save(repository.create(sale));
  }

  insertDelivery(delivery: Partial<Delivery>): Promise<Delivery> {
    const repository = this.manager.getRepository(Delivery);
    return repository.save(repository.create(delivery));
  }

  async setDeliveryMessage(deliveryId: number, outboxMessageId: string): Promise<void> {
    await this.manager.getRepository(Delivery).update({ id: deliveryId }, { outboxMessageId });
  }

  /** The selling statistics of a lead with each sale's buyer name and delivery state. */
  async salesWithDeliveries(leadId: number): Promise<SaleWithDelivery[]> {
    const sales = await this.manager.getRepository(Sale).find({ where: { leadId }, relations: { organisation: true }, order: { id: 'ASC' } });
    const deliveries = await this.manager.getRepository(Delivery).findBy(sales.map((sale) => ({ saleId: sale.id })));
    // When the outbox tries a pending delivery next (a buyer's delay, or the wait after a failed attempt).
    const waiting = deliveries.filter((delivery) => delivery.status === 'pending' && delivery.outboxMessageId).map((delivery) => delivery.outboxMessageId!);
    const messages = waiting.length ? await this.manager.getRepository(OutboxMessage).findBy({ id: In(waiting), status: 'pending' }) : [];
    const nextAttempt = new Map(messages.map((message) => [message.id, message.availableAt]));
    const bySale = new Map(deliveries.map((delivery) => [delivery.saleId, Object.assign(delivery, { nextAttemptAt: nextAttempt.get(delivery.outboxMessageId ?? '') ?? null })]));
    return sales.map((sale) => Object.assign(sale, { delivery: bySale.get(sale.id) ?? null, organisationName: sale.organisation.name }));
  }

  findDelivery(id: number): Promise<Delivery | null> {
    return this.manager.getRepository(Delivery).findOneBy({ id });
  }

  async findDeliveryWithSale(id: number): Promise<(Delivery & { sale: Sale }) | null> {
    return this.manager.getRepository(Delivery).findOne({ where: { id }, relations: { sale: { lead: true, organisation: true } } }) as Promise<(Delivery & { sale: Sale }) | null>;
  }

  async updateDelivery(id: number, change: Partial<Delivery>): Promise<void> {
    await this.manager.getRepository(Delivery).update({ id }, change);
  }
}
