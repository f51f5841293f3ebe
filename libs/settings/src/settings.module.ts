import { Module } from '@nestjs/common';
import { AppSettingRepository } from './app-setting.repository';
import { DistributionSettingsService } from './distribution-settings.service';
import { LegalSettingsService } from './legal-settings.service';
import { PublicLegalController } from './public-legal.controller';
import { ReclamationSettingsService } from './reclamation-settings.service';
import { SettingsController } from './settings.controller';
import { CompanySettingsService } from './company-settings.service';
import { DunningSettingsService } from './dunning-settings.service';

@Module({
  controllers: [SettingsController, PublicLegalController],
  providers: [AppSettingRepository, DistributionSettingsService, LegalSettingsService, ReclamationSettingsService, CompanySettingsService, DunningSettingsService],
  exports: [DistributionSettingsService, ReclamationSettingsService, CompanySettingsService, DunningSettingsService],
})
export class SettingsModule {}
