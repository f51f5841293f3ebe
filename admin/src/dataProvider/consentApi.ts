import type { DownloadedFile, HttpClient } from '@ui/http/httpClient';
import type { ConsentTextVersion } from './apiTypes';
import { fillPath } from './mappers';
import { LEAD_API_ROUTES, SETTINGS_API_ROUTES } from './routes';

/** Provable consent: a lead's consent certificate and the published versions of the consent and legal texts. */
export interface ConsentApi {
  /** The 'Einwilligungsnachweis' PDF of the lead, fetched with the session. */
  consentCertificate(leadId: number): Promise<DownloadedFile>;
  /** Every published version, per kind the newest first. */
  consentTextVersions(): Promise<ConsentTextVersion[]>;
}

/** The file name the browser saves the certificate under (the server's name for it). */
export const consentCertificateFile = (leadId: number) => `Einwilligungsnachweis-Lead-${leadId}.pdf`;

export function createConsentApi(http: HttpClient): ConsentApi {
  return {
    consentCertificate: (leadId) => http.download(fillPath(LEAD_API_ROUTES.consentCertificate, leadId)),
    consentTextVersions: () => http.request<ConsentTextVersion[]>(SETTINGS_API_ROUTES.legalVersions),
  };
}
