import { Injectable } from '@nestjs/common';
import { ReadCaches, ReadThroughCache } from '@app/infrastructure';
import { AppSettingRepository } from './app-setting.repository';
import { SecuritySettingsDto } from './dto/security-settings.dto';

const KEY = 'security';

/** Off by default, so the two-command start stays simple; the README recommends it for production. */
@Injectable()
export class SecuritySettingsService {
  /** Read on every login and renewal. */
  private readonly cache: ReadThroughCache<SecuritySettingsDto>;

  constructor(private readonly settings: AppSettingRepository, caches: ReadCaches) {
    this.cache = caches.create('security-settings');
  }

  get(): Promise<SecuritySettingsDto> {
    return this.cache.get(KEY, async () => {
      const stored = (await this.settings.get(KEY)) as Partial<SecuritySettingsDto> | null;
      return { requireTwoFactor: stored?.requireTwoFactor === true };
    });
  }

  async update(settings: SecuritySettingsDto): Promise<SecuritySettingsDto> {
    const value = { requireTwoFactor: settings.requireTwoFactor };
    await this.settings.put(KEY, value);
    this.cache.invalidate();
    return value;
  }
}
