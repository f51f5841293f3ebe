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
      return withRate(stored?.deadlineDays ?? RECLAMATION_DEADLINE_DAYS.default, stored?.autoAcceptBelowRate);
    });
  }

  async update(settings: ReclamationSettingsDto): Promise<ReclamationSettingsDto> {
    // A client that knows only the deadline keeps the stored limit.
    const rate = settings.autoAcceptBelowRate === undefined ? (await this.get()).autoAcceptBelowRate : settings.autoAcceptBelowRate;
    const value = withRate(settings.deadlineDays, rate);
    await this.settings.put(KEY, { ...value });
    this.cache.invalidate();
    return value;
  }
}

/** The limit only while it is on: the answer stays `{deadlineDays}` for everyone who never switched it on. */
function withRate(deadlineDays: number, rate: number | null | undefined): ReclamationSettingsDto {
  return rate ? { deadlineDays, autoAcceptBelowRate: rate } : { deadlineDays };
}
