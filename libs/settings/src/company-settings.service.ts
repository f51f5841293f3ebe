import { Injectable } from '@nestjs/common';
import { ReadCaches, ReadThroughCache } from '@app/infrastructure';
import { COMPANY_DATA_DEFAULTS, CompanyData, companyDataErrors, missingCompanyFields, normalizeBic, normalizeIban, normalizeVatId } from '@app/contract';
import { AppSettingRepository } from './app-setting.repository';
import { CompanySettingsDto, CompanySettingsResponseDto } from './dto/company-settings.dto';
import { SettingsException } from './settings.exception';

const KEY = 'company';

/** Trimmed, IBAN/BIC/USt-IdNr. in their canonical form: what invoices print and the checks read. */
function normalized(data: CompanyData): CompanyData {
  const trimmed = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as unknown as CompanyData;
  return { ...trimmed, iban: normalizeIban(trimmed.iban), bic: normalizeBic(trimmed.bic), vatId: normalizeVatId(trimmed.vatId), invoicePrefix: trimmed.invoicePrefix.toUpperCase() };
}

/** Card 'Firmendaten' (GET/PUT /api/settings/company): the seller on every invoice and dunning letter. */
@Injectable()
export class CompanySettingsService {
  private readonly cache: ReadThroughCache<CompanyData>;

  constructor(private readonly settings: AppSettingRepository, caches: ReadCaches) {
    this.cache = caches.create('company-settings');
  }

  /** The stored data over the defaults (a new installation has only the defaults). */
  data(): Promise<CompanyData> {
    return this.cache.get(KEY, async () => ({ ...COMPANY_DATA_DEFAULTS, ...((await this.settings.get(KEY)) as Partial<CompanyData> | null) }));
  }

  async get(): Promise<CompanySettingsResponseDto> {
    const data = await this.data();
    return { ...data, missing: missingCompanyFields(data) };
  }

  async update(body: CompanySettingsDto): Promise<CompanySettingsResponseDto> {
    const data = normalized({ ...COMPANY_DATA_DEFAULTS, ...pick(body) });
    const errors = companyDataErrors(data);
    if (Object.keys(errors).length) {
      throw new SettingsException('INVALID_COMPANY_DATA', `Bitte Firmendaten prüfen: ${Object.values(errors).join('; ')}`, errors as Record<string, string>);
    }
    await this.settings.put(KEY, { ...data });
    this.cache.invalidate();
    return { ...data, missing: missingCompanyFields(data) };
  }
}

/** Only the known fields are stored (a client sending the response back includes 'missing'). */
function pick(body: CompanySettingsDto): Partial<CompanyData> {
  return Object.fromEntries(Object.keys(COMPANY_DATA_DEFAULTS).filter((key) => key in body).map((key) => [key, (body as unknown as Record<string, unknown>)[key]]));
}
