import { Injectable } from '@nestjs/common';
import { ReadCaches, ReadThroughCache } from '@app/infrastructure';
import { DUNNING_DEFAULTS, DunningSettings, dunningSettingsErrors } from '@app/contract';
import { AppSettingRepository } from './app-setting.repository';
import { DunningSettingsDto } from './dto/dunning-settings.dto';
import { SettingsException } from './settings.exception';

const KEY = 'dunning';

/** Card 'Mahnwesen' (GET/PUT /api/settings/dunning). */
@Injectable()
export class DunningSettingsService {
  private readonly cache: ReadThroughCache<DunningSettings>;

  constructor(private readonly settings: AppSettingRepository, caches: ReadCaches) {
    this.cache = caches.create('dunning-settings');
  }

  get(): Promise<DunningSettings> {
    return this.cache.get(KEY, async () => ({ ...DUNNING_DEFAULTS, ...((await this.settings.get(KEY)) as Partial<DunningSettings> | null) }));
  }

  async update(body: DunningSettingsDto): Promise<DunningSettings> {
    const settings: DunningSettings = {
      steps: body.steps.map(({ name, daysAfterPrevious }) => ({ name: name.trim(), daysAfterPrevious })),
      interestEnabled: body.interestEnabled,
      flatFeeEnabled: body.flatFeeEnabled,
      baseRates: body.baseRates.map(({ validFrom, rate }) => ({ validFrom: validFrom.trim(), rate })),
      creditreformEmail: body.creditreformEmail.trim(),
    };
    // Checked in the order sent, so 'baseRates.2.rate' names the row the form shows.
    const errors = dunningSettingsErrors(settings);
    if (Object.keys(errors).length) {
      throw new SettingsException('INVALID_DUNNING_SETTINGS', `Bitte Mahnwesen prüfen: ${Object.values(errors).join('; ')}`, errors);
    }
    // Kept sorted: the interest maths looks up the period of each day.
    settings.baseRates.sort((a, b) => a.validFrom.localeCompare(b.validFrom));
    await this.settings.put(KEY, { ...settings });
    this.cache.invalidate();
    return settings;
  }
}
