import { COMPANY_DATA_DEFAULTS } from '@contract/company-data';
import type { HttpClient, RequestOptions } from '@ui/http/httpClient';
import { companySettingsBody, createSettingsApi, dunningSettingsBody } from './settingsApi';

describe('settingsApi', () => {
  it('reads and writes the distribution settings at their route, sending only its fields', async () => {
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
    await api.saveDistributionSettings({ buyersPerLead: 2, duplicateWindowDays: 14, doubleOptIn: true, sellOnlyConfirmed: false, extra: true } as never);
    expect(calls).toEqual([
      ['/api/settings/distribution', undefined],
      ['/api/settings/distribution', { method: 'PUT', body: { buyersPerLead: 2, duplicateWindowDays: 14, doubleOptIn: true, sellOnlyConfirmed: false, qualityInMails: false, throttleReturnShare: null, throttleUnreachableShare: null } }],
    ]);
  });

  it("reads and writes 'Benachrichtigungen', the address trimmed and an emptied input as ''", async () => {
    const calls: [string, RequestOptions | undefined][] = [];
    const http = {
      request: async (path: string, options?: RequestOptions) => {
        calls.push([path, options]);
        return { alertEmail: '' };
      },
    } as unknown as HttpClient;
    const api = createSettingsApi(http);
    await api.notificationSettings();
    await api.saveNotificationSettings({ alertEmail: ' technik@firma.example ' });
    await api.saveNotificationSettings({ alertEmail: null as never });
    expect(calls).toEqual([
      ['/api/settings/notifications', undefined],
      ['/api/settings/notifications', { method: 'PUT', body: { alertEmail: 'technik@firma.example' } }],
      ['/api/settings/notifications', { method: 'PUT', body: { alertEmail: '' } }],
    ]);
  });
});

describe('settingsApi: Firmendaten and Mahnwesen', () => {
  const company = {
    name: ' Leadportal Solar GmbH ',
    street: 'Sonnenallee 12',
    zip: '10115',
    city: 'Berlin',
    managingDirector: 'Erika Mustermann',
    registerCourt: '',
    registerNumber: null,
    vatId: 'DE136695976',
    taxNumber: '',
    iban: 'DE89 3704 0044 0532 0130 00',
    bic: 'COBADEFFXXX',
    bankName: 'Commerzbank',
    email: 'buchhaltung@leadportal.example',
    phone: '',
    invoicePrefix: 'RE',
    paymentTermDays: '14',
    vatRate: '19,5',
    missing: ['Registernummer'],
  };

  function recording(answer: unknown) {
    const calls: [string, RequestOptions | undefined][] = [];
    const http = {
      request: async (path: string, options?: RequestOptions) => {
        calls.push([path, options]);
        return answer;
      },
    } as unknown as HttpClient;
    return { calls, api: createSettingsApi(http) };
  }

  it('sends the company data trimmed, numbers as numbers, never the answer’s `missing`', () => {
    expect(companySettingsBody(company)).toEqual({
      ...company,
      name: 'Leadportal Solar GmbH',
      registerNumber: '',
      paymentTermDays: 14,
      vatRate: 19.5,
      missing: undefined,
    });
    expect(Object.keys(companySettingsBody(company))).not.toContain('missing');
    expect(companySettingsBody({ paymentTermDays: '', vatRate: 'neunzehn' })).toMatchObject({ paymentTermDays: null, vatRate: 'neunzehn', name: '' });
  });

  it('reads the company data as the server sends it, with what invoices still need', async () => {
    const answer = { ...COMPANY_DATA_DEFAULTS, name: 'Solar GmbH', missing: ['IBAN', 'BIC'] };
    const { calls, api } = recording(answer);
    const settings = await api.companySettings();
    expect(settings).toEqual(answer);
    expect(settings).toMatchObject({ invoicePrefix: 'RE', paymentTermDays: 14, vatRate: 19 });
    await api.saveCompanySettings({ ...settings, missing: ['x'] } as never);
    expect(calls[1][0]).toBe('/api/settings/company');
    expect(calls[1][1]?.method).toBe('PUT');
    expect(calls[1][1]?.body).not.toHaveProperty('missing');
  });

  it('sends the dunning settings in the order of the form, numbers as numbers', async () => {
    const settings = {
      steps: [{ name: ' Zahlungserinnerung ', daysAfterPrevious: '7' }, { name: '1. Mahnung', daysAfterPrevious: 14 }],
      interestEnabled: true,
      flatFeeEnabled: false,
      baseRates: [{ validFrom: '2026-01-01', rate: '1,27' }, { validFrom: '2025-07-01', rate: 1.27 }],
      creditreformEmail: ' inkasso@creditreform.example ',
    };
    expect(dunningSettingsBody(settings)).toEqual({
      steps: [{ name: 'Zahlungserinnerung', daysAfterPrevious: 7 }, { name: '1. Mahnung', daysAfterPrevious: 14 }],
      interestEnabled: true,
      flatFeeEnabled: false,
      baseRates: [{ validFrom: '2026-01-01', rate: 1.27 }, { validFrom: '2025-07-01', rate: 1.27 }],
      creditreformEmail: 'inkasso@creditreform.example',
    });
    const { calls, api } = recording(dunningSettingsBody(settings));
    await api.saveDunningSettings(settings as never);
    expect(calls[0]).toEqual(['/api/settings/dunning', { method: 'PUT', body: dunningSettingsBody(settings) }]);
  });
});
