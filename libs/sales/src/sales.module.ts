import { Module } from '@nestjs/common';
import { ConsentModule } from '@app/consent';
import { DistributionModule } from '@app/distribution';
import { FunnelModule } from '@app/funnel-questions';
import { GeoModule } from '@app/geo';
import { IntegrationsModule } from '@app/integrations';
import { LeadsModule } from '@app/leads';
import { MailModule } from '@app/mail';
import { OrganisationsModule } from '@app/organisations';
import { SettingsModule } from '@app/settings';
import { UsersModule } from '@app/users';
import { DeliveriesController } from './deliveries.controller';
import { DeliveryBreakerService } from './delivery-breaker.service';
import { DeliveryResumeService } from './delivery-resume.service';
import { DeliveryService } from './delivery.service';
import { DeliverSaleJob } from './jobs/deliver-sale.job';
import { DistributeLeadJob } from './jobs/distribute-lead.job';
import { LeadMatchingController } from './lead-matching.controller';
import { LeadSellingAdapter } from './lead-selling.adapter';
import { ReclamationLinks } from './reclamation-link';
import { SaleRepository } from './sale.repository';
import { SalesService } from './sales.service';
import { LeadDemandAdapter } from './lead-demand.adapter';
import { SaleReclamationService } from './sale-reclamation.service';
import { CreditLimitService } from './credit/credit-limit.service';
import { CreditUsageRepository } from './credit/credit-usage.repository';

/** Sales of leads to buyers and their delivery; plugs selling into the lead detail (LeadSelling). */
@Module({
  imports: [MailModule, ConsentModule, DistributionModule, LeadsModule, OrganisationsModule, SettingsModule, GeoModule, FunnelModule, IntegrationsModule, UsersModule],
  controllers: [DeliveriesController, LeadMatchingController],
  providers: [SaleRepository, SalesService, DeliveryService, DeliveryBreakerService, DeliveryResumeService, LeadSellingAdapter, LeadDemandAdapter, DeliverSaleJob, DistributeLeadJob, ReclamationLinks, SaleReclamationService, CreditUsageRepository, CreditLimitService],
  exports: [SalesService, SaleReclamationService, ReclamationLinks, DeliveryService, CreditLimitService],
})
export class SalesModule {}
