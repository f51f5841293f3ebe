import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { UseCls } from 'nestjs-cls';
import { addCalendarDays, BERLIN_TIME_ZONE } from '@app/contract';
import { JobName, OutboxService, ScheduledRuns, Transactional } from '@app/infrastructure';
import { LEXOFFICE_CLIENT, LexofficeClient } from '@app/lexoffice';
import { OrganisationsService } from '@app/organisations';
import { InvoiceRepository } from '../invoice.repository';
import { invoiceFileName } from '../invoice-view';
import { InvoicingException } from '../invoicing.exception';
import { InvoicingService } from '../invoicing.service';

/** How far back each daily payment sync looks (Lexware answers one request per paid voucher). */
const PAYMENT_LOOKBACK_DAYS = 60;

/**
 * The optional Lexware Office connector (LEXOFFICE_API_KEY): every finalised invoice, cancellation and
 * correction becomes a bookkeeping voucher with its PDF there, for the organisation's contact (created
 * or reused, stored as `lexOffice.id`/`number`); payments recorded there mark our invoices paid.
 * Without the key the client is null and nothing here runs.
 */
@Injectable()
export class LexofficeSyncService {
  private readonly logger = new Logger('LexwareOffice');

  constructor(
    @Inject(LEXOFFICE_CLIENT) private readonly lexoffice: LexofficeClient | null,
    private readonly invoices: InvoiceRepository,
    private readonly invoicing: InvoicingService,
    private readonly organisations: OrganisationsService,
    private readonly outbox: OutboxService,
    private readonly runs: ScheduledRuns,
  ) {}

  /** The outbox job after a finalisation: safe to repeat (the client finds a voucher pushed before). */
  async push(invoiceId: number): Promise<void> {
    if (!this.lexoffice) return;
    const invoice = await this.invoices.findById(invoiceId);
    if (!invoice?.number || invoice.lexofficeVoucherId) return;
    const file = await this.invoices.fileOf(invoice.id);
    if (!file) return;
    const organisation = await this.invoicing.organisation(invoice.organisationId);
    const known = { id: organisation.lexOffice.id || undefined, number: organisation.lexOffice.number || undefined };
    const contact = await this.lexoffice.ensureContact(known, {
      name: organisation.name,
      street: organisation.street,
      zip: organisation.zip,
      city: organisation.city,
      countryCode: 'DE',
      email: organisation.email.split(',')[0]?.trim() ?? '',
      phone: organisation.phone,
    });
    if (contact.id !== organisation.lexOffice.id || contact.customerNumber !== organisation.lexOffice.number) {
      await this.organisations.setLexofficeContact(organisation.id, { id: contact.id, number: contact.customerNumber });
    }
    const document = invoice.document;
    // Credit notes (Storno, Korrektur) go to Lexware with positive amounts; the type says which way.
    const sign = invoice.kind === 'invoice' ? 1 : -1;
    const { id } = await this.lexoffice.pushVoucher(
      {
        type: invoice.kind === 'invoice' ? 'salesinvoice' : 'salescreditnote',
        voucherNumber: invoice.number,
        voucherDate: invoice.invoiceDate!,
        dueDate: invoice.dueDate!,
        shippingDate: document.servicePeriod.end,
        contactId: contact.id,
        remark: document.originalInvoice ? `Bezug: Rechnung ${document.originalInvoice.number}` : `Leads ${String(invoice.serviceMonth).padStart(2, '0')}/${invoice.serviceYear}`,
        items: [{ netCents: sign * invoice.netCents, taxCents: sign * invoice.vatCents, taxRatePercent: document.vatRate }],
      },
      { pdf: file.pdf, filename: invoiceFileName(invoice) },
    );
    await this.invoices.update(invoice.id, { lexofficeVoucherId: id });
  }

  /** Daily at 05:00 German time, once across processes: a job that reads the payments. */
  @Cron('0 0 5 * * *', { name: 'lexoffice-payments', timeZone: BERLIN_TIME_ZONE })
  @UseCls()
  async onSchedule(): Promise<void> {
    if (!this.lexoffice) return;
    const day = this.invoicing.today();
    await this.runs.once('lexoffice-payments', day, () => this.outbox.add(JobName.SyncLexofficePayments, { day }));
  }

  /** Staff's 'abgleichen': the sync of today, refused without the connector. */
  async syncNow(): Promise<{ paid: number }> {
    if (!this.lexoffice) throw new InvoicingException('NOT_CONFIGURED', 'Lexware Office ist nicht angebunden (LEXOFFICE_API_KEY fehlt).');
    return { paid: await this.syncPayments(this.invoicing.today()) };
  }

  /**
   * Marks open invoices paid that Lexware Office records as paid by money (a bank payment, a manual
   * payment, a discount). Settled only by a credit note means our own Storno or Korrektur: no payment.
   */
  @Transactional()
  async syncPayments(day: string): Promise<number> {
    if (!this.lexoffice) return 0;
    const paid = await this.lexoffice.paidVouchers(addCalendarDays(day, -PAYMENT_LOOKBACK_DAYS));
    let marked = 0;
    for (const voucher of paid) {
      if (voucher.settledBy.length > 0 && voucher.settledBy.every((how) => how === 'partPaymentCreditNote')) continue;
      const invoice = await this.invoices.openByNumber(voucher.voucherNumber);
      if (!invoice) continue;
      await this.invoicing.markPaid(invoice.organisationId, invoice.id, voucher.paidDate <= day ? voucher.paidDate : day);
      marked++;
    }
    if (marked) this.logger.log(`${marked} Rechnungen laut Lexware Office bezahlt`);
    return marked;
  }
}
