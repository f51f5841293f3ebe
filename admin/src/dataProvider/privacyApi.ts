import type { DownloadedFile, HttpClient } from '@ui/http/httpClient';
import type { ErasureResult, RetentionRun, RetentionSettings, Subjects } from './apiTypes';
import { withQuery } from './mappers';
import { PRIVACY_API_ROUTES } from './routes';

/** Whom a data-protection request is about: what staff typed; the server normalises it as at intake. */
export interface PersonQuery {
  email: string;
  phone: string;
}

/** Data-protection rights (DSGVO) and Settings 'Aufbewahrung'; failures reject with the German ApiError. */
export interface PrivacyApi {
  /** Leads, orders and complaints of the person. */
  privacySubjects(person: PersonQuery): Promise<Subjects>;
  /** The Art. 15 answer: a ZIP with auskunft.json and the PDF, fetched with the session. */
  privacyExport(person: PersonQuery): Promise<DownloadedFile>;
  /** Art. 17: pseudonymises everything of the person (administrators only). */
  erasePerson(person: PersonQuery, reason: string): Promise<ErasureResult>;
  retentionSettings(): Promise<RetentionSettings>;
  saveRetentionSettings(settings: RetentionSettings): Promise<RetentionSettings>;
  retentionRuns(): Promise<RetentionRun[]>;
  runRetention(): Promise<RetentionRun>;
}

/** Only the terms typed: an empty one is left out. */
export function personQuery({ email, phone }: PersonQuery): Record<string, string> {
  return Object.fromEntries(Object.entries({ email: email.trim(), phone: phone.trim() }).filter(([, value]) => value !== ''));
}

/** The name the browser saves the Art. 15 export under. */
export const privacyExportFile = (today: string) => `Auskunft-Art-15-DSGVO-${today}.zip`;

export function createPrivacyApi(http: HttpClient): PrivacyApi {
  return {
    privacySubjects: (person) => http.request<Subjects>(withQuery(PRIVACY_API_ROUTES.subjects, personQuery(person))),
    privacyExport: (person) => http.download(withQuery(PRIVACY_API_ROUTES.export, personQuery(person))),
    erasePerson: (person, reason) => http.request<ErasureResult>(PRIVACY_API_ROUTES.erase, { method: 'POST', body: { ...personQuery(person), reason } }),
    retentionSettings: () => http.request<RetentionSettings>(PRIVACY_API_ROUTES.retentionSettings),
    saveRetentionSettings: (settings) => http.request<RetentionSettings>(PRIVACY_API_ROUTES.retentionSettings, { method: 'PUT', body: settings }),
    retentionRuns: () => http.request<RetentionRun[]>(PRIVACY_API_ROUTES.retentionRuns),
    runRetention: () => http.request<RetentionRun>(PRIVACY_API_ROUTES.retentionRuns, { method: 'POST' }),
  };
}
