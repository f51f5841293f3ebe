/** The Postausgang's pure parts: how a mail of `GET /api/outgoing-mails` (apiTypes.ts) and its status are shown. */
import { outgoingMailDtoStatusValues } from '@contract/api-types';
import { MAIL_KIND_LABELS, MAIL_KINDS, type MailKind } from '@contract/mail-kinds';
import type { MailStatus, OutgoingMail, OutgoingMailDetail } from '../dataProvider/apiTypes';

export type { OutgoingMail, OutgoingMailDetail };

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

/** A mail's kind in German ('lead-delivery' → 'Lead an Käufer'), from the list the server writes with (libs/contract); unknown kinds show as they are. */
export { mailKindLabel } from '@contract/mail-kinds';

/** The choices of the list's kind filter, alphabetically by their German name. */
export const kindChoices = (): { id: MailKind; name: string }[] =>
  MAIL_KINDS.map((kind) => ({ id: kind, name: MAIL_KIND_LABELS[kind] })).sort((a, b) => a.name.localeCompare(b.name, 'de'));
