import { Module } from '@nestjs/common';
import { AppSettingRepository } from './app-setting.repository';
import { DistributionSettingsService } from './distribution-settings.service';
import { LegalSettingsService } from './legal-settings.service';
import { PublicLegalController } from './public-legal.controller';
import { ReclamationSettingsService } from './reclamation-settings.service';
import { SettingsController } from './settings.controller';

@Module({
  controllers: [SettingsController, PublicLegalController],
  providers: [AppSettingRepository, DistributionSettingsService, LegalSettingsService, ReclamationSettingsService],
  exports: [DistributionSettingsService, ReclamationSettingsService],
})
export class SettingsModule {}
