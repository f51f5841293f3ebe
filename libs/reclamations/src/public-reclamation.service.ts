import { Injectable } from '@nestjs/common';
import { Clock, Transactional } from '@app/infrastructure';
import { ReclamationSettingsService } from '@app/settings';
import { formatDate, type ReclamationReasonCode } from '@app/contract';
import { canFile, deadlineOf, STATUS_LABELS } from './decision-rules';
import type { FileReclamationDto, PublicReclamationDto } from './dto/reclamation.dto';
import { ReclamationRequest } from './entities/reclamation-request.entity';
import { Caller, PortalComplainant, ReclamationAccess, ReclamationCredentials } from './reclamation-access';
import { documentDto } from './reclamation-view';
import { BuyerOfComplaint, ReclamationRepository, SaleOfLead } from './reclamation.repository';
import { ReclamationException } from './reclamations.exception';
import { ComplaintRulesService } from './rules/complaint-rules.service';

/** Who a status change is attributed to: the staff member, or the buying company. */
export const changedBy = (caller: Caller, buyer: BuyerOfComplaint) =>
  caller.kind === 'staff'
    ? { userId: caller.actor.id, userName: caller.actor.name }
    : { userId: null, userName: caller.userName ? `${caller.userName} (${buyer.name}, Käufer)`.slice(0, 200) : `${buyer.name} (Käufer)` };

type Checked = { caller: Caller; buyer: BuyerOfComplaint };

/** The buyer's side: look at its complaint about a lead, file it, change the reason while it is open. */
@Injectable()
export class PublicReclamationService {
  constructor(
    private readonly reclamations: ReclamationRepository,
    private readonly access: ReclamationAccess,
    private readonly settings: ReclamationSettingsService,
    private readonly rules: ComplaintRulesService,
    private readonly clock: Clock,
  ) {}

  async get(credentials: ReclamationCredentials, organisationId: number, leadId: number): Promise<PublicReclamationDto> {
    return this.show(await this.access.check(credentials, organisationId, leadId), leadId);
  }

  /** The buyers' portal: the complaint about a lead sold to the logged-in user's organisation. */
  async getInPortal(complainant: PortalComplainant, leadId: number): Promise<PublicReclamationDto> {
    return this.show(await this.access.portal(complainant), leadId);
  }

  /** The portal files through the same rules, deadline and queue as the page behind the mail's link. */
  async fileInPortal(complainant: PortalComplainant, leadId: number, content: string, reasonCode?: ReclamationReasonCode | null): Promise<PublicReclamationDto> {
    return this.fileThenDecide(await this.access.portal(complainant), leadId, content, reasonCode);
  }

  private async show({ buyer }: Checked, leadId: number): Promise<PublicReclamationDto> {
    const sale = await this.saleOf(buyer, leadId);
    return this.view(buyer, sale, await this.reclamations.findBySale(sale.saleId));
  }

  /**
   * One complaint per sale: the first call files it (status open), later ones change the reason while
   * it is still open. Buyers must give a reason and keep to the deadline; staff need neither.
   */
  async file(credentials: ReclamationCredentials, payload: FileReclamationDto): Promise<PublicReclamationDto> {
    return this.fileThenDecide(await this.access.check(credentials, payload.oId, payload.lId), payload.lId, payload.content, payload.reasonCode);
  }

  /**
   * Files (one transaction), then lets the complaint rules decide what the product can prove (their own
   * transaction: a rule that fails leaves the complaint filed and open for staff). The answer shows the outcome.
   */
  private async fileThenDecide(checked: Checked, leadId: number, content: string | undefined, reasonCode: ReclamationReasonCode | null | undefined): Promise<PublicReclamationDto> {
    const { sale, request } = await this.fileAs(checked, leadId, content, reasonCode);
    const decided = await this.rules.decideFiled(request.id, sale);
    return this.view(checked.buyer, sale, decided ? await this.reclamations.findBySale(sale.saleId) : request);
  }

  @Transactional()
  private async fileAs(
    { caller, buyer }: Checked,
    leadId: number,
    content: string | undefined,
    reasonCode: ReclamationReasonCode | null | undefined,
  ): Promise<{ sale: SaleOfLead; request: ReclamationRequest }> {
    const sale = await this.saleOf(buyer, leadId);
    const reason = (content ?? '').trim();
    if (caller.kind === 'buyer' && !reason) {
      throw new ReclamationException('INVALID_RECLAMATION', 'Bitte geben Sie einen Reklamationsgrund ein.', { fields: { content: 'Bitte geben Sie einen Reklamationsgrund ein.' } });
    }
    const [existing] = await this.lockBySale(sale.saleId);
    if (existing && !canFile(existing.status)) {
      throw new ReclamationException(
        'NOT_OPEN',
        `Die Reklamation zu Lead ${sale.leadId} ist nicht mehr offen (${STATUS_LABELS[existing.status]}) und kann nicht mehr geändert werden.`,
      );
    }
    const now = this.clock.now();
    const deadline = await this.deadline(sale);
    if (caller.kind === 'buyer' && now > deadline) {
      throw new ReclamationException('DEADLINE_PASSED', `Die Reklamationsfrist für Lead ${sale.leadId} endete am ${formatDate(deadline)}. Eine Reklamation ist nicht mehr möglich.`, {
        deadline: deadline.toISOString(),
      });
    }
    if (existing) return { sale, request: await this.change(existing, reason, reasonCode, now) };
    const created = await this.reclamations.insert({
      saleId: sale.saleId,
      leadId: sale.leadId,
      organisationId: sale.organisationId,
      status: 'open',
      request: reason,
      answer: null,
      reasonCode: reasonCode ?? null,
      decidedByRule: null,
      decidedByText: null,
      supplierReclaimed: null,
      supplierNote: null,
      createdAt: now,
      updatedAt: now,
    });
    if (!created) {
      // Filed at the same moment from another tab: this call changes the reason of that one.
      const [other] = await this.lockBySale(sale.saleId);
      if (!canFile(other.status)) throw new ReclamationException('NOT_OPEN', `Die Reklamation zu Lead ${sale.leadId} ist nicht mehr offen.`);
      return { sale, request: await this.change(other, reason, reasonCode, now) };
    }
    await this.reclamations.addStatusChange({ requestId: created.id, at: now, status: 'open', note: reason || null, ...changedBy(caller, buyer) });
    return { sale, request: created };
  }

  /** A new reason for an open complaint; a payload without `reasonCode` keeps the chosen one (older clients send text only). */
  private async change(request: ReclamationRequest, reason: string, reasonCode: ReclamationReasonCode | null | undefined, now: Date): Promise<ReclamationRequest> {
    const code = reasonCode === undefined ? request.reasonCode : reasonCode;
    await this.reclamations.update(request.id, { request: reason, reasonCode: code, updatedAt: now });
    return { ...request, request: reason, reasonCode: code, updatedAt: now };
  }

  private async lockBySale(saleId: number): Promise<ReclamationRequest[]> {
    const found = await this.reclamations.findBySale(saleId);
    return found ? this.reclamations.lock([found.id]) : [];
  }

  private async saleOf(buyer: BuyerOfComplaint, leadId: number): Promise<SaleOfLead> {
    const sale = await this.reclamations.saleOf(buyer.id, leadId);
    if (!sale) throw new ReclamationException('SALE_NOT_FOUND', `Lead ${leadId} wurde nicht an ${buyer.name} verkauft.`);
    return sale;
  }

  private async deadline(sale: SaleOfLead): Promise<Date> {
    return deadlineOf(sale.soldAt, (await this.settings.get()).deadlineDays);
  }

  private async view(buyer: BuyerOfComplaint, sale: SaleOfLead, request: ReclamationRequest | null): Promise<PublicReclamationDto> {
    const deadline = await this.deadline(sale);
    const documents = request ? ((await this.reclamations.documentsOf([request.id])).get(request.id) ?? []) : [];
    return {
      exists: request !== null,
      id: request?.id ?? null,
      status: request?.status ?? 'open',
      content: { request: request?.request ?? '', answer: request?.answer ?? null },
      documents: documents.map(documentDto),
      leadId: sale.leadId,
      organisationId: buyer.id,
      organisationName: buyer.name,
      leadBought: sale.soldAt.toISOString(),
      deadline: deadline.toISOString(),
      deadlinePassed: this.clock.now() > deadline,
      // Left out while empty: the answer about a complaint without them reads as before.
      ...(request?.reasonCode ? { reasonCode: request.reasonCode } : {}),
      ...(request?.decidedByRule ? { decidedBy: { rule: request.decidedByRule, text: request.decidedByText ?? '' } } : {}),
    };
  }
}
