import { Module } from '@nestjs/common';
import { FunnelModule } from '@app/funnel-questions';
import { GeoModule } from '@app/geo';
import { IntegrationsModule } from '@app/integrations';
import { OrganisationBilling } from './billing.port';
import { DeliveryStopMetric } from './delivery-stop.metric';
import { ComplaintRates } from './complaint-rates.port';
import { OrganisationLeads } from './organisation-leads.port';
import { OrganisationCredit } from './credit.port';
import { SyncSheetZipsJob } from './jobs/sync-sheet-zips.job';
import { OrganisationRepository } from './organisation.repository';
import { OrganisationController, OrganisationsController } from './organisations.controller';
import { OrganisationsService } from './organisations.service';
import { GoogleSheetSource } from './sheet-zips/google-sheet-source';
import { SheetZipListRepository } from './sheet-zips/sheet-zip-list.repository';
import { SheetZipsController } from './sheet-zips/sheet-zips.controller';
import { SheetZipsProcessor } from './sheet-zips/sheet-zips.processor';
import { SheetZipsService } from './sheet-zips/sheet-zips.service';

/**
 * Buyers with their conditions and integrations. `sheet-zips/` keeps the postal codes of each buyer's
 * Google sheet in sync; the matching (libs/distribution) reads buyers with them through OrganisationsService.
 */
@Module({
  imports: [FunnelModule, GeoModule, IntegrationsModule],
  controllers: [OrganisationsController, OrganisationController, SheetZipsController],
  providers: [ComplaintRates, OrganisationBilling, OrganisationLeads, OrganisationCredit, DeliveryStopMetric, OrganisationRepository, OrganisationsService, GoogleSheetSource, SheetZipListRepository, SheetZipsService, SheetZipsProcessor, SyncSheetZipsJob],
  exports: [OrganisationsService, ComplaintRates, OrganisationBilling, OrganisationLeads, OrganisationCredit],
})
export class OrganisationsModule {}
