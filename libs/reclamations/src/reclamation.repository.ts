import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { TransactionalRepository } from '@app/infrastructure';
import type { ListQuery, ReclamationReasonCode } from '@app/contract';
import type { ReclamationStatus } from './decision-rules';
import type { ComplaintRule, OtherSale, PersonOfLead } from './rules/complaint-rules';
import { ReclamationDocument } from './entities/reclamation-document.entity';
import { ReclamationRequest } from './entities/reclamation-request.entity';
import { ReclamationStatusChange } from './entities/reclamation-status-change.entity';

/** The sale a complaint is about, with what the complaint shows of its lead and buyer. */
export interface SaleOfLead {
  saleId: number;
  leadId: number;
  organisationId: number;
  soldAt: Date;
  reclaimed: boolean;
}

/** What the complaint needs of a buyer: its token's key, its name and where its mails go. */
export interface BuyerOfComplaint {
  id: number;
  name: string;
  apiKey: string;
  email: string;
  reclamationEmail: string;
}

/** One complaint with what the queue shows of its lead, sale and buyer. */
export interface ReclamationRow {
  id: number;
  saleId: number;
  leadId: number;
  organisationId: number;
  organisationName: string;
  pipedriveId: string | null;
  leadZip: string;
  soldAt: Date;
  saleReclaimed: boolean;
  createdAt: Date;
  status: ReclamationStatus;
  request: string;
  answer: string | null;
  reasonCode: ReclamationReasonCode | null;
  decidedByRule: ComplaintRule | null;
  decidedByText: string | null;
  supplierReclaimed: boolean | null;
  supplierNote: string | null;
}

/** What the complaint rules read of the lead a complaint is about. */
export interface LeadOfComplaint extends PersonOfLead {
  zip: string;
  qualityFindings: { code: string }[];
}

export interface ReclamationFilter {
  statuses: readonly ReclamationStatus[];
  zipPrefix: string | null;
  organisationId: number | null;
  pipedriveId: string | null;
}

export const RECLAMATION_SORT_FIELDS = ['creationDate', 'leadId', 'organisationName', 'leadZip', 'leadBought'] as const;
export type ReclamationSortField = (typeof RECLAMATION_SORT_FIELDS)[number];

const SORT_COLUMNS: Record<ReclamationSortField, string> = {
  creationDate: 'r.created_at',
  leadId: 'r.lead_id',
  organisationName: 'lower(o.name)',
  leadZip: 'l.zip',
  leadBought: 's.sold_at',
};

/** Sales and accepted complaints of buyers in two periods (the complaint rate). */
export interface ComplaintCounts {
  salesThisMonth: number;
  /** This month's sales not reclaimed: what the monthly lead limit counts. */
  keptThisMonth: number;
  reclaimedThisMonth: number;
  salesBefore: number;
  reclaimedBefore: number;
}

const ROW_SELECT = `
  SELECT r.id, r.sale_id AS "saleId", r.lead_id AS "leadId", r.organisation_id AS "organisationId", o.name AS "organisationName",
         l.pipedrive_id AS "pipedriveId", l.zip AS "leadZip", s.sold_at AS "soldAt", s.reclaimed AS "saleReclaimed",
         r.created_at AS "createdAt", r.status, r.request, r.answer, r.reason_code AS "reasonCode",
         r.decided_by_rule AS "decidedByRule", r.decided_by_text AS "decidedByText",
         r.supplier_reclaimed AS "supplierReclaimed", r.supplier_note AS "supplierNote"
    FROM reclamation_request r
    JOIN sale s ON s.id = r.sale_id
    JOIN lead l ON l.id = r.lead_id
    JOIN organisation o ON o.id = r.organisation_id`;

/** How far a duplicate chain is followed (a chain is a few leads; the bound only guards against a cycle). */
const MAX_CHAIN = 50;

const toPerson = (row: PersonOfLead): PersonOfLead => ({
  leadId: Number(row.leadId),
  rootId: Number(row.rootId ?? row.leadId),
  createdAt: new Date(row.createdAt),
  phone: row.phone ?? '',
  email: row.email ?? '',
});

const toRow = (row: ReclamationRow): ReclamationRow => ({
  ...row,
  id: Number(row.id),
  saleId: Number(row.saleId),
  leadId: Number(row.leadId),
  organisationId: Number(row.organisationId),
  soldAt: new Date(row.soldAt),
  createdAt: new Date(row.createdAt),
});

/**
 * Complaints, their documents and status history. Reads `sale`, `lead` and `organisation` (never writes
 * them: a sale is reclaimed through the sales lib).
 */
@Injectable()
export class ReclamationRepository extends TransactionalRepository {
  private get requests() {
    return this.manager.getRepository(ReclamationRequest);
  }

  async buyer(organisationId: number): Promise<BuyerOfComplaint | null> {
    const rows: BuyerOfComplaint[] = await this.manager.query(
      `SELECT id, name, api_key AS "apiKey", email, coalesce(config->>'reclamationEmail', '') AS "reclamationEmail" FROM organisation WHERE id = $1`,
      [organisationId],
    );
    return rows[0] ? { ...rows[0], id: Number(rows[0].id) } : null;
  }

  async saleOf(organisationId: number, leadId: number): Promise<SaleOfLead | null> {
    const rows: SaleOfLead[] = await this.manager.query(
      `SELECT id AS "saleId", lead_id AS "leadId", organisation_id AS "organisationId", sold_at AS "soldAt", reclaimed FROM sale WHERE organisation_id = $1 AND lead_id = $2`,
      [organisationId, leadId],
    );
    return rows[0] ? { ...rows[0], saleId: Number(rows[0].saleId), leadId: Number(rows[0].leadId), organisationId: Number(rows[0].organisationId), soldAt: new Date(rows[0].soldAt) } : null;
  }

  /** The name of the lead's supplier (lead source). */
  async supplierName(leadId: number): Promise<string> {
    const rows: { name: string }[] = await this.manager.query(`SELECT s.name FROM lead l JOIN leadsource s ON s.id = l.leadsource_id WHERE l.id = $1`, [leadId]);
    return rows[0]?.name ?? '';
  }

  async saleReclaimed(saleId: number): Promise<boolean> {
    const rows: { reclaimed: boolean }[] = await this.manager.query(`SELECT reclaimed FROM sale WHERE id = $1`, [saleId]);
    return rows[0]?.reclaimed ?? false;
  }

  findById(id: number): Promise<ReclamationRequest | null> {
    return this.requests.findOneBy({ id });
  }

  findBySale(saleId: number): Promise<ReclamationRequest | null> {
    return this.requests.findOneBy({ saleId });
  }

  /** Holds the complaints until the transaction ends (decisions, uploads and filing run one after the other). */
  lock(ids: number[]): Promise<ReclamationRequest[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.requests.createQueryBuilder('r').setLock('pessimistic_write').where('r.id IN (:...ids)', { ids }).orderBy('r.id').getMany();
  }

  /** A new complaint; null when one for the sale was stored meanwhile (a second tab, a double click). */
  insert(request: Omit<ReclamationRequest, 'id' | 'sale' | 'lead' | 'organisation'>): Promise<ReclamationRequest | null> {
    return this.unlessTaken('uq_reclamation_request_sale', () => this.requests.save(this.requests.create(request)));
  }

  async update(
    id: number,
    change: Partial<Pick<ReclamationRequest, 'status' | 'request' | 'answer' | 'updatedAt' | 'reasonCode' | 'decidedByRule' | 'decidedByText' | 'supplierReclaimed' | 'supplierNote'>>,
  ): Promise<void> {
    await this.requests.update({ id }, change);
  }

  async addStatusChange(change: Omit<ReclamationStatusChange, 'id' | 'request'>): Promise<void> {
    await this.manager.getRepository(ReclamationStatusChange).insert(change);
  }

  history(requestId: number): Promise<ReclamationStatusChange[]> {
    return this.manager.getRepository(ReclamationStatusChange).find({ where: { requestId }, order: { at: 'DESC', id: 'DESC' } });
  }

  async documentsOf(requestIds: number[]): Promise<Map<number, ReclamationDocument[]>> {
    const byRequest = new Map<number, ReclamationDocument[]>(requestIds.map((id) => [id, []]));
    if (requestIds.length === 0) return byRequest;
    const documents = await this.manager.getRepository(ReclamationDocument).find({ where: { requestId: In(requestIds) }, order: { uploadedAt: 'ASC', name: 'ASC' } });
    for (const document of documents) byRequest.get(document.requestId)?.push(document);
    return byRequest;
  }

  countDocuments(requestId: number): Promise<number> {
    return this.manager.getRepository(ReclamationDocument).countBy({ requestId });
  }

  /** Which of these storage keys a document row names (the sweep of unrecorded files asks). */
  async storedKeysAmong(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.manager.getRepository(ReclamationDocument).find({ select: { storageKey: true }, where: { storageKey: In(keys) } });
    return new Set(rows.map((row) => row.storageKey));
  }

  async insertDocuments(documents: Omit<ReclamationDocument, 'id' | 'request'>[]): Promise<void> {
    if (documents.length) await this.manager.getRepository(ReclamationDocument).insert(documents);
  }

  /** A document with the complaint's buyer and lead (whose token may download it). */
  async document(id: string): Promise<(ReclamationDocument & { organisationId: number; leadId: number }) | null> {
    const document = await this.manager.getRepository(ReclamationDocument).findOne({ where: { id }, relations: { request: true } });
    return document ? Object.assign(document, { organisationId: document.request.organisationId, leadId: document.request.leadId }) : null;
  }

  async row(id: number): Promise<ReclamationRow | null> {
    const rows: ReclamationRow[] = await this.manager.query(`${ROW_SELECT} WHERE r.id = $1`, [id]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** One page of the queue and the total. */
  async page(filter: ReclamationFilter, query: ListQuery<ReclamationSortField>): Promise<{ rows: ReclamationRow[]; total: number }> {
    const { where, params } = this.where(filter);
    const order = `${SORT_COLUMNS[query.sort.field]} ${query.sort.order}, r.id ${query.sort.order}`;
    const [rows, [{ total }]] = await Promise.all([
      this.manager.query(`${ROW_SELECT} ${where} ORDER BY ${order} LIMIT ${query.limit} OFFSET ${query.offset}`, params) as Promise<ReclamationRow[]>,
      this.manager.query(
        `SELECT count(*)::int AS total FROM reclamation_request r JOIN lead l ON l.id = r.lead_id ${where}`,
        params,
      ) as Promise<{ total: number }[]>,
    ]);
    return { rows: rows.map(toRow), total: Number(total) };
  }

  /** The lead with the root of its duplicate chain (`duplicate_of_id` followed to its first lead). */
  async leadOfComplaint(leadId: number): Promise<LeadOfComplaint | null> {
    const rows: (LeadOfComplaint & { qualityFindings: { code: string }[] | null })[] = await this.manager.query(
      `WITH RECURSIVE chain(id, duplicate_of_id, depth) AS (
         SELECT id, duplicate_of_id, 0 FROM lead WHERE id = $1
         UNION ALL
         SELECT l.id, l.duplicate_of_id, c.depth + 1 FROM lead l JOIN chain c ON l.id = c.duplicate_of_id WHERE c.depth < ${MAX_CHAIN}
       )
       SELECT l.id AS "leadId", (SELECT id FROM chain ORDER BY depth DESC LIMIT 1) AS "rootId", l.created_at AS "createdAt",
              l.phone, l.email, l.zip, l.quality_findings AS "qualityFindings"
         FROM lead l WHERE l.id = $1`,
      [leadId],
    );
    const row = rows[0];
    return row ? { ...toPerson(row), zip: row.zip, qualityFindings: row.qualityFindings ?? [] } : null;
  }

  /**
   * The buyer's other sales in [from, to] whose lead is the same person as `person` (same duplicate chain, phone
   * or e-mail), read off the sales' (organisation, sold_at) index; each with its lead's chain root.
   */
  async otherSalesOfPerson(organisationId: number, person: PersonOfLead, from: Date, to: Date): Promise<OtherSale[]> {
    const rows: (OtherSale & { reclaimed: boolean })[] = await this.manager.query(
      `WITH RECURSIVE candidate AS (
         SELECT s.lead_id, s.sold_at, s.reclaimed FROM sale s
          WHERE s.organisation_id = $1 AND s.lead_id <> $2 AND s.sold_at >= $3 AND s.sold_at <= $4
       ), chain(start_id, id, duplicate_of_id, depth) AS (
         SELECT l.id, l.id, l.duplicate_of_id, 0 FROM lead l JOIN candidate c ON c.lead_id = l.id
         UNION ALL
         SELECT ch.start_id, l.id, l.duplicate_of_id, ch.depth + 1 FROM lead l JOIN chain ch ON l.id = ch.duplicate_of_id WHERE ch.depth < ${MAX_CHAIN}
       ), root AS (
         SELECT DISTINCT ON (start_id) start_id, id AS root_id FROM chain ORDER BY start_id, depth DESC
       )
       SELECT c.lead_id AS "leadId", r.root_id AS "rootId", l.created_at AS "createdAt", l.phone, l.email, c.sold_at AS "soldAt", c.reclaimed
         FROM candidate c JOIN lead l ON l.id = c.lead_id JOIN root r ON r.start_id = c.lead_id
        WHERE r.root_id = $5 OR (l.phone <> '' AND l.phone = $6) OR (l.email <> '' AND l.email = $7)`,
      [organisationId, person.leadId, from, to, person.rootId, person.phone, person.email],
    );
    return rows.map((row) => ({ ...toPerson(row), soldAt: new Date(row.soldAt), reclaimed: row.reclaimed === true }));
  }

  /**
   * Per buyer: its sales in [thisMonth, until) and [before, thisMonth), and how many of them are reclaimed
   * (by an accepted complaint or by staff on the lead page: what the statistics count). Reads the sales
   * off their (organisation, sold_at) index.
   */
  async complaintCounts(organisationIds: number[], before: Date, thisMonth: Date, until: Date): Promise<Map<number, ComplaintCounts>> {
    if (organisationIds.length === 0) return new Map();
    const rows: { organisation_id: number; sales_this_month: string; reclaimed_this_month: string; sales_before: string; reclaimed_before: string }[] = await this.manager.query(
      `SELECT s.organisation_id,
              count(*) FILTER (WHERE s.sold_at >= $3) AS sales_this_month,
              count(*) FILTER (WHERE s.sold_at >= $3 AND s.reclaimed) AS reclaimed_this_month,
              count(*) FILTER (WHERE s.sold_at < $3) AS sales_before,
              count(*) FILTER (WHERE s.sold_at < $3 AND s.reclaimed) AS reclaimed_before
         FROM sale s
        WHERE s.organisation_id = ANY($1) AND s.sold_at >= $2 AND s.sold_at < $4
        GROUP BY s.organisation_id`,
      [organisationIds, before, thisMonth, until],
    );
    return new Map(
      rows.map((row) => {
        const salesThisMonth = Number(row.sales_this_month);
        const reclaimedThisMonth = Number(row.reclaimed_this_month);
        return [
          Number(row.organisation_id),
          { salesThisMonth, keptThisMonth: salesThisMonth - reclaimedThisMonth, reclaimedThisMonth, salesBefore: Number(row.sales_before), reclaimedBefore: Number(row.reclaimed_before) },
        ];
      }),
    );
  }

  private where(filter: ReclamationFilter): { where: string; params: unknown[] } {
    const params: unknown[] = [filter.statuses];
    const conditions = ['r.status = ANY($1)'];
    if (filter.zipPrefix) conditions.push(`l.zip LIKE $${params.push(`${filter.zipPrefix}%`)}`);
    if (filter.organisationId) conditions.push(`r.organisation_id = $${params.push(filter.organisationId)}`);
    if (filter.pipedriveId) conditions.push(`l.pipedrive_id = $${params.push(filter.pipedriveId)}`);
    return { where: `WHERE ${conditions.join(' AND ')}`, params };
  }
}
