import { Injectable } from '@nestjs/common';
import { AuditService } from '@app/audit';
import { AppConfig, Clock, JobName, OutboxService, Transactional } from '@app/infrastructure';
import { MailService } from '@app/mail';
import { OrganisationDetailDto, OrganisationException, OrganisationsService } from '@app/organisations';
import { CompanySettingsService } from '@app/settings';
import {
  addCalendarDays,
  BerlinMonth,
  berlinMonthRange,
  berlinWallClock,
  CompanyData,
  formatDate,
  isValidDay,
  missingCompanyDataMessage,
  missingCompanyFields,
  monthDays,
  previousBerlinMonth,
} from '@app/contract';
import type { InvoiceDocument } from './document/invoice-document';
import { InvoiceDto, MissingInvoiceDto } from './dto/invoice.dto';
import { Invoice } from './entities/invoice.entity';
import { DunningService } from './dunning/dunning.service';
import { appendixOf, BilledSale, cancellationAmounts, correctionAmounts, InvoiceAmounts, monthlyInvoiceAmounts } from './invoice-lines';
import { invoiceMail } from './invoice-mails';
import { buyerOf, sellerOf } from './invoice-parties';
import { IssuedFiles, InvoiceRenderer } from './invoice-renderer';
import { InvoiceRepository, NewInvoice } from './invoice.repository';
import { invoiceActions, invoiceDto, invoiceFileName } from './invoice-view';
import { InvoicingException } from './invoicing.exception';

/** 'MM.YYYY' for messages. */
const monthLabel = ({ year, month }: BerlinMonth) => `${String(month).padStart(2, '0')}.${year}`;

/** Who created a document when no person did. */
export const MONTHLY_RUN = 'Monatslauf';

/**
 * Monthly invoices, their cancellations and corrections: created as drafts or finalised (number,
 * PDF/A-3 e-invoice and XRechnung stored as issued), sent, paid, voided (DESIGN.md 'Money').
 */
@Injectable()
export class InvoicingService {
  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly organisations: OrganisationsService,
    private readonly company: CompanySettingsService,
    private readonly mail: MailService,
    private readonly outbox: OutboxService,
    private readonly renderer: InvoiceRenderer,
    private readonly dunning: DunningService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  /** Today in Germany, 'YYYY-MM-DD'. */
  today(): string {
    return berlinWallClock(this.clock.now()).date;
  }

  async ofOrganisation(organisationId: number): Promise<InvoiceDto[]> {
    const today = this.today();
    return (await this.invoices.ofOrganisation(organisationId)).map((invoice) => invoiceDto(invoice, today));
  }

  /** Months before this one with sales but no invoice, each with the executionDate that creates it. */
  async missingMonths(organisationId: number): Promise<MissingInvoiceDto[]> {
    const current = berlinWallClock(this.clock.now());
    const months = await this.invoices.monthsWithoutInvoice(organisationId, { year: current.year, month: current.month });
    return months.map((month) => ({ ...month, executionDate: addCalendarDays(monthDays(month).last, 1) }));
  }

  /** POST /api/organisation/{id}/invoice: the invoice of the month before `executionDate`, by staff (a draft unless the organisation gets invoices sent). */
  async createByStaff(organisationId: number, executionDate: string, staffName: string): Promise<InvoiceDto> {
    const month = this.monthBefore(executionDate);
    const organisation = await this.organisation(organisationId);
    const invoice = await this.createMonthly(organisation, month, staffName, false);
    return invoiceDto(invoice, this.today());
  }

  /**
   * Creates the monthly invoice of `month` as a draft, or finalised when `finalise` (then the company
   * data must be complete). Refused when the month has not ended, already has an invoice, or had no sales.
   */
  @Transactional()
  async createMonthly(organisation: OrganisationDetailDto, month: BerlinMonth, createdBy: string, finalise: boolean): Promise<Invoice> {
    this.requireEnded(month);
    const existing = await this.invoices.monthlyInvoice(organisation.id, month);
    if (existing) throw this.exists(month, existing);
    const sales = await this.invoices.salesIn(organisation.id, berlinMonthRange(month));
    if (sales.length === 0) {
      throw new InvoicingException('NOTHING_TO_INVOICE', `${organisation.name} hat im Monat ${monthLabel(month)} keine Leads gekauft: Es gibt nichts zu berechnen.`);
    }
    const company = await this.company.data();
    if (finalise) requireComplete(company);
    const amounts = monthlyInvoiceAmounts(sales, month, organisation.reclamationQuote, company.vatRate);
    const draft = await this.invoices.insertMonthly(
      this.newDocument(organisation.id, 'invoice', month, createdBy, null, this.document(company, organisation, month, amounts, appendixOf(sales), null, '')),
    );
    if (!draft) throw this.exists(month, await this.invoices.monthlyInvoice(organisation.id, month));
    await this.invoices.replaceItems(draft.id, sales);
    const created = finalise ? await this.finalise(draft) : draft;
    await this.audit.noteChange('invoice', created.id, null, auditView(created));
    return created;
  }

  /** PUT …/invoice/{id}/send: mails the invoice (a draft is finalised first: number, status open). */
  @Transactional()
  async send(organisationId: number, invoiceId: number): Promise<InvoiceDto> {
    let invoice = await this.locked(organisationId, invoiceId);
    if (!invoiceActions(invoice).includes('send')) {
      const state = invoice.status === 'paid' ? 'schon bezahlt' : 'storniert';
      throw new InvoicingException('WRONG_STATE', `Die Rechnung ${invoice.number ?? `(Entwurf ${invoice.id})`} ist ${state} und wird nicht mehr versendet.`);
    }
    const organisation = await this.organisation(organisationId);
    if (!organisation.email.trim()) {
      throw new InvoicingException('NO_EMAIL', `${organisation.name} hat keine E-Mail-Adresse. Bitte tragen Sie sie unter „Übersicht“ ein.`);
    }
    const before = auditView(invoice);
    if (invoice.status === 'draft') invoice = await this.finalise(invoice);
    // Staff may send an invoice again (a lost mail): each send is a mail of its own.
    invoice = await this.mailDocument(invoice, organisation.email, `invoice-${invoice.id}-${this.clock.now().getTime()}`);
    await this.audit.noteChange('invoice', invoice.id, before, auditView(invoice));
    return invoiceDto(invoice, this.today());
  }

  /** The monthly run's mail of a finalised document: once, whatever repeats. */
  @Transactional()
  async mailOnce(invoiceId: number, dedupeKey: string): Promise<void> {
    const invoice = await this.invoices.lock(invoiceId);
    if (!invoice || invoice.status === 'draft') return;
    const organisation = await this.organisation(invoice.organisationId);
    if (!organisation.email.trim()) return;
    await this.mailDocument(invoice, organisation.email, dedupeKey);
  }

  /**
   * PUT …/invoice/{id}/paid: the payment arrived (for a correction: the credit was refunded); a
   * running dunning stops at once.
   */
  @Transactional()
  async markPaid(organisationId: number, invoiceId: number, paidDate: string): Promise<InvoiceDto> {
    if (!isValidDay(paidDate)) throw new InvoicingException('INVALID_INVOICE', 'Zahlungsdatum ist kein gültiges Datum (JJJJ-MM-TT).', { paidDate: 'Kein gültiges Datum' });
    if (paidDate > this.today()) throw new InvoicingException('INVALID_INVOICE', 'Das Zahlungsdatum darf nicht in der Zukunft liegen.', { paidDate: 'Liegt in der Zukunft' });
    const invoice = await this.locked(organisationId, invoiceId);
    if (!invoiceActions(invoice).includes('paid')) {
      const state = { draft: 'ein Entwurf', paid: 'schon bezahlt', voided: 'storniert', open: 'eine Stornorechnung' }[invoice.status];
      throw new InvoicingException('WRONG_STATE', `Die Rechnung ${invoice.number ?? invoice.id} ist ${state} und kann nicht als bezahlt markiert werden.`);
    }
    await this.invoices.update(invoice.id, { status: 'paid', paidDate });
    // Paying an invoice pays what its corrections left of it: they are settled with it.
    if (invoice.kind === 'invoice') await this.invoices.settleCorrectionsOf(invoice.id, paidDate);
    await this.dunning.stop(invoice.id, 'paid');
    await this.audit.noteChange('invoice', invoice.id, auditView(invoice), auditView({ ...invoice, status: 'paid', paidDate }));
    return invoiceDto({ ...invoice, status: 'paid', paidDate }, this.today());
  }

  /**
   * PUT …/invoice/{id}/void. A draft is deleted (it has no number); a finalised invoice or
   * correction gets a Stornorechnung of its own (number, negative amounts, referencing it), mailed
   * when the original had been sent. The month can then be invoiced again.
   */
  @Transactional()
  async void(organisationId: number, invoiceId: number, staffName: string): Promise<InvoiceDto> {
    const invoice = await this.locked(organisationId, invoiceId);
    const name = invoice.number ?? `(Entwurf ${invoice.id})`;
    if (!invoiceActions(invoice).includes('void')) {
      throw new InvoicingException(
        'WRONG_STATE',
        invoice.status === 'voided' ? `Die Rechnung ${name} ist schon storniert.` : `${name} ist eine Stornorechnung und kann nicht storniert werden.`,
      );
    }
    if (invoice.status === 'draft') {
      // A draft never was an invoice (no number, never sent): it goes, and its month is missing again.
      await this.invoices.deleteDraft(invoice.id);
      await this.audit.noteChange('invoice', invoice.id, auditView(invoice), null);
      return invoiceDto({ ...invoice, status: 'voided' }, this.today());
    }
    const corrections = await this.invoices.liveCorrectionsOf(invoice.id);
    if (corrections.length) {
      throw new InvoicingException('WRONG_STATE', `Zur Rechnung ${name} gibt es die Rechnungskorrektur ${corrections.join(', ')}. Bitte stornieren Sie zuerst die Korrektur.`);
    }
    const amounts = cancellationAmounts(invoice.document);
    const original = { number: invoice.number!, issueDate: invoice.invoiceDate! };
    const month = { year: invoice.serviceYear, month: invoice.serviceMonth };
    const cancellation = await this.invoices.insert(
      this.newDocument(invoice.organisationId, 'cancellation', month, staffName, invoice.id, {
        ...invoice.document,
        ...amounts,
        kind: 'cancellation',
        originalInvoice: original,
        note: `Diese Stornorechnung hebt die Rechnung ${original.number} vom ${formatDate(original.issueDate)} vollständig auf.`,
      }),
    );
    const issued = await this.finalise(cancellation);
    // The pair is settled: the Stornorechnung owes nothing and is shown as 'Storniert' with its invoice.
    await this.invoices.update(issued.id, { status: 'voided' });
    await this.invoices.update(invoice.id, { status: 'voided', cancelledById: issued.id });
    await this.dunning.stop(invoice.id, 'voided');
    if (invoice.sendDate) await this.outbox.add(JobName.MailInvoice, { invoiceId: issued.id, dedupeKey: `invoice-${issued.id}` });
    await this.audit.noteChange('invoice', invoice.id, auditView(invoice), auditView({ ...invoice, status: 'voided', cancelledById: issued.id }));
    return invoiceDto({ ...invoice, status: 'voided', cancelledById: issued.id }, this.today());
  }

  /**
   * Rechnungskorrekturen for sales reclaimed after their invoice was issued (counted reclamations
   * only: a quote is a flat allowance), one per invoice, finalised and mailed when the organisation
   * gets its invoices sent. Safe to repeat: credited sales are not credited again.
   */
  @Transactional()
  async issueCorrections(organisationId: number): Promise<Invoice[]> {
    const organisation = await this.organisation(organisationId);
    if (organisation.reclamationQuote > 0) return [];
    const late = await this.invoices.reclaimedAfterInvoicing(organisationId);
    const byInvoice = new Map<number, BilledSale[]>();
    for (const { invoiceId, sale } of late) byInvoice.set(invoiceId, [...(byInvoice.get(invoiceId) ?? []), sale]);
    const issued: Invoice[] = [];
    for (const [invoiceId, sales] of byInvoice) {
      const invoice = (await this.invoices.findById(invoiceId))!;
      const original = { number: invoice.number!, issueDate: invoice.invoiceDate! };
      const amounts = correctionAmounts(sales, original.number, invoice.document.vatRate);
      const month = { year: invoice.serviceYear, month: invoice.serviceMonth };
      const correction = await this.invoices.insert(
        this.newDocument(organisationId, 'correction', month, MONTHLY_RUN, invoice.id, {
          ...invoice.document,
          ...amounts,
          kind: 'correction',
          originalInvoice: original,
          appendix: appendixOf(sales),
          note: `Nach Ausstellung der Rechnung ${original.number} wurden ${sales.length === 1 ? 'ein Lead' : `${sales.length} Leads`} aus dem Leistungszeitraum reklamiert und akzeptiert; wir schreiben sie Ihnen gut.`,
        }),
      );
      await this.invoices.replaceItems(correction.id, sales);
      const final = await this.finalise(correction);
      if (organisation.sendInvoice) await this.outbox.add(JobName.MailInvoice, { invoiceId: final.id, dedupeKey: `invoice-${final.id}` });
      issued.push(final);
    }
    return issued;
  }

  /** The stored PDF of a finalised document; a draft's preview, rendered now. */
  async pdf(organisationId: number, invoiceId: number): Promise<{ fileName: string; content: Buffer }> {
    const invoice = await this.existing(organisationId, invoiceId);
    if (invoice.status === 'draft' || (invoice.status === 'voided' && !invoice.number)) {
      return { fileName: invoiceFileName(invoice), content: await this.renderer.preview(invoice.document) };
    }
    return { fileName: invoiceFileName(invoice), content: (await this.files(invoice)).pdf };
  }

  /** The XRechnung XML as issued (finalised documents only). */
  async xrechnung(organisationId: number, invoiceId: number): Promise<{ fileName: string; content: string }> {
    const invoice = await this.existing(organisationId, invoiceId);
    if (!invoice.number) throw new InvoicingException('WRONG_STATE', 'Ein Entwurf hat noch keine XRechnung: Sie entsteht beim Festschreiben (Senden).');
    return { fileName: `${invoice.number}.xml`, content: (await this.files(invoice)).xrechnungXml };
  }

  /** The month a run or a staff creation on `executionDate` invoices (2027-01-01 → December 2026). */
  monthBefore(executionDate: string): BerlinMonth {
    if (typeof executionDate !== 'string' || !isValidDay(executionDate.trim())) {
      throw new InvoicingException('INVALID_INVOICE', 'executionDate muss ein gültiges Datum (JJJJ-MM-TT) sein.', { executionDate: 'Kein gültiges Datum' });
    }
    return previousBerlinMonth(executionDate.trim());
  }

  /** A month is invoiced only once it has ended (in Germany). */
  requireEnded(month: BerlinMonth): void {
    if (berlinMonthRange(month).end.getTime() > this.clock.now().getTime()) {
      throw new InvoicingException('MONTH_NOT_ENDED', `Der Monat ${monthLabel(month)} ist noch nicht zu Ende: Er kann ab dem ${formatDate(addCalendarDays(monthDays(month).last, 1))} abgerechnet werden.`);
    }
  }

  async organisation(organisationId: number): Promise<OrganisationDetailDto> {
    try {
      return await this.organisations.get(organisationId);
    } catch (error) {
      if (error instanceof OrganisationException && error.code === 'ORGANISATION_NOT_FOUND') {
        throw new InvoicingException('ORGANISATION_NOT_FOUND', `Unternehmen ${organisationId} gibt es nicht.`);
      }
      throw error;
    }
  }

  /**
   * Assigns the next number of the year (locked counter row, this transaction), takes today's seller
   * and buyer data, renders and stores the PDF/A-3 and XML as issued, and opens the invoice. A monthly
   * invoice is rebuilt from its month's sales first: a draft may be older than a reclamation.
   */
  private async finalise(invoice: Invoice): Promise<Invoice> {
    const company = await this.company.data();
    requireComplete(company);
    const organisation = await this.organisation(invoice.organisationId);
    const today = this.today();
    const month = { year: invoice.serviceYear, month: invoice.serviceMonth };
    let document = invoice.document;
    if (invoice.kind === 'invoice') {
      const sales = await this.invoices.salesIn(invoice.organisationId, berlinMonthRange(month));
      await this.invoices.replaceItems(invoice.id, sales);
      document = { ...document, ...monthlyInvoiceAmounts(sales, month, organisation.reclamationQuote, company.vatRate), vatRate: company.vatRate, appendix: appendixOf(sales) };
    }
    const year = Number(today.slice(0, 4));
    const number = `${company.invoicePrefix}${year}-${String(await this.invoices.nextNumber(year)).padStart(4, '0')}`;
    const credit = invoice.kind !== 'invoice';
    document = {
      ...document,
      number,
      issueDate: today,
      dueDate: credit ? today : addCalendarDays(today, company.paymentTermDays),
      paymentTermDays: company.paymentTermDays,
      seller: sellerOf(company),
      buyer: buyerOf(organisation),
    };
    const files: IssuedFiles = await this.renderer.issue(document);
    await this.invoices.saveFile({ invoiceId: invoice.id, ...files });
    const finalised = {
      status: 'open' as const,
      number,
      invoiceDate: today,
      dueDate: document.dueDate,
      finalisedAt: this.clock.now(),
      document,
      netCents: document.netCents,
      vatCents: document.vatCents,
      grossCents: document.grossCents,
    };
    await this.invoices.update(invoice.id, finalised);
    if (this.config.LEXOFFICE_API_KEY) await this.outbox.add(JobName.PushToLexoffice, { invoiceId: invoice.id });
    return { ...invoice, ...finalised };
  }

  private async mailDocument(invoice: Invoice, recipient: string, dedupeKey: string): Promise<Invoice> {
    const files = await this.files(invoice);
    const content = invoiceMail(invoice.document, { year: invoice.serviceYear, month: invoice.serviceMonth });
    await this.mail.queueOnce(
      { ...content, recipient, attachments: [{ filename: invoiceFileName(invoice), contentType: 'application/pdf', content: files.pdf }] },
      dedupeKey,
    );
    const sendDate = this.clock.now();
    await this.invoices.update(invoice.id, { sendDate });
    return { ...invoice, sendDate };
  }

  private async files(invoice: Invoice) {
    const files = await this.invoices.fileOf(invoice.id);
    if (!files) throw new Error(`Rechnung ${invoice.id} ist festgeschrieben, aber ihre Dateien fehlen`);
    return files;
  }

  private document(
    company: CompanyData,
    organisation: OrganisationDetailDto,
    month: BerlinMonth,
    amounts: InvoiceAmounts,
    appendix: InvoiceDocument['appendix'],
    originalInvoice: InvoiceDocument['originalInvoice'],
    note: string,
  ): InvoiceDocument {
    const today = this.today();
    const { first, last } = monthDays(month);
    return {
      kind: 'invoice',
      number: null,
      issueDate: today,
      dueDate: addCalendarDays(today, company.paymentTermDays),
      servicePeriod: { start: first, end: last },
      seller: sellerOf(company),
      buyer: buyerOf(organisation),
      currency: 'EUR',
      ...amounts,
      vatRate: company.vatRate,
      paymentTermDays: company.paymentTermDays,
      originalInvoice,
      note,
      appendix,
    };
  }

  private newDocument(organisationId: number, kind: Invoice['kind'], month: BerlinMonth, createdBy: string, originalInvoiceId: number | null, document: InvoiceDocument): NewInvoice {
    return {
      organisationId,
      kind,
      status: 'draft',
      serviceYear: month.year,
      serviceMonth: month.month,
      number: null,
      invoiceDate: null,
      dueDate: null,
      paidDate: null,
      finalisedAt: null,
      sendDate: null,
      originalInvoiceId,
      cancelledById: null,
      netCents: document.netCents,
      vatCents: document.vatCents,
      grossCents: document.grossCents,
      document,
      createdBy,
      lexofficeVoucherId: null,
    };
  }

  private exists(month: BerlinMonth, existing: Invoice | null): InvoicingException {
    const what = existing?.number ? `die Rechnung ${existing.number}. Stornieren Sie sie` : 'einen Rechnungsentwurf. Verwerfen Sie ihn (Stornieren)';
    return new InvoicingException('INVOICE_EXISTS', `Für ${monthLabel(month)} gibt es schon ${what}, um den Monat neu abzurechnen.`);
  }

  private async existing(organisationId: number, invoiceId: number): Promise<Invoice> {
    const invoice = Number.isSafeInteger(invoiceId) ? await this.invoices.findById(invoiceId) : null;
    if (!invoice || invoice.organisationId !== organisationId) throw notFound(organisationId, invoiceId);
    return invoice;
  }

  private async locked(organisationId: number, invoiceId: number): Promise<Invoice> {
    const invoice = Number.isSafeInteger(invoiceId) ? await this.invoices.lock(invoiceId) : null;
    if (!invoice || invoice.organisationId !== organisationId) throw notFound(organisationId, invoiceId);
    return invoice;
  }
}

const notFound = (organisationId: number, invoiceId: number) =>
  new InvoicingException('INVOICE_NOT_FOUND', `Rechnung ${invoiceId} von Unternehmen ${organisationId} gibt es nicht.`);

/** Invoices cannot be finalised without what §14 UStG requires of the seller. */
function requireComplete(company: CompanyData): void {
  const missing = missingCompanyFields(company);
  if (missing.length) throw new InvoicingException('COMPANY_DATA_MISSING', missingCompanyDataMessage(missing));
}

/** What the audit trail keeps of an invoice's change: its state, never its document (names, addresses). */
function auditView(invoice: Pick<Invoice, 'kind' | 'status' | 'number' | 'organisationId' | 'serviceYear' | 'serviceMonth' | 'sendDate' | 'paidDate' | 'cancelledById'>) {
  return {
    kind: invoice.kind,
    status: invoice.status,
    number: invoice.number,
    organisationId: invoice.organisationId,
    month: `${invoice.serviceYear}-${String(invoice.serviceMonth).padStart(2, '0')}`,
    sendDate: invoice.sendDate,
    paidDate: invoice.paidDate,
    cancelledById: invoice.cancelledById,
  };
}
