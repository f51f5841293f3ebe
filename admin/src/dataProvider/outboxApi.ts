import type { Identifier } from 'react-admin';
import type { LegalSettings } from '@contract/legal-pages';
import type { HttpClient } from '../http/httpClient';
import { fillPath } from './mappers';
import { OUTBOX_API_ROUTES, SETTINGS_API_ROUTES } from './routes';

/** Whether mails can go out, and how many wait in the Postausgang because they cannot. */
export interface OutboxStatus {
  smtpConfigured: boolean;
  held: number;
}

/** The Postausgang's actions and the legal texts of Settings; failures reject with the German ApiError. */
export interface OutboxApi {
  outboxStatus(): Promise<OutboxStatus>;
  /** A held or failed mail goes out again (400 without SMTP server or for a mail already sent). */
  resendMail(id: Identifier): Promise<unknown>;
  sendHeldMails(): Promise<{ queued: number }>;
  legalSettings(): Promise<LegalSettings>;
  saveLegalSettings(settings: LegalSettings): Promise<LegalSettings>;
}

export function createOutboxApi(http: HttpClient): OutboxApi {
  return {
    outboxStatus: () => http.request<OutboxStatus>(OUTBOX_API_ROUTES.status),
    resendMail: (id) => http.request(fillPath(OUTBOX_API_ROUTES.send, id), { method: 'POST' }),
    sendHeldMails: () => http.request<{ queued: number }>(OUTBOX_API_ROUTES.sendHeld, { method: 'POST' }),
    legalSettings: () => http.request<LegalSettings>(SETTINGS_API_ROUTES.legal),
    saveLegalSettings: (settings) => http.request<LegalSettings>(SETTINGS_API_ROUTES.legal, { method: 'PUT', body: settings }),
  };
}
