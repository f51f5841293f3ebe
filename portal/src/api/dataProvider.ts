import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, fetchUtils } from 'react-admin';
import type { DownloadedFile, HttpClient, RequestOptions } from '@ui/http/httpClient';
import { API_URL, AUTH_ROUTES, PORTAL_ROUTES } from './routes';
import type {
  Colleague,
  OutcomeInput,
  PortalAccount,
  PortalComplaint,
  PortalComplaintDocument,
  PortalSettings,
  PortalSettingsInput,
  RecoveryCodes,
  TestDeliveryAnswer,
  TotpSetup,
} from './types';

type SimpleRestOptions = Pick<fetchUtils.Options, 'method' | 'body'>;
const METHODS: readonly NonNullable<RequestOptions['method']>[] = ['GET', 'POST', 'PUT', 'DELETE'];

/** The portal's calls beyond lists and single records; each rejects with the ApiError carrying the German reason. */
export interface PortalApi {
  setOutcome(leadId: number, input: OutcomeInput): Promise<unknown>;
  /** `reasonCode`: the reason chosen from the catalogue, null for none; left out, the stored one stays. */
  fileComplaint(leadId: number, content: string, reasonCode?: string | null): Promise<PortalComplaint>;
  uploadComplaintFile(leadId: number, file: File): Promise<{ documents: PortalComplaintDocument[] }>;
  /** A file fetched with the session (export, invoice PDF, XRechnung, dunning letter). */
  download(path: string): Promise<DownloadedFile>;
  sendTestDelivery(): Promise<TestDeliveryAnswer>;
  getSettings(): Promise<PortalSettings>;
  saveSettings(settings: PortalSettingsInput): Promise<PortalSettings>;
  listColleagues(): Promise<Colleague[]>;
  inviteColleague(input: { email: string; name: string }): Promise<Colleague>;
  account(): Promise<PortalAccount>;
  /** The password only when a factor is set up already: replacing it needs it. */
  startTotp(password?: string): Promise<TotpSetup>;
  confirmTotp(code: string): Promise<RecoveryCodes>;
  /** Step one of codes by e-mail: a test code to the own address (409 without an SMTP server). */
  startEmailCodes(password?: string): Promise<void>;
  /** Step two, with the test code: the ten recovery codes (400 for a wrong code). */
  confirmEmailCodes(code: string): Promise<RecoveryCodes>;
  disableSecondFactor(password: string): Promise<void>;
}

export type PortalDataProvider = DataProvider & PortalApi;

/** The stock ra-data-simple-rest over the portal's http client (session, renewal, German errors). */
function simpleRest(http: HttpClient): DataProvider {
  const client = async (url: string, options: SimpleRestOptions = {}) => {
    const method = METHODS.find((name) => name === (options.method ?? 'GET').toUpperCase());
    if (!method) throw new Error(`Unbekannte Methode ${options.method}`);
    const body = typeof options.body === 'string' ? (JSON.parse(options.body) as unknown) : undefined;
    const answer = await http.exchange(url, { method, body });
    return { status: answer.status, headers: answer.headers, body: JSON.stringify(answer.body ?? null), json: answer.body };
  };
  return simpleRestProvider(API_URL, client);
}

/** Lists answer arrays; a server that wraps them (`{ data }`) is read too, so a shape change stays here. */
const asList = <T>(answer: unknown): T[] => (Array.isArray(answer) ? (answer as T[]) : ((answer as { data?: T[] } | undefined)?.data ?? []));

export function createDataProvider(http: HttpClient): PortalDataProvider {
  return {
    ...simpleRest(http),
    setOutcome: (leadId, input) => http.request(PORTAL_ROUTES.outcome(leadId), { method: 'PUT', body: input }),
    fileComplaint: (leadId, content, reasonCode) =>
      http.request<PortalComplaint>(PORTAL_ROUTES.complaint(leadId), { method: 'POST', body: reasonCode === undefined ? { content } : { content, reasonCode } }),
    uploadComplaintFile: (leadId, file) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return http.request(PORTAL_ROUTES.complaintUpload(leadId), { method: 'POST', form });
    },
    download: (path) => http.download(path),
    sendTestDelivery: () => http.request<TestDeliveryAnswer>(PORTAL_ROUTES.deliveryTest, { method: 'POST' }),
    getSettings: () => http.request<PortalSettings>(PORTAL_ROUTES.settings),
    saveSettings: (settings) => http.request<PortalSettings>(PORTAL_ROUTES.settings, { method: 'PUT', body: settings }),
    listColleagues: async () => asList<Colleague>(await http.request(PORTAL_ROUTES.users)),
    inviteColleague: (input) => http.request<Colleague>(PORTAL_ROUTES.users, { method: 'POST', body: input }),
    account: () => http.request<PortalAccount>(AUTH_ROUTES.me),
    startTotp: (password) => http.request<TotpSetup>(AUTH_ROUTES.totp, { method: 'POST', body: password ? { password } : {} }),
    confirmTotp: (code) => http.request<RecoveryCodes>(AUTH_ROUTES.totpConfirm, { method: 'POST', body: { code } }),
    startEmailCodes: async (password) => {
      await http.request(AUTH_ROUTES.emailCodes, { method: 'POST', body: password ? { password } : {} });
    },
    confirmEmailCodes: (code) => http.request<RecoveryCodes>(AUTH_ROUTES.emailCodes, { method: 'PUT', body: { enabled: true, code } }),
    disableSecondFactor: async (password) => {
      await http.request(AUTH_ROUTES.disableSecondFactor, { method: 'DELETE', body: { password } });
    },
  };
}
