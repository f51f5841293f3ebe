import { Injectable } from '@nestjs/common';
import { OutboxService } from '@app/common/queue/outbox.service';
import { Lead } from './entities/lead.entity';
import { LeadRepository } from './lead.repository';
import { LeadDetailDto, UpdateLeadDto } from './dto/lead-detail.dto';
import { SaleRepository } from '@app/sales/sale.repository';
import { SalesException } from '@app/sales/sales.exception';
import { SalesService } from '@app/sales/sales.service';

/** The lead as the back office sees it with its sales, and what staff change on it. */
@Injectable()
export class LeadSalesService {
  constructor(
    private readonly leads: LeadRepository,
    private readonly sales: SaleRepository,
    private readonly selling: SalesService,
    private readonly outbox: OutboxService,
  ) {}

  async detail(id: number): Promise<LeadDetailDto> {
    const lead = await this.find(id);
    const sales = await this.sales.salesWithDeliveries(lead.id);
    return {
      id: lead.id,
      lId: lead.id,
      created: lead.createdAt.toISOString(),
      realCreated: lead.realCreatedAt.toISOString(),
      qualified: lead.qualified,
      qualifiedAt: lead.qualifiedAt?.toISOString() ?? null,
      contact: { salutation: lead.salutation, firstName: lead.firstName, lastName: lead.lastName, phone: lead.phone, email: lead.email, street: lead.street, zip: lead.zip, city: lead.city },
      data: lead.data,
      leadsource: lead.leadsource.name,
      leadsourceSlug: lead.leadsource.slug,
      pipedriveId: lead.pipedriveId,
      duplicateOfId: lead.duplicateOfId,
      sellingStatistics: sales.map((sale) => ({
        id: sale.id,
        dateTime: sale.soldAt.toISOString(),
        organisation: { id: sale.organisationId, name: sale.organisationName },
        reclamation: sale.reclaimed,
        price: Number(sale.price),
        manual: sale.manual,
        forced: sale.forced,
        delivery: sale.delivery && {
          id: sale.delivery.id,
          status: sale.delivery.status,
          attempts: sale.delivery.attempts,
          lastError: sale.delivery.lastError,
          deliveredAt: sale.delivery.deliveredAt?.toISOString() ?? null,
          reference: sale.delivery.reference,
          nextAttemptAt: sale.delivery.nextAttemptAt?.toISOString() ?? null,
        },
      })),
    };
  }

  /** Qualifying sets `qualifiedAt` and distributes the lead (once). */
  async update(id: number, change: UpdateLeadDto): Promise<LeadDetailDto> {
    const lead = await this.find(id);
    await this.leads.update(lead.id, {
      ...(change.qualified === false ? { qualified: false, qualifiedAt: null } : {}),
      ...(change.pipedriveId !== undefined ? { pipedriveId: change.pipedriveId || null } : {}),
    });
    // Qualifying and selling are one transaction: a lead is never qualified but unsold by a crash.
    if (change.qualified === true && !lead.qualified) await this.selling.sellQualified(lead.id, { qualify: true });
    return this.detail(lead.id);
  }

  async sell(id: number, organisations: number[], force: boolean, userId: number): Promise<LeadDetailDto> {
    await this.find(id);
    await this.selling.sellManually(id, { organisations, force, userId });
    return this.detail(id);
  }

  /** A failed delivery gets a fresh set of attempts. */
  async retryDelivery(deliveryId: number): Promise<{ id: number; status: 'pending' }> {
    const delivery = await this.sales.findDelivery(deliveryId);
    if (!delivery?.outboxMessageId) throw new SalesException('DELIVERY_NOT_FOUND', `Zustellung ${deliveryId} gibt es nicht.`);
    if (delivery.status !== 'failed') throw new SalesException('NOT_RETRYABLE', 'Nur fehlgeschlagene Zustellungen können neu gestartet werden.');
    await this.sales.updateDelivery(deliveryId, { status: 'pending', lastError: null, attempts: 0 });
    await this.outbox.retry(delivery.outboxMessageId);
    return { id: deliveryId, status: 'pending' };
  }

  private async find(id: number): Promise<Lead> {
    const lead = Number.isSafeInteger(id) ? await this.leads.findWithSource(id) : null;
    if (!lead) throw new SalesException('LEAD_NOT_FOUND', `Lead ${id} gibt es nicht.`);
    return lead;
  }
}
