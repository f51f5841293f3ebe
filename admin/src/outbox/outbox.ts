/** The Postausgang's pure parts: how a mail of `GET /api/outgoing-mails` (apiTypes.ts) and its status are shown. */
import { outgoingMailDtoStatusValues } from '@contract/api-types';
import type { MailStatus, OutgoingMail, OutgoingMailDetail } from '../dataProvider/apiTypes';

export type { OutgoingMail, OutgoingMailDetail };

/** The kinds of mail the product writes (libs/*: `kind` of each mail), by their label key. */
const KINDS = [
  'lead-delivery',
  'lead-confirmation',
  'invoice-invoice',
  'invoice-cancellation',
  'invoice-correction',
  'dunning-step',
  'dunning-handover-lawyer',
  'dunning-handover-creditreform',
  'statistic-monthly',
  'lead-evaluation',
  'sale-reclaimed',
  'sale-reinstated',
  'reclamation-approved',
  'reclamation-rejected',
  'reclamation-proof-required',
  'privacy-erasure',
  'delivery-stopped',
];

/** '45 KB' / '1,2 MB' for an attachment. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;
}

/** The statuses the server sends, in its order (its OpenAPI document). */
export const MAIL_STATUSES: readonly MailStatus[] = outgoingMailDtoStatusValues;

const CHIP_COLORS: Record<MailStatus, 'info' | 'success' | 'warning' | 'error'> = {
  queued: 'info',
  sent: 'success',
  held: 'warning',
  failed: 'error',
};

/** The chip of a status: its German label key and MUI color; an unknown status shows as waiting. */
export function statusChip(status: string): { label: string; color: 'info' | 'success' | 'warning' | 'error' } {
  const known = MAIL_STATUSES.includes(status as MailStatus) ? (status as MailStatus) : 'queued';
  return { label: `app.outbox.status.${known}`, color: CHIP_COLORS[known] };
}

/** Only a held or failed mail can be sent again, and only when an SMTP server is configured. */
export function canResend(mail: Pick<OutgoingMail, 'status'>, smtpConfigured: boolean): boolean {
  return smtpConfigured && (mail.status === 'held' || mail.status === 'failed');
}

/** A mail's kind in German ('lead-delivery' → 'Lead an Käufer'); unknown kinds show as they are. */
export function kindLabelKey(kind: string): string | null {
  return KINDS.includes(kind) ? `app.outbox.kind.${kind.replace(/-/g, '_')}` : null;
}
