import { Injectable } from '@nestjs/common';
import { FunnelService } from '@app/funnel-questions';
import type { ListPage, XlsxColumn } from '@app/infrastructure';
import { LEAD_EXPORT_COLUMNS, type LeadExportRow, type LeadListRow } from '@app/leads';
import { LeadOutcomesService } from '@app/lead-outcomes';
import { PublicReclamationService, type PublicReclamationDto } from '@app/reclamations';
import {
  FilterError,
  LEAD_OUTCOME_LABELS,
  LEAD_OUTCOME_STATUSES,
  MAX_ID,
  parseTimeFilter,
  type LeadOutcome,
  type LeadOutcomeInput,
  type ListQuery,
} from '@app/contract';
import type { BuyerPrincipal } from '@app/portal-auth';
import { leadNotFound, PortalException } from '../portal.exception';
import { PORTAL_COMPLAINT_STATUSES, PortalAnswerDto, PortalComplaintDto, PortalLeadDetailDto, PortalLeadDto } from './portal-lead.dto';
import { PortalLeadFilter, PortalLeadRepository, PortalLeadRow, PortalLeadSortField } from './portal-lead.repository';
import { COMPLAINT_STATUS_LABELS, complaintSummaryOf, deliveryOf, outcomeDto } from './portal-view';

/** A row of the portal's lead export: the staff export's row of this sale, with its outcome. */
export interface PortalExportRow extends LeadExportRow {
  outcome: LeadOutcome | null;
}

/** The staff export's 23 columns, then what became of the lead. */
export const PORTAL_EXPORT_COLUMNS: XlsxColumn<PortalExportRow>[] = [
  ...LEAD_EXPORT_COLUMNS,
  { header: 'Ergebnis', width: 24, value: (row) => (row.outcome ? LEAD_OUTCOME_LABELS[row.outcome.status] : '') },
  { header: 'Auftragswert', width: 14, type: 'money', value: (row) => (row.outcome?.status === 'won' ? row.outcome.value : null) },
];

/** `q` is react-admin's search box: a postal-code prefix here. */
const FILTER_KEYS = new Set(['from', 'to', 'zip', 'outcome', 'complaint', 'q', 'id']);

const text = (value: unknown): string | null => (value === undefined || value === null || value === '' ? null : typeof value === 'string' || typeof value === 'number' ? String(value).trim() : null);

/** Lead numbers of react-admin's getMany (`{"id":[1,2]}`, or one number). */
function leadIds(value: unknown): number[] | null {
  if (value === undefined || value === null) return null;
  const list = Array.isArray(value) ? value : [value];
  const ids = list.map((id) => (typeof id === 'string' && /^\d{1,10}$/.test(id) ? Number(id) : id));
  if (ids.length > 500 || !ids.every((id) => Number.isSafeInteger(id) && (id as number) >= 1 && (id as number) <= MAX_ID)) {
    throw new FilterError('id muss eine Lead-Nummer oder eine Liste von höchstens 500 Lead-Nummern sein.');
  }
  return ids as number[];
}

/** The list filter from ra-data-simple-rest's `filter` object; a wrong value is a 400 naming it. */
export function portalLeadFilter(raw: Record<string, unknown>): PortalLeadFilter {
  try {
    const unknown = Object.keys(raw).filter((key) => !FILTER_KEYS.has(key));
    if (unknown.length) throw new FilterError(`Unbekannter Filter: ${unknown.join(', ')}. Möglich sind from, to, zip, outcome und complaint.`);
    const soldFrom = parseTimeFilter(text(raw.from) ?? undefined, 'start', 'from');
    const soldBefore = parseTimeFilter(text(raw.to) ?? undefined, 'end', 'to');
    if (soldFrom && soldBefore && soldFrom >= soldBefore) throw new FilterError('from muss vor to liegen.');
    const zip = text(raw.zip ?? raw.q);
    if (zip !== null && !/^\d{1,5}$/.test(zip)) throw new FilterError('zip muss der Anfang einer Postleitzahl sein (1 bis 5 Ziffern).');
    const outcome = text(raw.outcome);
    if (outcome !== null && outcome !== 'none' && !(LEAD_OUTCOME_STATUSES as readonly string[]).includes(outcome)) {
      throw new FilterError(`outcome muss none oder eines von ${LEAD_OUTCOME_STATUSES.join(', ')} sein.`);
    }
    const complaint = text(raw.complaint);
    if (complaint !== null && complaint !== 'none' && !(PORTAL_COMPLAINT_STATUSES as readonly string[]).includes(complaint)) {
      throw new FilterError(`complaint muss none oder eines von ${PORTAL_COMPLAINT_STATUSES.join(', ')} sein.`);
    }
    return { soldFrom, soldBefore, zipPrefix: zip, outcome, complaint, leadIds: leadIds(raw.id) };
  } catch (error) {
    if (error instanceof FilterError) throw new PortalException('INVALID_FILTER', error.message);
    throw error;
  }
}

/** The buyer's leads: every sale to its organisation, never another's. */
@Injectable()
export class PortalLeadsService {
  constructor(
    private readonly leads: PortalLeadRepository,
    private readonly funnel: FunnelService,
    private readonly outcomes: LeadOutcomesService,
    private readonly complaints: PublicReclamationService,
  ) {}

  async list(organisationId: number, query: ListQuery<PortalLeadSortField>): Promise<ListPage<PortalLeadDto>> {
    const { rows, total } = await this.leads.page(organisationId, portalLeadFilter(query.filter), query);
    const outcomes = await this.outcomes.currentFor(organisationId, rows.map((row) => row.leadId));
    const labels = await this.answerLabels();
    return { rows: rows.map((row) => this.item(row, outcomes.get(row.leadId) ?? null, labels)), total, offset: query.offset };
  }

  async detail(buyer: BuyerPrincipal, leadId: number): Promise<PortalLeadDetailDto> {
    const row = await this.find(buyer.organisationId, leadId);
    const [{ outcome, outcomeHistory }, complaint, labels] = await Promise.all([
      this.outcomes.of(buyer.organisationId, leadId),
      this.complaints.getInPortal({ organisationId: buyer.organisationId, userName: buyer.name }, leadId),
      this.answerLabels(),
    ]);
    const item = this.item(row, outcome, labels);
    return { ...item, outcomeHistory: outcomeHistory.map((entry) => outcomeDto(entry)!), complaintDetail: portalComplaint(complaint, leadId), deliveries: item.delivery ? [item.delivery] : [] };
  }

  /** The lead or a 404: a lead sold to another organisation (or to none) is not there for this buyer. */
  async find(organisationId: number, leadId: number): Promise<PortalLeadRow> {
    const row = await this.leads.one(organisationId, leadId);
    if (!row) throw leadNotFound(leadId);
    return row;
  }

  /** Every sale the filter selects, newest first, in batches, as rows of the export. */
  async *exportBatches(organisationId: number, filter: Record<string, unknown>, batchSize = 1000): AsyncGenerator<PortalExportRow[]> {
    const parsed = portalLeadFilter(filter);
    let after: { soldAt: Date; saleId: number } | null = null;
    for (;;) {
      const rows = await this.leads.batchAfter(organisationId, parsed, after, batchSize);
      if (rows.length) {
        const outcomes = await this.outcomes.currentFor(organisationId, rows.map((row) => row.leadId));
        yield rows.map((row) => exportRow(row, outcomes.get(row.leadId) ?? null));
      }
      if (rows.length < batchSize) return;
      const last = rows[rows.length - 1];
      after = { soldAt: last.soldAt, saleId: last.saleId };
    }
  }

  /** The buyer's answer what became of the lead, kept with time and user; answers the lead as the detail does. */
  async setOutcome(buyer: BuyerPrincipal, leadId: number, input: unknown): Promise<PortalLeadDetailDto> {
    await this.find(buyer.organisationId, leadId);
    await this.outcomes.record(buyer.organisationId, leadId, input as LeadOutcomeInput, { kind: 'buyer', userId: buyer.userId, name: buyer.name });
    return this.detail(buyer, leadId);
  }

  private item(row: PortalLeadRow, outcome: LeadOutcome | null, labels: Map<string, string>): PortalLeadDto {
    return {
      id: row.leadId,
      saleId: row.saleId,
      soldAt: new Date(row.soldAt).toISOString(),
      price: Number(row.price),
      exclusive: row.exclusive,
      priceRules: row.priceRules ?? [],
      reclaimed: row.reclaimed,
      reclaimedAt: row.reclaimedAt ? new Date(row.reclaimedAt).toISOString() : null,
      created: new Date(row.createdAt).toISOString(),
      contact: { salutation: row.salutation, firstName: row.firstName, lastName: row.lastName, phone: row.phone, email: row.email, street: row.street, zip: row.zip, city: row.city },
      answers: answersOf(row.data, labels),
      delivery: deliveryOf(row),
      complaint: complaintSummaryOf(row),
      outcome: outcomeDto(outcome),
    };
  }

  /** The funnel's questions by step key, in the funnel's order. */
  private async answerLabels(): Promise<Map<string, string>> {
    return new Map((await this.funnel.list()).map((step) => [step.key, step.title]));
  }
}

/** The answers in the funnel's order, each under its question; keys the funnel no longer asks follow, named by their key. */
function answersOf(data: Record<string, string>, labels: Map<string, string>): PortalAnswerDto[] {
  const order = [...labels.keys()];
  const rank = (key: string) => (labels.has(key) ? order.indexOf(key) : order.length);
  return Object.entries(data)
    .filter(([, value]) => value !== undefined && value !== null && String(value) !== '')
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => ({ key, label: labels.get(key) ?? key, value: String(value) }));
}

function portalComplaint(complaint: PublicReclamationDto, leadId: number): PortalComplaintDto {
  const status = complaint.status;
  return {
    exists: complaint.exists,
    id: complaint.id,
    status,
    statusLabel: complaint.exists ? COMPLAINT_STATUS_LABELS[status] : 'Keine Reklamation',
    request: complaint.content.request,
    answer: complaint.content.answer,
    proofRequested: complaint.exists && status === 'proofRequired',
    documents: complaint.documents.map((document) => ({ ...document, url: `/portal-api/leads/${leadId}/complaint/documents/${document.id}` })),
    deadline: complaint.deadline,
    deadlinePassed: complaint.deadlinePassed,
    canFile: (!complaint.exists || status === 'open') && !complaint.deadlinePassed,
    canUpload: complaint.exists && (status === 'open' || status === 'proofRequired'),
    ...(complaint.reasonCode ? { reasonCode: complaint.reasonCode } : {}),
    ...(complaint.decidedBy ? { decidedBy: complaint.decidedBy } : {}),
  };
}

/** The staff export's row of this one sale: the lead with only this buyer's sale, so no other buyer is named. */
function exportRow(row: PortalLeadRow, outcome: LeadOutcome | null): PortalExportRow {
  const sale = { id: row.saleId, soldAt: new Date(row.soldAt).toISOString(), organisationId: 0, organisationName: row.organisationName, reclaimed: row.reclaimed };
  const lead: LeadListRow = {
    id: row.leadId,
    createdAt: row.createdAt,
    realCreatedAt: row.createdAt,
    qualified: true,
    qualifiedAt: null,
    // The supplier's reclamation is the operator's business with its supplier, not the buyer's.
    supplierReclaimedAt: null,
    supplierReclamationReason: null,
    salutation: row.salutation,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    email: row.email,
    street: row.street,
    zip: row.zip,
    city: row.city,
    data: row.data,
    pipedriveId: null,
    duplicateOfId: null,
    emailConfirmedAt: null,
    emailConfirmationRequested: false,
    // The intake's quality verdict is the operator's assessment of its supplier's lead, not the buyer's.
    qualityScore: null,
    qualityStatus: null,
    qualityFindings: [],
    qualityCheckedAt: null,
    // Which supplier a lead came from is the operator's business relation: the column stays, empty.
    leadsourceName: '',
    leadsourceSlug: '',
    sales: [sale],
  };
  return { lead, sale, outcome };
}
