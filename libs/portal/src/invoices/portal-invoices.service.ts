import { Injectable } from '@nestjs/common';
import type { ListPage } from '@app/infrastructure';
import { DunningService, InvoicingService, type InvoiceDto } from '@app/invoicing';
import type { ListQuery } from '@app/contract';
import { PortalException } from '../portal.exception';
import { PortalDunningLetterDto, PortalInvoiceDto } from './portal-invoice.dto';

// 'id' too: react-admin sorts by it unless told otherwise.
export const PORTAL_INVOICE_SORT_FIELDS = ['invoiceDate', 'number', 'month', 'gross', 'dueDate', 'status', 'id'] as const;
export type PortalInvoiceSortField = (typeof PORTAL_INVOICE_SORT_FIELDS)[number];

const KIND_LABELS: Record<InvoiceDto['kind'], string> = { invoice: 'Rechnung', cancellation: 'Stornorechnung', correction: 'Rechnungskorrektur' };
const STATUS_LABELS: Record<string, string> = { open: 'Offen', overdue: 'Überfällig', paid: 'Bezahlt', voided: 'Storniert' };

const compare = (a: string | number | null, b: string | number | null): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
};

/** The buyer's issued invoices and their documents; another organisation's invoice is a 404. */
@Injectable()
export class PortalInvoicesService {
  constructor(
    private readonly invoicing: InvoicingService,
    private readonly dunning: DunningService,
  ) {}

  /** A buyer has a few invoices a year: they are read whole, then sorted and paged here. */
  async list(organisationId: number, query: ListQuery<PortalInvoiceSortField>): Promise<ListPage<PortalInvoiceDto>> {
    // The list has no filters: one it was sent is refused, not ignored (the answer would look filtered but is not).
    const filters = Object.keys(query.filter);
    if (filters.length > 0) throw new PortalException('INVALID_FILTER', `Unbekannter Filter: ${filters.join(', ').slice(0, 100)}. Die Rechnungsliste lässt sich nicht filtern.`);
    const invoices = await this.issued(organisationId);
    const letters = await this.letters(organisationId);
    const key = (invoice: PortalInvoiceDto): string | number | null =>
      query.sort.field === 'month' ? invoice.year * 100 + invoice.month : invoice[query.sort.field];
    const sorted = invoices
      .map((invoice) => portalInvoice(invoice, letters.get(invoice.id) ?? []))
      .sort((a, b) => (query.sort.order === 'ASC' ? 1 : -1) * compare(key(a), key(b)) || b.id - a.id);
    return { rows: sorted.slice(query.offset, query.offset + query.limit), total: sorted.length, offset: query.offset };
  }

  async pdf(organisationId: number, invoiceId: number): Promise<{ fileName: string; content: Buffer }> {
    await this.issuedOne(organisationId, invoiceId);
    return this.invoicing.pdf(organisationId, invoiceId);
  }

  async xrechnung(organisationId: number, invoiceId: number): Promise<{ fileName: string; content: string }> {
    await this.issuedOne(organisationId, invoiceId);
    return this.invoicing.xrechnung(organisationId, invoiceId);
  }

  /** A dunning letter about one of the buyer's invoices, by its id '<dunning>-<step>'. */
  async letter(organisationId: number, invoiceId: number, letterId: string): Promise<{ fileName: string; content: Buffer }> {
    await this.issuedOne(organisationId, invoiceId);
    const [dunningId, step] = letterId.split('-').map(Number);
    const letter = (await this.letters(organisationId)).get(invoiceId)?.find((candidate) => candidate.dunningId === dunningId && candidate.step === step);
    if (!letter) throw new PortalException('DOCUMENT_NOT_FOUND', 'Dieses Mahnschreiben gibt es in Ihrem Konto nicht.');
    return this.dunning.letterPdf(organisationId, dunningId, step);
  }

  /** What the buyer was sent: every document with a number (a draft is only a preview for staff). */
  private async issued(organisationId: number): Promise<InvoiceDto[]> {
    return (await this.invoicing.ofOrganisation(organisationId)).filter((invoice) => invoice.number !== '' && invoice.status !== 'draft');
  }

  private async issuedOne(organisationId: number, invoiceId: number): Promise<InvoiceDto> {
    const invoice = (await this.issued(organisationId)).find((candidate) => candidate.id === invoiceId);
    if (!invoice) throw new PortalException('INVOICE_NOT_FOUND', `Rechnung ${invoiceId} gibt es in Ihrem Konto nicht.`);
    return invoice;
  }

  private async letters(organisationId: number): Promise<Map<number, PortalDunningLetterDto[]>> {
    const byInvoice = new Map<number, PortalDunningLetterDto[]>();
    for (const dunning of await this.dunning.ofOrganisation(organisationId)) {
      const letters = dunning.letters.map((letter) => ({
        dunningId: dunning.id,
        step: letter.step,
        name: letter.name,
        date: letter.date,
        fileName: letter.fileName,
        url: `/portal-api/invoices/${dunning.invoiceId}/dunning/${dunning.id}-${letter.step}`,
      }));
      byInvoice.set(dunning.invoiceId, [...(byInvoice.get(dunning.invoiceId) ?? []), ...letters]);
    }
    return byInvoice;
  }
}

function portalInvoice(invoice: InvoiceDto, letters: PortalDunningLetterDto[]): PortalInvoiceDto {
  return {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    kindLabel: KIND_LABELS[invoice.kind],
    month: invoice.month,
    year: invoice.year,
    invoiceDate: invoice.invoiceDate,
    gross: invoice.gross,
    net: invoice.net,
    vat: invoice.vat,
    status: invoice.status,
    statusLabel: STATUS_LABELS[invoice.status] ?? invoice.status,
    dueDate: invoice.dueDate,
    paidDate: invoice.paidDate,
    pdfUrl: `/portal-api/invoices/${invoice.id}/pdf`,
    xrechnungUrl: `/portal-api/invoices/${invoice.id}/xrechnung`,
    dunningLetters: letters,
  };
}
