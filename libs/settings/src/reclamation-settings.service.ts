import { Injectable } from '@nestjs/common';
import { ReadCaches, ReadThroughCache } from '@app/infrastructure';
import { AppSettingRepository } from './app-setting.repository';
import { RECLAMATION_DEADLINE_DAYS, ReclamationSettingsDto } from './dto/reclamation-settings.dto';

const KEY = 'reclamation';

@Injectable()
export class ReclamationSettingsService {
  /** Read on every public complaint call. */
  private readonly cache: ReadThroughCache<ReclamationSettingsDto>;

  constructor(private readonly settings: AppSettingRepository, caches: ReadCaches) {
    this.cache = caches.create('reclamation-settings');
  }

  get(): Promise<ReclamationSettingsDto> {
    return this.cache.get(KEY, async () => {
      const stored = (await this.settings.get(KEY)) as Partial<ReclamationSettingsDto> | null;
      return { deadlineDays: stored?.deadlineDays ?? RECLAMATION_DEADLINE_DAYS.default };
    });
  }

  async update(settings: ReclamationSettingsDto): Promise<ReclamationSettingsDto> {
    const value = { deadlineDays: settings.deadlineDays };
    await this.settings.put(KEY, value);
    this.cache.invalidate();
    return value;
  }
}
