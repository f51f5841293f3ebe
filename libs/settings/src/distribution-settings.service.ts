import { Injectable } from '@nestjs/common';
import { AppSettingRepository } from './app-setting.repository';
import { DistributionSettingsDto } from './dto/distribution-settings.dto';

const KEY = 'distribution';

export const DISTRIBUTION_DEFAULTS: DistributionSettingsDto = { buyersPerLead: 3, duplicateWindowDays: 30 };

@Injectable()
export class DistributionSettingsService {
  constructor(private readonly settings: AppSettingRepository) {}

  async get(): Promise<DistributionSettingsDto> {
    const stored = (await this.settings.get(KEY)) as Partial<DistributionSettingsDto> | null;
    return { ...DISTRIBUTION_DEFAULTS, ...stored };
  }

  async update(settings: DistributionSettingsDto): Promise<DistributionSettingsDto> {
    const value = { buyersPerLead: settings.buyersPerLead, duplicateWindowDays: settings.duplicateWindowDays };
    await this.settings.put(KEY, value);
    return value;
  }
}
