import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobName, OutboxHandlers } from '@app/infrastructure';
import { DunningService } from '../dunning/dunning.service';
import { InvoiceRunService } from '../invoice-run.service';
import { InvoicingService } from '../invoicing.service';
import { LexofficeSyncService } from '../lexoffice/lexoffice-sync.service';

/** The outbox handlers of invoicing and dunning: each calls one service method that is safe to repeat. */
@Injectable()
export class InvoicingJobs implements OnModuleInit {
  constructor(
    private readonly handlers: OutboxHandlers,
    private readonly runs: InvoiceRunService,
    private readonly invoicing: InvoicingService,
    private readonly dunning: DunningService,
    private readonly lexoffice: LexofficeSyncService,
  ) {}

  onModuleInit(): void {
    this.handlers.register(JobName.InvoiceMonth, { handle: ({ organisationId, year, month }) => this.runs.invoiceMonth(organisationId, { year, month }) });
    this.handlers.register(JobName.CorrectInvoices, { handle: async ({ organisationId }) => void (await this.invoicing.issueCorrections(organisationId)) });
    this.handlers.register(JobName.MailInvoice, { handle: ({ invoiceId, dedupeKey }) => this.invoicing.mailOnce(invoiceId, dedupeKey) });
    this.handlers.register(JobName.DunInvoice, { handle: ({ invoiceId, day }) => this.dunning.dun(invoiceId, day) });
    this.handlers.register(JobName.PushToLexoffice, { handle: ({ invoiceId }) => this.lexoffice.push(invoiceId) });
    this.handlers.register(JobName.SyncLexofficePayments, { handle: async ({ day }) => void (await this.lexoffice.syncPayments(day)) });
  }
}
