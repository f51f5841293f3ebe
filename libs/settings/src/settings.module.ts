import { Module } from '@nestjs/common';
import { AppSettingRepository } from './app-setting.repository';
import { DistributionSettingsService } from './distribution-settings.service';
import { SettingsController } from './settings.controller';

@Module({
  controllers: [SettingsController],
  providers: [AppSettingRepository, DistributionSettingsService],
  exports: [DistributionSettingsService],
})
export class SettingsModule {}
