import { formatDateTime } from '@contract/format';
import type { AuditEntry } from '../dataProvider/apiTypes';

export type { AuditEntry };

export const AUDIT_RESOURCE = 'audit';
export const AUDIT_PATH = '/settings/audit';
export const AUDIT_ROUTE = 'GET /api/audit';

/** Actions with a German name (app.audit.actions.*); others are shown as the server wrote them. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'view',
  'export',
  'download',
  'sell',
  'reclaim',
  'open',
  'send',
  'paid',
  'void',
  'release',
  'run',
  'retry',
  'import',
  'import-payments',
  'sync',
  'regenerate-apikey',
  'login',
  'login-password-ok',
  'login-failed',
  'logout',
  '2fa-totp-start',
  '2fa-totp-enable',
  '2fa-email',
  '2fa-enabled',
  '2fa-disabled',
  '2fa-remove',
  '2fa-reset',
  '2fa-code-sent',
  '2fa-passed',
  '2fa-failed',
  'password-change',
  'password-changed',
  'password-set',
  'invite',
  'erase',
  'retention',
] as const;

/** Object types with a German name (app.audit.entities.*). */
export const AUDIT_ENTITIES = [
  'lead',
  'organisation',
  'leadsource',
  'invoice',
  'dunning',
  'reclamation-request',
  'settings',
  'user',
  'order',
  'delivery',
  'outgoing-mail',
  'email-template',
  'statistics',
  'statistics-mail',
  'evaluation-mail',
  'privacy',
  'payment',
  'portal-user',
] as const;

const known = (list: readonly string[], value: string) => list.includes(value);

/** The translation key of an action, or null when it has no German name. */
export const actionLabelKey = (action: string): string | null => (known(AUDIT_ACTIONS, action) ? `app.audit.actions.${action}` : null);

/** The translation key of an object type, or null when it has no German name. */
export const entityLabelKey = (entityType: string): string | null => (known(AUDIT_ENTITIES, entityType) ? `app.audit.entities.${entityType}` : null);

/** Where the back office shows the object, when it has a page. */
export function entityPath(entry: Pick<AuditEntry, 'entityType' | 'entityId'>): string | null {
  if (entry.entityId === null || !/^\d+$/.test(entry.entityId)) return null;
  switch (entry.entityType) {
    case 'lead':
      return `/sells/${entry.entityId}`;
    case 'organisation':
      return `/organisations/${entry.entityId}`;
    case 'leadsource':
      return `/leadsources/${entry.entityId}`;
    default:
      return null;
  }
}

/** One changed field: its dotted path and both values as text. */
export interface ChangeLine {
  field: string;
  before: string;
  after: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A stored value as a person reads it: '—' for nothing, Ja/Nein, dates in German. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value === true) return 'Ja';
  if (value === false) return 'Nein';
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatDateTime(value) : value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** The changes as one line per field, nested fields by their path (`conditions.radius`). */
export function changeLines(changes: AuditEntry['changes']): ChangeLine[] {
  if (!changes) return [];
  const lines: ChangeLine[] = [];
  const walk = (before: unknown, after: unknown, path: string) => {
    if (isObject(before) && isObject(after)) {
      for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) walk(before[key], after[key], path ? `${path}.${key}` : key);
      return;
    }
    lines.push({ field: path, before: valueText(before), after: valueText(after) });
  };
  const { before, after } = changes;
  if (isObject(before) && isObject(after)) walk(before, after, '');
  else if (isObject(after)) for (const [key, value] of Object.entries(after)) lines.push({ field: key, before: '—', after: valueText(value) });
  else if (isObject(before)) for (const [key, value] of Object.entries(before)) lines.push({ field: key, before: valueText(value), after: '—' });
  return lines;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A field's path in German where its parts have a name (`conditions.radius` → 'Bedingungen.radius'). */
export function fieldLabel(path: string, translate: Translate): string {
  return path
    .split('.')
    .map((part) => translate(`app.audit.fields.${part}`, { _: part }))
    .join('.');
}

/** 'Feld: vorher → nachher; …': the changes on one line (the list on a phone). */
export function changesText(changes: AuditEntry['changes'], translate: Translate): string {
  return changeLines(changes)
    .map((line) => `${fieldLabel(line.field, translate)}: ${line.before} → ${line.after}`)
    .join('; ');
}

/** What a row without changes says beyond its action: the fields sent, how many leads an export held. */
export function detailsText(details: AuditEntry['details'], translate: Translate): string {
  if (!details) return '';
  const parts: string[] = [];
  if (typeof details.count === 'number') parts.push(translate('app.audit.details.count', { smart_count: details.count }));
  if (Array.isArray(details.fields) && details.fields.length > 0) parts.push(translate('app.audit.details.fields', { fields: details.fields.join(', ') }));
  if (typeof details.file === 'string') parts.push(details.file);
  return parts.join(' · ');
}

/** Who: the staff member's or buyer user's e-mail, 'Käufer (Link)' for a buyer's complaint link, 'System' for jobs. */
export function actorText(entry: Pick<AuditEntry, 'userEmail' | 'role'>, translate: (key: string) => string): string {
  if (entry.userEmail) return entry.userEmail;
  if (entry.role === 'buyer') return translate('app.audit.buyer');
  return translate('app.audit.system');
}

/** The role's German name (Administrator, Vertrieb, Buchhaltung, Käufer (Link), Käufer for a portal user) or nothing. */
export function roleText(role: string | null, translate: (key: string) => string): string {
  if (!role) return '';
  if (role === 'buyer') return translate('app.audit.buyer');
  if (role === 'buyer-user') return translate('app.audit.buyerUser');
  return ['admin', 'sales', 'accounting'].includes(role) ? translate(`app.roles.${role}`) : role;
}
