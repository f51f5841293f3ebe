import { Module } from '@nestjs/common';
import { AppSettingRepository } from './app-setting.repository';
import { DistributionSettingsService } from './distribution-settings.service';
import { LegalSettingsService } from './legal-settings.service';
import { PublicLegalController } from './public-legal.controller';
import { ReclamationSettingsService } from './reclamation-settings.service';
import { SettingsController } from './settings.controller';
import { CompanySettingsService } from './company-settings.service';
import { DunningSettingsService } from './dunning-settings.service';
import { SecuritySettingsController } from './security-settings.controller';
import { SecuritySettingsService } from './security-settings.service';
import { ConsentTextVersionRepository } from './consent-texts/consent-text-version.repository';
import { ConsentTextsController } from './consent-texts/consent-texts.controller';
import { ConsentTextsService } from './consent-texts/consent-texts.service';
import { RetentionSettingsController } from './retention-settings.controller';
import { RetentionSettingsService } from './retention-settings.service';
import { NotificationSettingsController } from './notification-settings.controller';
import { NotificationSettingsService } from './notification-settings.service';
import { PriceListSettingsController } from './price-list-settings.controller';
import { PriceListSettingsService } from './price-list-settings.service';

@Module({
  controllers: [SettingsController, PublicLegalController, SecuritySettingsController, ConsentTextsController, RetentionSettingsController, NotificationSettingsController, PriceListSettingsController],
  providers: [AppSettingRepository, DistributionSettingsService, LegalSettingsService, ReclamationSettingsService, CompanySettingsService, DunningSettingsService, SecuritySettingsService, ConsentTextVersionRepository, ConsentTextsService, RetentionSettingsService, NotificationSettingsService, PriceListSettingsService],
  exports: [SecuritySettingsService, DistributionSettingsService, ReclamationSettingsService, CompanySettingsService, DunningSettingsService, ConsentTextsService, RetentionSettingsService, NotificationSettingsService, PriceListSettingsService],
})
export class SettingsModule {}
