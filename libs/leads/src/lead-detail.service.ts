import { Injectable } from '@nestjs/common';
import { AuditService } from '@app/audit';
import { Clock, Transactional } from '@app/infrastructure';
import { DistributionSettingsService } from '@app/settings';
import { LeadDetailDto, SellingStatisticDto, UpdateLeadDto } from './dto/lead-detail.dto';
import { LeadQualityDto } from './dto/lead-quality.dto';
import { isHeldForReview } from './quality/lead-quality';
import { Lead } from './entities/lead.entity';
import { CONTACT_LABELS, editContact, leadContactOf } from './contact-edit';
import { Actor, LeadHistory } from './history/lead-history';
import { LeadSelling, ManualSaleOrder } from './lead-selling.port';
import { LeadRepository } from './lead.repository';
import { SaleOutcomes, SaleOutcomeView } from './sale-outcomes.port';
import { LeadException } from './leads.exception';
import { awaitsEmailConfirmation, emailConfirmationRequested, leadConsentOf } from './consent/lead-consent.dto';

/** The lead as the back office sees it with its sales, and what staff change on it. */
@Injectable()
export class LeadDetailService {
  constructor(
    private readonly leads: LeadRepository,
    private readonly selling: LeadSelling,
    private readonly history: LeadHistory,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly settings: DistributionSettingsService,
    private readonly outcomes: SaleOutcomes,
  ) {}

  async detail(id: number): Promise<LeadDetailDto> {
    const lead = await this.find(id);
    return {
      id: lead.id,
      lId: lead.id,
      created: lead.createdAt.toISOString(),
      realCreated: lead.realCreatedAt.toISOString(),
      qualified: lead.qualified,
      qualifiedAt: lead.qualifiedAt?.toISOString() ?? null,
      contact: leadContactOf(lead),
      data: lead.data,
      leadsource: lead.leadsource.name,
      leadsourceSlug: lead.leadsource.slug,
      pipedriveId: lead.pipedriveId,
      duplicateOfId: lead.duplicateOfId,
      sellingStatistics: await this.salesWithOutcomes(lead.id),
      recla: lead.supplierReclaimedAt !== null,
      reclamation: lead.supplierReclaimedAt ? { reason: lead.supplierReclamationReason ?? '', at: lead.supplierReclaimedAt.toISOString() } : null,
      history: await this.history.of(lead.id),
      emailConfirmedAt: lead.emailConfirmedAt?.toISOString() ?? null,
      emailConfirmationRequested: emailConfirmationRequested(lead),
      heldUntilConfirmed: awaitsEmailConfirmation(lead) && (await this.settings.get()).sellOnlyConfirmed,
      consent: leadConsentOf(lead),
      quality: LeadQualityDto.of(lead, lead.phone),
    };
  }

  /** The lead's sales, each with what its buyer says became of the lead. */
  private async salesWithOutcomes(leadId: number): Promise<SellingStatisticDto[]> {
    const sales = await this.selling.bound.salesOf(leadId);
    const outcomes = sales.length ? await this.outcomes.bound.ofSales(sales.map((sale) => sale.id)) : new Map<number, SaleOutcomeView>();
    return sales.map((sale) => ({ ...sale, outcome: outcomes.get(sale.id)?.outcome ?? null, outcomeHistory: outcomes.get(sale.id)?.history ?? [] }));
  }

  /**
   * Everything of one request in one transaction: the deal id, un-qualifying, and qualifying with the
   * lead's sale (a lead is never left qualified but unsold, nor half-saved).
   */
  @Transactional()
  async update(id: number, change: UpdateLeadDto, actor: Actor | null = null): Promise<LeadDetailDto> {
    const lead = Number.isSafeInteger(id) ? await this.leads.lockForUpdate(id) : null;
    if (!lead) throw notFound(id);
    const qualify = change.qualified === true && !lead.qualified;
    const contact = editContact(lead, change.contact);
    if (Object.keys(contact.errors).length) {
      throw new LeadException('INVALID_LEAD', `Bitte Eingaben prüfen: ${Object.values(contact.errors).join('; ')}`, { fields: contact.errors });
    }
    const patch = {
      ...contact.changes,
      ...(change.qualified === false ? { qualified: false, qualifiedAt: null } : {}),
      ...(qualify ? { qualified: true, qualifiedAt: this.clock.now() } : {}),
      // Staff qualifying a lead held for review ('Zu prüfen') decide it: it leaves the list, its findings stay.
      ...(qualify && isHeldForReview(lead.qualityStatus) ? { qualityStatus: 'ok' as const } : {}),
      ...(change.pipedriveId !== undefined ? { pipedriveId: change.pipedriveId || null } : {}),
    };
    await this.leads.update(lead.id, patch);
    await this.recordEdit(lead, change, qualify, actor);
    const changedFields = Object.keys(contact.changes) as (keyof typeof CONTACT_LABELS)[];
    if (changedFields.length) {
      await this.history.record(lead.id, 'edited', `Kontakt geändert: ${changedFields.map((field) => CONTACT_LABELS[field]).join(', ')}`, actor, this.clock.now());
    }
    if (qualify) await this.selling.bound.sellQualified(lead.id);
    await this.audit.noteChange('lead', lead.id, Object.fromEntries(Object.keys(patch).map((key) => [key, lead[key as keyof Lead]])), patch);
    return this.detail(lead.id);
  }

  /** Sold by hand (Lead Matchen, lead page); the history names the buyers, and whether rules were overridden. */
  @Transactional()
  async sell(id: number, order: ManualSaleOrder, actor: Actor | null = null): Promise<LeadDetailDto> {
    await this.find(id);
    const before = new Set((await this.selling.bound.salesOf(id)).map((sale) => sale.id));
    await this.selling.bound.sellManually(id, order);
    const detail = await this.detail(id);
    const sold = detail.sellingStatistics.filter((sale) => !before.has(sale.id));
    if (sold.length) {
      const buyers = sold.map((sale) => `${sale.organisation.name}${sale.forced ? ' (erzwungen)' : ''}`).join(', ');
      await this.history.record(id, 'sold', `Von Hand verkauft an ${buyers}`, actor, this.clock.now());
      return this.detail(id);
    }
    return detail;
  }

  private async recordEdit(lead: Lead, change: UpdateLeadDto, qualify: boolean, actor: Actor | null): Promise<void> {
    const now = this.clock.now();
    if (qualify) await this.history.record(lead.id, 'qualified', 'Qualifiziert', actor, now);
    if (change.qualified === false && lead.qualified) await this.history.record(lead.id, 'unqualified', 'Qualifizierung zurückgenommen', actor, now);
    const dealId = change.pipedriveId === undefined ? undefined : change.pipedriveId || null;
    if (dealId !== undefined && dealId !== lead.pipedriveId) {
      await this.history.record(lead.id, 'edited', dealId ? `Deal-Id auf ${dealId} gesetzt` : 'Deal-Id entfernt', actor, now);
    }
  }

  /** One sale reclaimed or its reclamation reverted (confirmed by staff on the lead page). */
  async reclaimSale(id: number, organisationId: number, saleId: number, reclaimed: boolean, actor: Actor): Promise<LeadDetailDto> {
    await this.find(id);
    await this.selling.bound.setSaleReclaimed(id, organisationId, saleId, reclaimed, actor);
    return this.detail(id);
  }

  /** 'Reklamation durch Käufer': all of the lead's sales, with the buyers' reason. */
  async reclaimByBuyers(id: number, note: string, actor: Actor): Promise<LeadDetailDto> {
    await this.find(id);
    await this.selling.bound.reclaimAllSales(id, note, actor);
    return this.detail(id);
  }

  private async find(id: number): Promise<Lead> {
    const lead = Number.isSafeInteger(id) ? await this.leads.findWithSource(id) : null;
    if (!lead) throw notFound(id);
    return lead;
  }
}

const notFound = (id: number) => new LeadException('LEAD_NOT_FOUND', `Lead ${id} gibt es nicht.`);
