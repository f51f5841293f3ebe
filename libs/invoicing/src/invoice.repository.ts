import { Injectable } from '@nestjs/common';
import { ListPage, TransactionalRepository } from '@app/infrastructure';
import type { BerlinMonth, InstantRange, ListQuery, PriceStep } from '@app/contract';
import type { SaleKind } from '@app/sales';
import { Organisation } from '@app/organisations';
import { FindOptionsSelect, In } from 'typeorm';
import { InvoiceFile } from './entities/invoice-file.entity';
import { InvoiceItem } from './entities/invoice-item.entity';
import { Invoice, InvoiceStatus } from './entities/invoice.entity';
import type { BilledSale } from './invoice-lines';

/** The list sorts by InvoiceDto's field names. */
export const INVOICE_SORT_FIELDS = ['creationDate', 'invoiceDate', 'dueDate', 'number', 'gross', 'organisationId', 'status', 'month', 'organisationName'] as const;
export type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number];
const SORT_COLUMNS: Partial<Record<InvoiceSortField, keyof Invoice>> = { creationDate: 'createdAt', gross: 'grossCents' };

/** Filters of the 'Rechnungen' list; `overdue` is an open invoice past its due date. */
export interface InvoiceFilter {
  organisationId?: number;
  status?: InvoiceStatus | 'overdue';
  kind?: Invoice['kind'];
  serviceYear?: number;
  serviceMonth?: number;
  /** Part of the number, case-insensitive. */
  q?: string;
  /** 'YYYY-MM-DD' Berlin day: what counts as overdue. */
  today: string;
}

/** How a sale was sold and priced (issue 30), as the invoice lines and the appendix group and show it. */
interface SaleKindColumns {
  exclusive: boolean;
  kind: SaleKind;
  price_rules: PriceStep[] | null;
}

const saleKindOf = (row: SaleKindColumns): Pick<BilledSale, 'exclusive' | 'kind' | 'priceRules'> => ({ exclusive: row.exclusive, kind: row.kind, priceRules: row.price_rules ?? [] });

/** Every column but the document (which carries the appendix of every lead): for lists. */
const LIST_COLUMNS: (keyof Invoice)[] = [
  'id',
  'organisationId',
  'kind',
  'status',
  'serviceYear',
  'serviceMonth',
  'number',
  'invoiceDate',
  'dueDate',
  'paidDate',
  'createdAt',
  'finalisedAt',
  'sendDate',
  'originalInvoiceId',
  'cancelledById',
  'netCents',
  'vatCents',
  'grossCents',
  'createdBy',
  'lexofficeVoucherId',
];

export type NewInvoice = Omit<Invoice, 'id' | 'createdAt' | 'organisation' | 'originalInvoice'>;

const LIST_SELECT = Object.fromEntries(LIST_COLUMNS.map((column) => [column, true])) as FindOptionsSelect<Invoice>;

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

@Injectable()
export class InvoiceRepository extends TransactionalRepository {
  private get invoices() {
    return this.manager.getRepository(Invoice);
  }

  insert(invoice: NewInvoice): Promise<Invoice> {
    return this.invoices.save(this.invoices.create(invoice));
  }

  /** A new monthly invoice; null when the month already has a live one (a concurrent run won). */
  insertMonthly(invoice: NewInvoice): Promise<Invoice | null> {
    return this.unlessTaken('uq_invoice_month', () => this.insert(invoice));
  }

  async update(id: number, changes: Partial<Omit<Invoice, 'id' | 'organisation' | 'originalInvoice'>>): Promise<void> {
    await this.invoices.update({ id }, changes);
  }

  /** Only drafts: a finalised document is never deleted (GoBD). Its items go with it. */
  async deleteDraft(id: number): Promise<void> {
    await this.invoices.delete({ id, status: 'draft' });
  }

  findById(id: number): Promise<Invoice | null> {
    return this.invoices.findOneBy({ id });
  }

  /** The invoice, locked until the transaction ends: one change at a time (send, pay, void, finalise). */
  lock(id: number): Promise<Invoice | null> {
    return this.invoices.createQueryBuilder('invoice').setLock('pessimistic_write').where('invoice.id = :id', { id }).getOne();
  }

  /** The live (not voided) monthly invoice of a month, locked. */
  monthlyInvoice(organisationId: number, { year, month }: BerlinMonth): Promise<Invoice | null> {
    return this.invoices
      .createQueryBuilder('invoice')
      .setLock('pessimistic_write')
      .where('invoice.organisationId = :organisationId AND invoice.serviceYear = :year AND invoice.serviceMonth = :month', { organisationId, year, month })
      .andWhere(`invoice.kind = 'invoice' AND invoice.status <> 'voided'`)
      .getOne();
  }

  /** An open invoice by its number (payments reported by Lexware Office). */
  openByNumber(number: string): Promise<Invoice | null> {
    return this.invoices.findOne({ select: LIST_SELECT, where: { number, status: 'open' } });
  }

  ofOrganisation(organisationId: number): Promise<Invoice[]> {
    return this.invoices.find({ select: LIST_SELECT, where: { organisationId }, order: { serviceYear: 'DESC', serviceMonth: 'DESC', id: 'DESC' } });
  }

  byIds(ids: number[]): Promise<Invoice[]> {
    return ids.length ? this.invoices.find({ select: LIST_SELECT, where: { id: In(ids) } }) : Promise.resolve([]);
  }

  async page(query: ListQuery<InvoiceSortField>, filter: InvoiceFilter): Promise<ListPage<Invoice>> {
    const builder = this.invoices.createQueryBuilder('invoice').select(LIST_COLUMNS.map((column) => `invoice.${column}`));
    if (filter.organisationId) builder.andWhere('invoice.organisationId = :organisationId', { organisationId: filter.organisationId });
    if (filter.kind) builder.andWhere('invoice.kind = :kind', { kind: filter.kind });
    if (filter.serviceYear) builder.andWhere('invoice.serviceYear = :serviceYear', { serviceYear: filter.serviceYear });
    if (filter.serviceMonth) builder.andWhere('invoice.serviceMonth = :serviceMonth', { serviceMonth: filter.serviceMonth });
    // Overdue as voucherStatus defines it: an open invoice (not a credit) past its due date.
    if (filter.status === 'overdue') builder.andWhere(`invoice.status = 'open' AND invoice.kind = 'invoice' AND invoice.dueDate < :today`, { today: filter.today });
    else if (filter.status === 'open') builder.andWhere(`invoice.status = 'open' AND (invoice.kind <> 'invoice' OR invoice.dueDate >= :today)`, { today: filter.today });
    else if (filter.status) builder.andWhere('invoice.status = :status', { status: filter.status });
    if (filter.q) builder.andWhere('invoice.number ILIKE :q', { q: `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
    const nulls = query.sort.order === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST';
    if (query.sort.field === 'month') builder.orderBy('invoice.serviceYear', query.sort.order).addOrderBy('invoice.serviceMonth', query.sort.order);
    else if (query.sort.field === 'organisationName') {
      builder.leftJoin(Organisation, 'organisation', 'organisation.id = invoice.organisationId').orderBy('organisation.name', query.sort.order, nulls);
    } else builder.orderBy(`invoice.${SORT_COLUMNS[query.sort.field] ?? query.sort.field}`, query.sort.order, nulls);
    // offset/limit, not skip/take: the join is one row per invoice, and TypeORM's skip/take cannot
    // order by a joined column.
    builder.addOrderBy('invoice.id', query.sort.order).offset(query.offset).limit(query.limit);
    const [rows, total] = await builder.getManyAndCount();
    return { rows, total, offset: query.offset };
  }

  /**
   * The next number of `year`, from its counter row: the upsert locks the row until this transaction
   * ends, so a concurrent finalisation waits and takes the following number; a rollback returns it.
   */
  async nextNumber(year: number): Promise<number> {
    const [row]: { last: number }[] = await this.manager.query(
      `INSERT INTO invoice_number_counter (year, last) VALUES ($1, 1)
       ON CONFLICT (year) DO UPDATE SET last = invoice_number_counter.last + 1
       RETURNING last`,
      [year],
    );
    return row.last;
  }

  /** The organisation's sales in a Berlin month, with each lead's postal code, in the order sold. */
  async salesIn(organisationId: number, range: InstantRange): Promise<BilledSale[]> {
    const rows: ({ id: number; lead_id: number; sold_at: Date; zip: string; price: string; reclaimed: boolean } & SaleKindColumns)[] = await this.manager.query(
      `SELECT s.id, s.lead_id, s.sold_at, l.zip, s.price, s.reclaimed, s.exclusive, s.kind, s.price_rules
         FROM sale s JOIN lead l ON l.id = s.lead_id
        WHERE s.organisation_id = $1 AND s.sold_at >= $2 AND s.sold_at < $3
        ORDER BY s.sold_at, s.id`,
      [organisationId, range.start, range.end],
    );
    return rows.map((row) => ({
      saleId: row.id,
      leadId: row.lead_id,
      soldAt: row.sold_at,
      zip: row.zip,
      priceCents: Math.round(Number(row.price) * 100),
      reclaimed: row.reclaimed,
      ...saleKindOf(row),
    }));
  }

  /** Organisations (not deleted or deleted: they owe what they bought) with sales in the month. */
  async organisationsWithSales({ year, month }: BerlinMonth): Promise<number[]> {
    const rows: { organisation_id: number }[] = await this.manager.query(
      `SELECT organisation_id FROM sales_month_tally WHERE month = $1 GROUP BY organisation_id HAVING sum(count) > 0 ORDER BY organisation_id`,
      [monthKey(year, month)],
    );
    return rows.map((row) => row.organisation_id);
  }

  /** How many of these organisations have a live (not voided) invoice for the month, draft or final. */
  async countMonthlyInvoices({ year, month }: BerlinMonth, organisationIds: readonly number[]): Promise<number> {
    if (organisationIds.length === 0) return 0;
    const [{ count }]: { count: number }[] = await this.manager.query(
      `SELECT count(DISTINCT organisation_id)::int AS count FROM invoice
        WHERE organisation_id = ANY($1) AND kind = 'invoice' AND status <> 'voided' AND service_year = $2 AND service_month = $3`,
      [organisationIds, year, month],
    );
    return Number(count);
  }

  /** Months before `before` with sales of the organisation but no live monthly invoice, newest first. */
  async monthsWithoutInvoice(organisationId: number, before: BerlinMonth): Promise<BerlinMonth[]> {
    const rows: { month: string }[] = await this.manager.query(
      `SELECT to_char(t.month, 'YYYY-MM-DD') AS month
         FROM sales_month_tally t
        WHERE t.organisation_id = $1 AND t.month < $2
        GROUP BY t.month
       HAVING sum(t.count) > 0
          AND NOT EXISTS (SELECT 1 FROM invoice i
                           WHERE i.organisation_id = $1 AND i.kind = 'invoice' AND i.status <> 'voided'
                             AND i.service_year = extract(year FROM t.month) AND i.service_month = extract(month FROM t.month))
        ORDER BY t.month DESC`,
      [organisationId, monthKey(before.year, before.month)],
    );
    return rows.map(({ month }) => ({ year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) }));
  }

  async replaceItems(invoiceId: number, sales: readonly BilledSale[]): Promise<void> {
    const items = this.manager.getRepository(InvoiceItem);
    await items.delete({ invoiceId });
    // In chunks: a month of a big buyer is thousands of rows, and a statement has at most 65535 parameters.
    for (let i = 0; i < sales.length; i += 1000) {
      await items.insert(
        sales.slice(i, i + 1000).map((sale) => ({ invoiceId, saleId: sale.saleId, leadId: sale.leadId, soldAt: sale.soldAt, zip: sale.zip, priceCents: sale.priceCents, reclaimed: sale.reclaimed })),
      );
    }
  }

  /**
   * Sales billed as not reclaimed on a finalised monthly invoice (open or paid) of an organisation
   * without a quote, reclaimed since, and not yet credited by a correction: what the next monthly run
   * corrects. Grouped by the invoice they were billed on.
   */
  async reclaimedAfterInvoicing(organisationId: number): Promise<{ invoiceId: number; sale: BilledSale }[]> {
    const rows: ({ invoice_id: number; sale_id: number; lead_id: number; sold_at: Date; zip: string; price_cents: number } & SaleKindColumns)[] = await this.manager.query(
      `SELECT it.invoice_id, it.sale_id, it.lead_id, it.sold_at, it.zip, it.price_cents, s.exclusive, s.kind, s.price_rules
         FROM invoice_item it
         JOIN invoice i ON i.id = it.invoice_id
         JOIN sale s ON s.id = it.sale_id
        WHERE i.organisation_id = $1 AND i.kind = 'invoice' AND i.status IN ('open', 'paid')
          AND it.reclaimed = false AND s.reclaimed = true
          AND NOT EXISTS (SELECT 1 FROM invoice_item c JOIN invoice ci ON ci.id = c.invoice_id
                           WHERE c.sale_id = it.sale_id AND ci.kind = 'correction' AND ci.status <> 'voided')
        ORDER BY it.invoice_id, it.sold_at, it.sale_id`,
      [organisationId],
    );
    return rows.map((row) => ({
      invoiceId: row.invoice_id,
      sale: { saleId: row.sale_id, leadId: row.lead_id, soldAt: row.sold_at, zip: row.zip, priceCents: row.price_cents, reclaimed: true, ...saleKindOf(row) },
    }));
  }

  /** Organisations that have a finalised invoice with a sale reclaimed since (candidates for a correction). */
  async organisationsWithLateReclamations(): Promise<number[]> {
    const rows: { organisation_id: number }[] = await this.manager.query(
      `SELECT DISTINCT i.organisation_id
         FROM invoice_item it
         JOIN invoice i ON i.id = it.invoice_id
         JOIN sale s ON s.id = it.sale_id
        WHERE i.kind = 'invoice' AND i.status IN ('open', 'paid') AND it.reclaimed = false AND s.reclaimed = true`,
    );
    return rows.map((row) => row.organisation_id);
  }

  /** Numbers of the corrections of an invoice that stand (not voided). */
  async liveCorrectionsOf(invoiceId: number): Promise<string[]> {
    const rows = await this.invoices.find({ select: { number: true }, where: { originalInvoiceId: invoiceId, kind: 'correction', status: In(['open', 'paid']) } });
    return rows.map((row) => row.number ?? '');
  }

  /** The open corrections of an invoice become paid with it (their credit was offset in the payment). */
  async settleCorrectionsOf(invoiceId: number, paidDate: string): Promise<void> {
    await this.invoices.update({ originalInvoiceId: invoiceId, kind: 'correction', status: 'open' }, { status: 'paid', paidDate });
  }

  async saveFile(file: Pick<InvoiceFile, 'invoiceId' | 'pdf' | 'facturXml' | 'xrechnungXml'>): Promise<void> {
    await this.manager.getRepository(InvoiceFile).insert(file);
  }

  fileOf(invoiceId: number): Promise<InvoiceFile | null> {
    return this.manager.getRepository(InvoiceFile).findOneBy({ invoiceId });
  }
}
