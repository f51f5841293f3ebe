import type { HttpClient, RequestOptions } from '../auth/httpClient';
import { createSettingsApi } from './settingsApi';

describe('settingsApi', () => {
  it('reads and writes the distribution settings at their route, sending only the two fields', async () => {
    const calls: [string, RequestOptions | undefined][] = [];
    const http = {
      request: async (path: string, options?: RequestOptions) => {
        calls.push([path, options]);
        return { buyersPerLead: 2, duplicateWindowDays: 14 };
      },
      renewSession: async () => undefined,
    } as unknown as HttpClient;
    const api = createSettingsApi(http);
    expect(await api.distributionSettings()).toEqual({ buyersPerLead: 2, duplicateWindowDays: 14 });
    await api.saveDistributionSettings({ buyersPerLead: 2, duplicateWindowDays: 14, extra: true } as never);
    expect(calls).toEqual([
      ['/api/settings/distribution', undefined],
      ['/api/settings/distribution', { method: 'PUT', body: { buyersPerLead: 2, duplicateWindowDays: 14 } }],
    ]);
  });
});
