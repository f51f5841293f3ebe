import { Module, OnModuleInit } from '@nestjs/common';
import { AuthModule } from '@app/auth';
import { LexofficeModule } from '@app/lexoffice';
import { MailModule } from '@app/mail';
import { OrganisationBilling, OrganisationsModule } from '@app/organisations';
import { SettingsModule } from '@app/settings';
import { DunningRepository } from './dunning/dunning.repository';
import { DunningSchedule } from './dunning/dunning.schedule';
import { DunningService } from './dunning/dunning.service';
import { InvoiceDownloadController } from './invoice-download.controller';
import { InvoiceListService } from './invoice-list.service';
import { InvoiceRenderer } from './invoice-renderer';
import { InvoiceRunService } from './invoice-run.service';
import { InvoiceRepository } from './invoice.repository';
import { InvoicingController, OrganisationInvoicesController } from './invoicing.controller';
import { InvoicingService } from './invoicing.service';
import { InvoicingJobs } from './jobs/invoicing.jobs';
import { LexofficeSyncService } from './lexoffice/lexoffice-sync.service';
import { OrganisationBillingService } from './organisation-billing.service';

/**
 * Money: monthly invoices as German e-invoices with their cancellations and corrections, the monthly
 * run, downloads, and the Mahnwesen. Plugs the Rechnungen and Mahnungen tabs into the organisation
 * detail (OrganisationBilling).
 */
@Module({
  imports: [AuthModule, MailModule, SettingsModule, OrganisationsModule, LexofficeModule],
  controllers: [OrganisationInvoicesController, InvoicingController, InvoiceDownloadController],
  providers: [
    InvoiceRepository,
    InvoiceRenderer,
    InvoicingService,
    InvoiceListService,
    InvoiceRunService,
    DunningRepository,
    DunningService,
    DunningSchedule,
    InvoicingJobs,
    OrganisationBillingService,
    LexofficeSyncService,
  ],
  exports: [InvoicingService, InvoiceRunService, DunningService],
})
export class InvoicingModule implements OnModuleInit {
  constructor(
    private readonly billing: OrganisationBilling,
    private readonly view: OrganisationBillingService,
  ) {}

  onModuleInit(): void {
    this.billing.bind(this.view);
  }
}
