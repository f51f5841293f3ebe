import { Injectable } from '@nestjs/common';
import { ListPage } from '@app/infrastructure';
import { OrganisationsService } from '@app/organisations';
import type { ListQuery } from '@app/contract';
import { InvoiceListItemDto } from './dto/invoice.dto';
import { INVOICE_STATUSES } from './entities/invoice.entity';
import { InvoiceFilter, InvoiceRepository, InvoiceSortField } from './invoice.repository';
import { invoiceDto } from './invoice-view';
import { InvoicingException } from './invoicing.exception';
import { InvoicingService } from './invoicing.service';

const KINDS = ['invoice', 'cancellation', 'correction'] as const;
const STATUSES = [...INVOICE_STATUSES, 'overdue'] as const;

/** The filter of the 'Rechnungen' list; anything unreadable is a 400 naming the field. */
function invoiceFilter(raw: Record<string, unknown>, today: string): InvoiceFilter {
  const value = (name: string) => {
    const given = raw[name];
    return given === undefined || given === null || given === '' || given === 'false' ? undefined : given;
  };
  const wrong = (name: string, reason: string) => new InvoicingException('INVALID_INVOICE', `filter.${name} ${reason}`, { [`filter.${name}`]: reason });
  const whole = (name: string, min: number, max: number) => {
    const given = value(name);
    if (given === undefined) return undefined;
    const number = Number(given);
    if (!Number.isInteger(number) || number < min || number > max) throw wrong(name, `muss eine ganze Zahl von ${min} bis ${max} sein`);
    return number;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[]) => {
    const given = value(name);
    if (given === undefined) return undefined;
    if (!allowed.includes(given as T)) throw wrong(name, `muss einer von ${allowed.join(', ')} sein`);
    return given as T;
  };
  const q = value('q');
  return {
    organisationId: whole('organisationId', 1, 2 ** 31 - 1),
    status: oneOf('status', STATUSES),
    kind: oneOf('kind', KINDS),
    serviceYear: whole('year', 2000, 2100),
    serviceMonth: whole('month', 1, 12),
    q: typeof q === 'string' ? q.trim() || undefined : undefined,
    today,
  };
}

/** GET /api/invoices: every organisation's documents, server-paged, with the organisation's name. */
@Injectable()
export class InvoiceListService {
  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly invoicing: InvoicingService,
    private readonly organisations: OrganisationsService,
  ) {}

  async page(query: ListQuery<InvoiceSortField>): Promise<ListPage<InvoiceListItemDto>> {
    const today = this.invoicing.today();
    const page = await this.invoices.page(query, invoiceFilter(query.filter, today));
    const names = new Map((await this.organisations.list()).map((organisation) => [organisation.id, organisation.name]));
    return { ...page, rows: page.rows.map((invoice) => ({ ...invoiceDto(invoice, today), organisationName: names.get(invoice.organisationId) ?? '' })) };
  }
}
