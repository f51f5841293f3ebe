import { COMPANY_DATA_DEFAULTS, type CompanyData } from '@contract/company-data';
import type { DunningSettings } from '@contract/dunning-rules';
import type { HttpClient } from '../http/httpClient';
import { SETTINGS_API_ROUTES } from './routes';

/** 'Käufer pro Lead' and 'Dubletten-Zeitraum (Tage)'. */
export interface DistributionSettings {
  buyersPerLead: number;
  duplicateWindowDays: number;
}

/** Card 'Firmendaten': the operator's data, and the German labels of what invoices still need. */
export interface CompanySettings extends CompanyData {
  missing: string[];
}

export type { CompanyData, DunningSettings };

export interface SettingsApi {
  distributionSettings(): Promise<DistributionSettings>;
  saveDistributionSettings(settings: DistributionSettings): Promise<DistributionSettings>;
  /** Rejects with a 400 ApiError whose `fields` name each refused field in German. */
  companySettings(): Promise<CompanySettings>;
  saveCompanySettings(data: CompanyData): Promise<CompanySettings>;
  dunningSettings(): Promise<DunningSettings>;
  /** Rejects with a 400 ApiError whose `fields` are paths such as `steps.1.daysAfterPrevious`. */
  saveDunningSettings(settings: DunningSettings): Promise<DunningSettings>;
}

const COMPANY_FIELDS = Object.keys(COMPANY_DATA_DEFAULTS) as (keyof CompanyData)[];

/** react-admin turns an emptied input into null; the API wants strings. */
const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

/** A number as typed ('19,5' too); anything unreadable goes as it is, so the server names the field. */
function number(value: unknown): unknown {
  if (typeof value === 'number') return value;
  const typed = text(value).replace(',', '.');
  if (typed === '') return null;
  const parsed = Number(typed);
  return Number.isFinite(parsed) ? parsed : value;
}

/** `PUT /api/settings/company`: the known fields only (never the answer's `missing`), trimmed. */
export function companySettingsBody(values: Record<string, unknown>): CompanyData {
  const body = Object.fromEntries(COMPANY_FIELDS.map((field) => [field, text(values[field])])) as Record<keyof CompanyData, unknown>;
  body.paymentTermDays = number(values.paymentTermDays);
  body.vatRate = number(values.vatRate);
  return body as unknown as CompanyData;
}

export function toCompanySettings(raw: unknown): CompanySettings {
  const body = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const data = { ...COMPANY_DATA_DEFAULTS, ...companySettingsBody({ ...COMPANY_DATA_DEFAULTS, ...body }) };
  const missing = Array.isArray(body.missing) ? body.missing.filter((entry): entry is string => typeof entry === 'string') : [];
  return { ...data, missing };
}

const listAt = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null) : [];

/** `PUT /api/settings/dunning`: steps and base rates in the order of the form. */
export function dunningSettingsBody(values: Record<string, unknown>): DunningSettings {
  return {
    steps: listAt(values.steps).map((step) => ({ name: text(step.name), daysAfterPrevious: number(step.daysAfterPrevious) as number })),
    interestEnabled: values.interestEnabled === true,
    flatFeeEnabled: values.flatFeeEnabled === true,
    baseRates: listAt(values.baseRates).map((period) => ({ validFrom: text(period.validFrom), rate: number(period.rate) as number })),
    creditreformEmail: text(values.creditreformEmail),
  };
}

export function createSettingsApi(http: HttpClient): SettingsApi {
  return {
    distributionSettings: () => http.request<DistributionSettings>(SETTINGS_API_ROUTES.distribution),
    saveDistributionSettings: ({ buyersPerLead, duplicateWindowDays }) =>
      http.request<DistributionSettings>(SETTINGS_API_ROUTES.distribution, { method: 'PUT', body: { buyersPerLead, duplicateWindowDays } }),
    companySettings: async () => toCompanySettings(await http.request(SETTINGS_API_ROUTES.company)),
    saveCompanySettings: async (data) =>
      toCompanySettings(await http.request(SETTINGS_API_ROUTES.company, { method: 'PUT', body: companySettingsBody(data as unknown as Record<string, unknown>) })),
    dunningSettings: async () => dunningSettingsBody((await http.request<Record<string, unknown>>(SETTINGS_API_ROUTES.dunning)) ?? {}),
    saveDunningSettings: async (settings) =>
      dunningSettingsBody(
        (await http.request<Record<string, unknown>>(SETTINGS_API_ROUTES.dunning, { method: 'PUT', body: dunningSettingsBody(settings as unknown as Record<string, unknown>) })) ?? {},
      ),
  };
}
