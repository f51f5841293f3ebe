import { Injectable, OnModuleInit } from '@nestjs/common';
import { Actor, LeadSelling, LeadSellingPort, ManualSaleOrder, SellingStatisticDto } from '@app/leads';
import { SaleRepository } from './sale.repository';
import { SaleReclamationService } from './sale-reclamation.service';
import { SalesService } from './sales.service';

/** Plugs selling into the lead detail of libs/leads (see LeadSelling there for why it is a port). */
@Injectable()
export class LeadSellingAdapter implements LeadSellingPort, OnModuleInit {
  constructor(
    private readonly port: LeadSelling,
    private readonly selling: SalesService,
    private readonly sales: SaleRepository,
    private readonly reclamation: SaleReclamationService,
  ) {}

  onModuleInit(): void {
    this.port.bind(this);
  }

  async sellQualified(leadId: number): Promise<void> {
    await this.selling.sellQualified(leadId);
  }

  async sellManually(leadId: number, order: ManualSaleOrder): Promise<void> {
    await this.selling.sellManually(leadId, order);
  }

  async salesOf(leadId: number): Promise<SellingStatisticDto[]> {
    const sales = await this.sales.salesWithDeliveries(leadId);
    return sales.map((sale) => ({
      id: sale.id,
      dateTime: sale.soldAt.toISOString(),
      organisation: { id: sale.organisationId, name: sale.organisationName },
      reclamation: sale.reclaimed,
      reclaimedAt: sale.reclaimedAt?.toISOString() ?? null,
      reclamationNote: sale.reclamationNote,
      price: Number(sale.price),
      exclusive: sale.exclusive,
      kind: sale.kind,
      priceRules: sale.priceRules,
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
        fallback: sale.delivery.fallback,
        fallbackAt: sale.delivery.fallbackAt?.toISOString() ?? null,
      },
    }));
  }

  setSaleReclaimed(leadId: number, organisationId: number, saleId: number, reclaimed: boolean, actor: Actor): Promise<void> {
    return this.reclamation.setReclaimed(leadId, organisationId, saleId, reclaimed, actor);
  }

  reclaimAllSales(leadId: number, note: string, actor: Actor): Promise<void> {
    return this.reclamation.reclaimAll(leadId, note, actor);
  }
}
