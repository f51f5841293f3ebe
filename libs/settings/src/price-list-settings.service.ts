import { Injectable } from '@nestjs/common';
import { ReadCaches, ReadThroughCache } from '@app/infrastructure';
import { PRICE_LIST_DEFAULTS, PriceList, validatePriceList } from '@app/contract';
import { AppSettingRepository } from './app-setting.repository';
import { PriceListDto } from './dto/price-list.dto';
import { SettingsException } from './settings.exception';

const KEY = 'prices';

/** Settings 'Preise' (GET/PUT /api/settings/prices): the price list every sale is priced by (libs/pricing). */
@Injectable()
export class PriceListSettingsService {
  /** Read on every sale. */
  private readonly cache: ReadThroughCache<PriceList>;

  constructor(private readonly settings: AppSettingRepository, caches: ReadCaches) {
    this.cache = caches.create('price-list');
  }

  get(): Promise<PriceList> {
    return this.cache.get(KEY, async () => ({ ...PRICE_LIST_DEFAULTS, ...((await this.settings.get(KEY)) as Partial<PriceList> | null) }));
  }

  async update(body: PriceListDto): Promise<PriceList> {
    // The pipe checked the types; ranges and what each condition needs are the shared rules the form checks too.
    const checked = validatePriceList(body);
    if (!checked.ok) {
      throw new SettingsException('INVALID_PRICE_LIST', `Bitte Preisliste prüfen: ${Object.values(checked.errors).join('; ')}`, checked.errors);
    }
    await this.settings.put(KEY, { ...checked.value });
    this.cache.invalidate();
    return checked.value;
  }
}
