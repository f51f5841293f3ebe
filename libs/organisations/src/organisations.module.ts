import { Module } from '@nestjs/common';
import { SecretBox } from '@app/common/crypto/secret-box';
import { FunnelModule } from '@app/funnel/funnel.module';
import { GeoModule } from '@app/geo/geo.module';
import { IntegrationsModule } from '@app/integrations/integrations.module';
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
 * Google sheet in sync; the matching (libs/distribution) reads them through SheetZipListRepository.
 */
@Module({
  imports: [FunnelModule, GeoModule, IntegrationsModule],
  controllers: [OrganisationsController, OrganisationController, SheetZipsController],
  providers: [OrganisationRepository, OrganisationsService, SecretBox, GoogleSheetSource, SheetZipListRepository, SheetZipsService, SheetZipsProcessor],
  exports: [OrganisationsService, OrganisationRepository, SheetZipListRepository],
})
export class OrganisationsModule {}
