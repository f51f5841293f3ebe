import { Module } from '@nestjs/common';
import { SecretBox } from '@app/common/crypto/secret-box';
import { DistributionModule } from '@app/distribution/distribution.module';
import { FunnelModule } from '@app/funnel/funnel.module';
import { GeoModule } from '@app/geo/geo.module';
import { IntegrationsModule } from '@app/integrations/integrations.module';
import { LeadsModule } from '@app/leads/leads.module';
import { SettingsModule } from '@app/settings/settings.module';
import { DeliveryProcessor } from './delivery.service';
import { LeadMatchingController } from './lead-matching.controller';
import { LeadSalesController } from '@app/leads/lead-detail.controller';
import { LeadSalesService } from '@app/leads/lead-detail.service';
import { ReclamationLinks } from './reclamation-link';
import { SaleRepository } from './sale.repository';
import { SalesService } from './sales.service';

/** Sales of leads to buyers and their delivery. */
@Module({
  imports: [DistributionModule, LeadsModule, SettingsModule, GeoModule, FunnelModule, IntegrationsModule],
  controllers: [LeadSalesController, LeadMatchingController],
  providers: [SaleRepository, SalesService, LeadSalesService, DeliveryProcessor, SecretBox, ReclamationLinks],
  exports: [SalesService, ReclamationLinks],
})
export class SalesModule {}
