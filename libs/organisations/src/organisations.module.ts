import { Module } from '@nestjs/common';
import { SecretBox } from '@app/common/crypto/secret-box';
import { FunnelModule } from '@app/funnel/funnel.module';
import { GeoModule } from '@app/geo/geo.module';
import { IntegrationsModule } from '@app/integrations/integrations.module';
import { OrganisationRepository } from './organisation.repository';
import { OrganisationController, OrganisationsController } from './organisations.controller';
import { OrganisationsService } from './organisations.service';

@Module({
  imports: [FunnelModule, GeoModule, IntegrationsModule],
  controllers: [OrganisationsController, OrganisationController],
  providers: [OrganisationRepository, OrganisationsService, SecretBox],
  exports: [OrganisationsService, OrganisationRepository],
})
export class OrganisationsModule {}
