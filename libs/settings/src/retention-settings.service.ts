import { Injectable } from '@nestjs/common';
import { RETENTION_DEFAULTS } from '@app/contract';
import { AppSettingRepository } from './app-setting.repository';
import { RetentionSettingsDto } from './dto/retention-settings.dto';

const KEY = 'retention';

/** Settings 'Aufbewahrung', read by the daily retention run (libs/privacy). */
@Injectable()
export class RetentionSettingsService {
  constructor(private readonly settings: AppSettingRepository) {}

  async get(): Promise<RetentionSettingsDto> {
    const stored = (await this.settings.get(KEY)) as Partial<RetentionSettingsDto> | null;
    return { ...RETENTION_DEFAULTS, ...stored };
  }

  async update(settings: RetentionSettingsDto): Promise<RetentionSettingsDto> {
    const value = {
      unsoldLeadMonths: settings.unsoldLeadMonths,
      soldLeadMonths: settings.soldLeadMonths,
      complaintDocumentMonths: settings.complaintDocumentMonths,
      mailBodyDays: settings.mailBodyDays,
    };
    await this.settings.put(KEY, value);
    return value;
  }
}
