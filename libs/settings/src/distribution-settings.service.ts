import { Injectable } from '@nestjs/common';
import { ReadCaches, ReadThroughCache } from '@app/infrastructure';
import { AppSettingRepository } from './app-setting.repository';
import { DistributionSettingsDto } from './dto/distribution-settings.dto';

const KEY = 'distribution';

export const DISTRIBUTION_DEFAULTS: DistributionSettingsDto = { buyersPerLead: 3, duplicateWindowDays: 30, doubleOptIn: true, sellOnlyConfirmed: false, qualityInMails: false, exclusiveOnlyIfWorthIt: true, throttleReturnShare: null, throttleUnreachableShare: null };

@Injectable()
export class DistributionSettingsService {
  /** Read on every lead that arrives. */
  private readonly cache: ReadThroughCache<DistributionSettingsDto>;

  constructor(private readonly settings: AppSettingRepository, caches: ReadCaches) {
    this.cache = caches.create('distribution-settings');
  }

  get(): Promise<DistributionSettingsDto> {
    return this.cache.get(KEY, async () => {
      const stored = (await this.settings.get(KEY)) as Partial<DistributionSettingsDto> | null;
      return { ...DISTRIBUTION_DEFAULTS, ...stored };
    });
  }

  async update(settings: DistributionSettingsDto): Promise<DistributionSettingsDto> {
    const stored = await this.get();
    const value = {
      buyersPerLead: settings.buyersPerLead,
      duplicateWindowDays: settings.duplicateWindowDays,
      doubleOptIn: settings.doubleOptIn ?? stored.doubleOptIn,
      sellOnlyConfirmed: settings.sellOnlyConfirmed ?? stored.sellOnlyConfirmed,
      qualityInMails: settings.qualityInMails ?? stored.qualityInMails,
      exclusiveOnlyIfWorthIt: settings.exclusiveOnlyIfWorthIt ?? stored.exclusiveOnlyIfWorthIt,
      // Missing keeps the stored limit; null switches it off.
      throttleReturnShare: settings.throttleReturnShare === undefined ? (stored.throttleReturnShare ?? null) : settings.throttleReturnShare,
      throttleUnreachableShare: settings.throttleUnreachableShare === undefined ? (stored.throttleUnreachableShare ?? null) : settings.throttleUnreachableShare,
    };
    await this.settings.put(KEY, value);
    this.cache.invalidate();
    return value;
  }
}
