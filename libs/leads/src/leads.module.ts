import { Module } from '@nestjs/common';
import { EmailTemplateModule } from '@app/email-template';
import { FunnelModule } from '@app/funnel-questions';
import { GeoModule } from '@app/geo';
import { LeadsourcesModule } from '@app/leadsources';
import { MailModule } from '@app/mail';
import { SettingsModule } from '@app/settings';
import { UsersModule } from '@app/users';
import { LeadDetailController } from './lead-detail.controller';
import { LeadDetailService } from './lead-detail.service';
import { LeadListController } from './lead-list/lead-list.controller';
import { LeadListRepository } from './lead-list/lead-list.repository';
import { LeadListService } from './lead-list/lead-list.service';
import { LeadIntakeService } from './lead-intake.service';
import { LeadSelling } from './lead-selling.port';
import { SaleOutcomes } from './sale-outcomes.port';
import { LeadRepository } from './lead.repository';
import { LeadsIntakeController } from './leads-intake.controller';
import { LeadsService } from './leads.service';
import { LeadHistory, LeadHistoryService } from './history/lead-history';
import { SupplierReclamationService } from './supplier-reclamation/supplier-reclamation.service';
import { SupplierApiKeyGuard } from './supplier-api-key.guard';
import { ContactBlock } from './contact-block.port';
import { LeadPrivacyRepository } from './privacy/lead-privacy.repository';
import { LeadPrivacyService } from './privacy/lead-privacy.service';
import { EmailConfirmationController, RecentEnquiriesController } from './consent/email-confirmation.controller';
import { EmailConfirmationService } from './consent/email-confirmation.service';
import { LeadConsentRepository } from './consent/lead-consent.repository';
import { LeadConsentService } from './consent/lead-consent.service';
import { RecentEnquiriesService } from './consent/recent-enquiries.service';
import { EmailDomainLookup } from './quality/email-domain-lookup';
import { LeadQualityRepository } from './quality/lead-quality.repository';
import { LeadQualityService } from './quality/lead-quality.service';
import { LeadRejectionService } from './quality/lead-rejection.service';
import { SupplierFiguresRepository, SupplierThrottleService } from './quality/supplier-throttle.service';
import { LeadDemand } from './ping/lead-demand.port';
import { LeadPingRepository } from './ping/lead-ping.repository';
import { PingController } from './ping/ping.controller';
import { PingService } from './ping/ping.service';
import { PingSweep } from './ping/ping-sweep';

/** Leads: intake from the funnel and suppliers, the lead detail staff work on. Selling plugs in through LeadSelling. */
@Module({
  imports: [FunnelModule, GeoModule, LeadsourcesModule, MailModule, EmailTemplateModule, SettingsModule, UsersModule],
  controllers: [LeadsIntakeController, PingController, LeadDetailController, LeadListController, EmailConfirmationController, RecentEnquiriesController],
  providers: [LeadRepository, LeadListRepository, LeadListService, LeadHistory, LeadHistoryService, SupplierReclamationService, LeadsService, LeadIntakeService, LeadDetailService, LeadSelling, SaleOutcomes, SupplierApiKeyGuard, ContactBlock, LeadPrivacyRepository, LeadPrivacyService, LeadConsentRepository, LeadConsentService, EmailConfirmationService, RecentEnquiriesService, EmailDomainLookup, LeadQualityRepository, LeadQualityService, LeadRejectionService, SupplierFiguresRepository, SupplierThrottleService, LeadDemand, LeadPingRepository, PingService, PingSweep],
  exports: [LeadDemand, PingService, LeadsService, SupplierReclamationService, LeadHistoryService, LeadIntakeService, LeadDetailService, LeadSelling, SaleOutcomes, ContactBlock, LeadPrivacyService, LeadConsentService],
})
export class LeadsModule {}
