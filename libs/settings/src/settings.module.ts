import { Module } from '@nestjs/common';
import { AppSettingRepository } from './app-setting.repository';
import { DistributionSettingsService } from './distribution-settings.service';
import { LegalSettingsService } from './legal-settings.service';
import { PublicLegalController } from './public-legal.controller';
import { SettingsController } from './settings.controller';

@Module({
  controllers: [SettingsController, PublicLegalController],
  providers: [AppSettingRepository, DistributionSettingsService, LegalSettingsService],
  exports: [DistributionSettingsService],
})
export class SettingsModule {}
