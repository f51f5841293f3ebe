import type { Identifier } from 'react-admin';
import type { LegalSettings } from '@contract/legal-pages';
import type { HttpClient } from '@ui/http/httpClient';
import type { DeliveryBulkRetryResult, OutboxStatus, OutgoingMail, SendHeldResult } from './apiTypes';
import { fillPath } from './mappers';
import { OUTBOX_API_ROUTES, SETTINGS_API_ROUTES } from './routes';

/** The Postausgang's actions and the legal texts of Settings; failures reject with the German ApiError. */
export interface OutboxApi {
  /** Whether mails can go out, and how many wait in the Postausgang because they cannot. */
  outboxStatus(): Promise<OutboxStatus>;
  /** A held or failed mail goes out again (400 without SMTP server or for a mail already sent). */
  resendMail(id: Identifier): Promise<OutgoingMail>;
  sendHeldMails(): Promise<SendHeldResult>;
  /** The failed deliveries among `ids` start again (400 when none of them failed). */
  retryDeliveries(ids: Identifier[]): Promise<DeliveryBulkRetryResult>;
  legalSettings(): Promise<LegalSettings>;
  saveLegalSettings(settings: LegalSettings): Promise<LegalSettings>;
}

export function createOutboxApi(http: HttpClient): OutboxApi {
  return {
    outboxStatus: () => http.request<OutboxStatus>(OUTBOX_API_ROUTES.status),
    resendMail: (id) => http.request<OutgoingMail>(fillPath(OUTBOX_API_ROUTES.send, id), { method: 'POST' }),
    sendHeldMails: () => http.request<SendHeldResult>(OUTBOX_API_ROUTES.sendHeld, { method: 'POST' }),
    retryDeliveries: (ids) => http.request<DeliveryBulkRetryResult>(OUTBOX_API_ROUTES.retryDeliveries, { method: 'POST', body: { ids: ids.map(Number) } }),
    legalSettings: () => http.request<LegalSettings>(SETTINGS_API_ROUTES.legal),
    saveLegalSettings: (settings) => http.request<LegalSettings>(SETTINGS_API_ROUTES.legal, { method: 'PUT', body: settings }),
  };
}
