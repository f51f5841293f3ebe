import { Module } from '@nestjs/common';
import { BuyerAvailabilityModule } from '@app/buyer-availability';
import { FunnelModule } from '@app/funnel-questions';
import { GeoModule } from '@app/geo';
import { LeadsModule } from '@app/leads';
import { OrganisationsModule } from '@app/organisations';
import { BuyerDirectory } from './buyer-directory';
import { DistributionController } from './distribution.controller';
import { DistributionService } from './distribution.service';
import { OrganisationLeadsRepository } from './organisation-leads.repository';
import { OrganisationLeadsService } from './organisation-leads.service';
import { PostcodeCheckController } from './postcode-check.controller';

/** Who gets a lead: the matching rules (libs/distribution/src/matching) applied to real data. */
@Module({
  imports: [OrganisationsModule, GeoModule, FunnelModule, LeadsModule, BuyerAvailabilityModule],
  controllers: [DistributionController, PostcodeCheckController],
  providers: [BuyerDirectory, DistributionService, OrganisationLeadsRepository, OrganisationLeadsService],
  exports: [BuyerDirectory, DistributionService],
})
export class DistributionModule {}
