import { COMPANY_DATA_DEFAULTS, type CompanyData } from '@contract/company-data';
import type { DunningSettings } from '@contract/dunning-rules';
import type { PriceList } from '@contract/price-list';
import type { HttpClient } from '@ui/http/httpClient';
import type { CompanySettings, DistributionSettings, NotificationSettings } from './apiTypes';
import { SETTINGS_API_ROUTES } from './routes';

export type { CompanyData, DunningSettings };

export interface SettingsApi {
  /** 'Käufer pro Lead', 'Dubletten-Zeitraum (Tage)', the double opt-in and 'Nur bestätigte Leads verkaufen'. */
  distributionSettings(): Promise<DistributionSettings>;
  saveDistributionSettings(settings: DistributionSettings): Promise<DistributionSettings>;
  /** Card 'Firmendaten': the operator's data, and the German labels of what invoices still need (`missing`). */
  companySettings(): Promise<CompanySettings>;
  /** Rejects with a 400 ApiError whose `fields` name each refused field in German. */
  saveCompanySettings(data: CompanyData): Promise<CompanySettings>;
  dunningSettings(): Promise<DunningSettings>;
  /** Rejects with a 400 ApiError whose `fields` are paths such as `steps.1.daysAfterPrevious`. */
  saveDunningSettings(settings: DunningSettings): Promise<DunningSettings>;
  /** 'Benachrichtigungen': who gets the staff alerts (empty: every active administrator). */
  notificationSettings(): Promise<NotificationSettings>;
  /** Rejects with a 400 ApiError naming a wrong address in German. */
  saveNotificationSettings(settings: NotificationSettings): Promise<NotificationSettings>;
  /** Card 'Preise': the base price and the rules (issue 30 §2). */
  priceList(): Promise<PriceList>;
  /** Rejects with a 400 ApiError whose `fields` are paths such as `rules.2.change.amount`. */
  savePriceList(list: PriceList): Promise<PriceList>;
}

const COMPANY_FIELDS = Object.keys(COMPANY_DATA_DEFAULTS) as (keyof CompanyData)[];

/** react-admin turns an emptied input into null; the API wants strings. */
export const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

/** A number as typed ('19,5' too); null when empty; anything unreadable goes as it is, so the server names the field. */
export function number(value: unknown): unknown {
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
    saveDistributionSettings: ({ buyersPerLead, duplicateWindowDays, doubleOptIn, sellOnlyConfirmed, qualityInMails, throttleReturnShare, throttleUnreachableShare }) =>
      http.request<DistributionSettings>(SETTINGS_API_ROUTES.distribution, {
        method: 'PUT',
        body: { buyersPerLead, duplicateWindowDays, doubleOptIn: doubleOptIn === true, sellOnlyConfirmed: sellOnlyConfirmed === true, qualityInMails: qualityInMails === true, throttleReturnShare: throttleReturnShare ?? null, throttleUnreachableShare: throttleUnreachableShare ?? null },
      }),
    companySettings: () => http.request<CompanySettings>(SETTINGS_API_ROUTES.company),
    saveCompanySettings: (data) =>
      http.request<CompanySettings>(SETTINGS_API_ROUTES.company, { method: 'PUT', body: companySettingsBody(data as unknown as Record<string, unknown>) }),
    dunningSettings: () => http.request<DunningSettings>(SETTINGS_API_ROUTES.dunning),
    saveDunningSettings: (settings) =>
      http.request<DunningSettings>(SETTINGS_API_ROUTES.dunning, { method: 'PUT', body: dunningSettingsBody(settings as unknown as Record<string, unknown>) }),
    notificationSettings: () => http.request<NotificationSettings>(SETTINGS_API_ROUTES.notifications),
    saveNotificationSettings: ({ alertEmail }) =>
      http.request<NotificationSettings>(SETTINGS_API_ROUTES.notifications, { method: 'PUT', body: { alertEmail: text(alertEmail) } }),
    priceList: () => http.request<PriceList>(SETTINGS_API_ROUTES.prices),
    savePriceList: (list) => http.request<PriceList>(SETTINGS_API_ROUTES.prices, { method: 'PUT', body: list }),
  };
}
