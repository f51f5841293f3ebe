import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { UseCls } from 'nestjs-cls';
import { JobName, Metrics, OutboxService, ScheduledRuns, Transactional } from '@app/infrastructure';
import { BerlinMonth, BERLIN_TIME_ZONE, missingCompanyFields } from '@app/contract';
import { CompanySettingsService } from '@app/settings';
import { InvoiceRepository } from './invoice.repository';
import { InvoicingException } from './invoicing.exception';
import { InvoicingService, MONTHLY_RUN } from './invoicing.service';

export interface InvoicingRunResult {
  year: number;
  month: number;
  /** Organisations with sales in the month: each gets a job that creates (and sends) its invoice. */
  organisations: number;
  /** Organisations with sales reclaimed after invoicing: each gets a job for its corrections. */
  corrections: number;
  /** Of `organisations`, those without a live invoice for the month: their job creates it. */
  created?: number;
  /** Of `organisations`, those whose invoice for the month exists already: it stays as it is. */
  existing?: number;
}

/** The scheduled run's name in `scheduled_run`. */
const INVOICE_RUN = 'invoicing';

/**
 * The monthly run on the 1st: one outbox job per organisation with sales in the month before, and
 * one per organisation that needs corrections. Each job is safe to repeat (one live invoice per
 * organisation and month, one mail per document), so the run is too. A run missed while no process
 * was up is not made up at start: its months show as missing invoices for staff to create.
 */
@Injectable()
export class InvoiceRunService implements OnModuleInit {
  private readonly logger = new Logger('Rechnungslauf');

  constructor(
    private readonly invoicing: InvoicingService,
    private readonly invoices: InvoiceRepository,
    private readonly company: CompanySettingsService,
    private readonly outbox: OutboxService,
    private readonly runs: ScheduledRuns,
    private readonly metrics: Metrics,
  ) {}

  /** For the alert 'Rechnungslauf nicht bis 03:00 am 1. abgeschlossen', read from the run records on each scrape. */
  onModuleInit(): void {
    this.metrics.readOnScrape('invoiceRunLastSuccess', async () => ((await this.runs.lastRun(INVOICE_RUN))?.getTime() ?? 0) / 1000);
  }

  /** At 01:00 German time on the 1st, once across processes. */
  @Cron('0 0 1 1 * *', { name: 'monthly-invoices', timeZone: BERLIN_TIME_ZONE })
  @UseCls()
  async onSchedule(): Promise<void> {
    const today = this.invoicing.today();
    const result = await this.runs.once(INVOICE_RUN, today.slice(0, 7), () => this.run(today));
    if (result) this.logger.log(`Rechnungslauf ${result.month}/${result.year}: ${result.organisations} Unternehmen, ${result.corrections} mit Korrekturen`);
  }

  /** POST /api/invoicing/run: the run for `executionDate` (default today). */
  @Transactional()
  async run(executionDate: string = this.invoicing.today()): Promise<InvoicingRunResult> {
    const month = this.invoicing.monthBefore(executionDate);
    this.invoicing.requireEnded(month);
    const organisations = await this.invoices.organisationsWithSales(month);
    // Counted before the jobs run, so staff learn what this run adds (the jobs skip existing invoices).
    const existing = await this.invoices.countMonthlyInvoices(month, organisations);
    for (const organisationId of organisations) await this.outbox.add(JobName.InvoiceMonth, { organisationId, ...month });
    const corrections = await this.invoices.organisationsWithLateReclamations();
    for (const organisationId of corrections) await this.outbox.add(JobName.CorrectInvoices, { organisationId });
    return { ...month, organisations: organisations.length, corrections: corrections.length, created: organisations.length - existing, existing };
  }

  /**
   * One organisation's invoice of the month: finalised and mailed (PDF attached) when it gets its
   * invoices sent, has an e-mail address and the company data is complete, else a draft to check and
   * send by hand. When the
   * invoice exists already, only a mail still owed is sent.
   */
  @Transactional()
  async invoiceMonth(organisationId: number, month: BerlinMonth): Promise<void> {
    const organisation = await this.invoicing.organisation(organisationId);
    const existing = await this.invoices.monthlyInvoice(organisationId, month);
    if (existing) {
      if (existing.status === 'open' && organisation.sendInvoice) await this.outbox.add(JobName.MailInvoice, { invoiceId: existing.id, dedupeKey: `invoice-${existing.id}` });
      return;
    }
    // An invoice that cannot go out (company data incomplete, no address to send to) stays a draft for staff.
    const complete = missingCompanyFields(await this.company.data()).length === 0;
    const reachable = organisation.email.trim() !== '';
    if (organisation.sendInvoice && !(complete && reachable)) {
      this.logger.warn(`Unternehmen ${organisation.id}: ${complete ? 'keine E-Mail-Adresse' : 'Firmendaten unvollständig'}, Rechnung ${month.month}/${month.year} bleibt Entwurf`);
    }
    try {
      const invoice = await this.invoicing.createMonthly(organisation, month, MONTHLY_RUN, organisation.sendInvoice && complete && reachable);
      if (invoice.status === 'open') await this.outbox.add(JobName.MailInvoice, { invoiceId: invoice.id, dedupeKey: `invoice-${invoice.id}` });
    } catch (error) {
      // A concurrent run created it, or every sale was gone: nothing to do.
      if (error instanceof InvoicingException && (error.code === 'INVOICE_EXISTS' || error.code === 'NOTHING_TO_INVOICE')) return;
      throw error;
    }
  }
}
