import type { HttpClient } from '../auth/httpClient';
import { SETTINGS_API_ROUTES } from './routes';

/** 'Käufer pro Lead' and 'Dubletten-Zeitraum (Tage)'. */
export interface DistributionSettings {
  buyersPerLead: number;
  duplicateWindowDays: number;
}

export interface SettingsApi {
  distributionSettings(): Promise<DistributionSettings>;
  saveDistributionSettings(settings: DistributionSettings): Promise<DistributionSettings>;
}

export function createSettingsApi(http: HttpClient): SettingsApi {
  return {
    distributionSettings: () => http.request<DistributionSettings>(SETTINGS_API_ROUTES.distribution),
    saveDistributionSettings: ({ buyersPerLead, duplicateWindowDays }) =>
      http.request<DistributionSettings>(SETTINGS_API_ROUTES.distribution, { method: 'PUT', body: { buyersPerLead, duplicateWindowDays } }),
  };
}
