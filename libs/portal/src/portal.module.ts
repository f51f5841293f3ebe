import { Module } from '@nestjs/common';
import { BuyerAvailabilityModule } from '@app/buyer-availability';
import { FunnelModule } from '@app/funnel-questions';
import { InvoicingModule } from '@app/invoicing';
import { LeadOutcomesModule } from '@app/lead-outcomes';
import { PortalAuthModule } from '@app/portal-auth';
import { ReclamationsModule } from '@app/reclamations';
import { SalesModule } from '@app/sales';
import { PortalDeliveriesController } from './deliveries/portal-deliveries.controller';
import { PortalInvoicesController } from './invoices/portal-invoices.controller';
import { PortalInvoicesService } from './invoices/portal-invoices.service';
import { PortalLeadRepository } from './leads/portal-lead.repository';
import { PortalLeadsController } from './leads/portal-leads.controller';
import { PortalLeadsService } from './leads/portal-leads.service';
import { PortalDownloadAccess } from './portal-download-access';
import { PortalSettingsController } from './settings/portal-settings.controller';
import { PortalSettingsService } from './settings/portal-settings.service';
import { StaffBuyerSettingsController } from './settings/staff-buyer-settings.controller';

/** The buyers' portal data routes under /portal-api (leads, outcomes, complaints, invoices, deliveries, settings). */
@Module({
  imports: [PortalAuthModule, FunnelModule, LeadOutcomesModule, ReclamationsModule, InvoicingModule, SalesModule, BuyerAvailabilityModule],
  controllers: [PortalLeadsController, PortalInvoicesController, PortalSettingsController, PortalDeliveriesController, StaffBuyerSettingsController],
  providers: [PortalLeadRepository, PortalLeadsService, PortalInvoicesService, PortalSettingsService, PortalDownloadAccess],
})
export class PortalModule {}
