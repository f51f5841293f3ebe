import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { OutboxMessage, TransactionalRepository } from '@app/infrastructure';
import { BuyerActivity } from '@app/distribution';
import type { Lead } from '@app/leads';
import type { Organisation } from '@app/organisations';
import type { ListQuery } from '@app/contract';
import { Delivery, DeliveryStatus } from './entities/delivery.entity';
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

  /** Per buyer: this month's sales that were not reclaimed (count and prices), and the last sale. */
  async activity(monthStart: Date): Promise<Map<number, BuyerActivity>> {
    const rows: { organisation_id: number; sold_this_month: string; spent_this_month: string | null; last_sale_at: Date | null }[] = await this.manager.query(
      `SELECT organisation_id,
              count(*) FILTER (WHERE NOT reclaimed AND sold_at >= $1) AS sold_this_month,
              sum(price) FILTER (WHERE NOT reclaimed AND sold_at >= $1) AS spent_this_month,
              max(sold_at) AS last_sale_at
         FROM sale GROUP BY organisation_id`,
      [monthStart],
    );
    return new Map(
      rows.map((row) => [
        Number(row.organisation_id),
        { soldThisMonth: Number(row.sold_this_month), spentThisMonth: Number(row.spent_this_month ?? 0), lastSaleAt: row.last_sale_at ? new Date(row.last_sale_at) : null },
      ]),
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

  /** The buyer as a delivery reads it (type, integrations, sealed secrets); a deleted one is gone. */
  findOrganisation(id: number): Promise<Organisation | null> {
    return this.manager.getRepository<Organisation>('Organisation').findOneBy({ id, deleted: false });
  }

  async findDeliveryWithSale(id: number): Promise<(Delivery & { sale: Sale }) | null> {
    return this.manager.getRepository(Delivery).findOne({ where: { id }, relations: { sale: { lead: true, organisation: true } } }) as Promise<(Delivery & { sale: Sale }) | null>;
  }

  async updateDelivery(id: number, change: Partial<Delivery>): Promise<void> {
    await this.manager.getRepository(Delivery).update({ id }, change);
  }

  /** Failed deliveries among `ids` become pending with fresh attempts; answers those it took (one caller each, however many ask at once). */
  async claimFailed(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const [rows]: [{ id: number }[], number] = await this.manager.query(
      `UPDATE delivery SET status = 'pending', attempts = 0, last_error = NULL, updated_at = now()
        WHERE id = ANY($1) AND status = 'failed'
        RETURNING id`,
      [ids],
    );
    return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  }

  /**
   * Everything of a buyer that has not reached its endpoint (failed, or sent as a fallback mail), kept
   * sales only, becomes pending for the resumed delivery: answers their ids in sale order. A reclaimed
   * sale is left alone: the buyer gave that lead back.
   */
  async claimBacklog(organisationId: number): Promise<number[]> {
    const [rows]: [{ id: number; sale_id: number }[], number] = await this.manager.query(
      `UPDATE delivery d SET status = 'pending', attempts = 0, last_error = NULL, updated_at = now()
         FROM sale s
        WHERE s.id = d.sale_id AND s.organisation_id = $1 AND NOT s.reclaimed
          AND (d.status = 'failed' OR (d.fallback AND d.status IN ('delivered', 'held')))
        RETURNING d.id, d.sale_id`,
      [organisationId],
    );
    return rows.sort((a, b) => Number(a.sale_id) - Number(b.sale_id)).map((row) => Number(row.id));
  }

  async setDeliveriesMessage(ids: number[], outboxMessageId: string): Promise<void> {
    if (ids.length === 0) return;
    await this.manager.getRepository(Delivery).update({ id: In(ids) }, { outboxMessageId });
  }

  /** A backlog job's deliveries still waiting: those it was given and those that joined it, in sale order. */
  async waitingFor(outboxMessageId: string): Promise<number[]> {
    const rows = await this.manager.getRepository(Delivery).find({ select: { id: true }, where: { outboxMessageId, status: 'pending' }, order: { saleId: 'ASC' } });
    return rows.map((row) => row.id);
  }

  /** Gives up on deliveries of a backlog that cannot go on: failed, with why, for staff to retry. */
  async failWaiting(ids: number[], outboxMessageId: string, lastError: string): Promise<void> {
    if (ids.length === 0) return;
    await this.manager.getRepository(Delivery).update({ id: In(ids), outboxMessageId, status: 'pending' }, { status: 'failed', lastError });
  }

  /**
   * A buyer's deliveries that wait for their next try after a failed attempt (not those a buyer's delay
   * holds back), with their outbox message: once its deliveries are stopped, they go by mail at once.
   */
  async retryingDeliveriesOf(organisationId: number, except: number): Promise<{ id: number; outboxMessageId: string }[]> {
    const rows: { id: number; outbox_message_id: string }[] = await this.manager.query(
      `SELECT d.id, d.outbox_message_id
         FROM delivery d JOIN sale s ON s.id = d.sale_id JOIN outbox_message m ON m.id = d.outbox_message_id
        WHERE s.organisation_id = $1 AND d.id <> $2 AND d.status = 'pending' AND d.attempts > 0
          AND m.status = 'pending' AND m.available_at > now()
        ORDER BY s.id`,
      [organisationId, except],
    );
    return rows.map((row) => ({ id: Number(row.id), outboxMessageId: row.outbox_message_id }));
  }

  /**
   * Takes a waiting delivery message out of the outbox (marked done, so its queued job finds nothing to
   * claim); false when a worker claimed it meanwhile, which then delivers it itself. The outbox has no
   * "run now": a queued job keeps its delay, so the delivery gets a new message instead.
   */
  async withdrawMessage(outboxMessageId: string): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.manager.query(
      `UPDATE outbox_message SET status = 'done', processed_at = now()
        WHERE id = $1 AND status = 'pending'
        RETURNING id`,
      [outboxMessageId],
    );
    return rows.length === 1;
  }

  /** The Postausgang's delivery list: newest change first, with the lead and the buyer's name. */
  async deliveryPage(query: ListQuery<DeliverySortField>, filter: DeliveryFilter): Promise<{ rows: DeliveryRow[]; total: number }> {
    const builder = this.manager
      .getRepository(Delivery)
      .createQueryBuilder('delivery')
      .innerJoin('delivery.sale', 'sale')
      .innerJoin('sale.organisation', 'organisation')
      .select(['delivery.id', 'delivery.saleId', 'delivery.status', 'delivery.attempts', 'delivery.lastError', 'delivery.fallback', 'delivery.fallbackAt', 'delivery.updatedAt'])
      .addSelect(['sale.id', 'sale.leadId', 'sale.soldAt', 'organisation.id', 'organisation.name', 'organisation.type']);
    if (filter.status) builder.andWhere('delivery.status = :status', { status: filter.status });
    if (filter.organisationId) builder.andWhere('sale.organisationId = :organisationId', { organisationId: filter.organisationId });
    const column = { id: 'delivery.id', updatedAt: 'delivery.updatedAt', soldAt: 'sale.soldAt' }[query.sort.field];
    builder.orderBy(column, query.sort.order).addOrderBy('delivery.id', query.sort.order).skip(query.offset).take(query.limit);
    const [deliveries, total] = await builder.getManyAndCount();
    return {
      total,
      rows: deliveries.map((delivery) => {
        const { sale } = delivery as Delivery & { sale: Sale };
        return { ...delivery, leadId: sale.leadId, soldAt: sale.soldAt, organisation: { id: sale.organisation.id, name: sale.organisation.name, type: sale.organisation.type } };
      }),
    };
  }
}

export const DELIVERY_SORT_FIELDS = ['updatedAt', 'id', 'soldAt'] as const;
export type DeliverySortField = (typeof DELIVERY_SORT_FIELDS)[number];

export interface DeliveryFilter {
  status?: DeliveryStatus;
  organisationId?: number;
}

export type DeliveryRow = Pick<Delivery, 'id' | 'saleId' | 'status' | 'attempts' | 'lastError' | 'fallback' | 'fallbackAt' | 'updatedAt'> & {
  leadId: number;
  soldAt: Date;
  organisation: Pick<Organisation, 'id' | 'name' | 'type'>;
};
