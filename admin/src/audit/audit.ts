import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_SETTINGS_LABELS, auditValueLabel } from '@contract/audit-vocabulary';
import { formatDateTime } from '@contract/format';
import type { AuditEntry } from '../dataProvider/apiTypes';

export type { AuditEntry };

export const AUDIT_RESOURCE = 'audit';
export const AUDIT_PATH = '/settings/audit';
export const AUDIT_ROUTE = 'GET /api/audit';

/** Actions and object types with a German name (app.audit.actions.*, app.audit.entities.*): all the server writes. */
export { AUDIT_ACTIONS, AUDIT_ENTITIES };

const known = (list: readonly string[], value: string) => list.includes(value);
const knownSettingsArea = (area: string | null): area is string => area !== null && Object.hasOwn(AUDIT_SETTINGS_LABELS, area);

/** The translation key of an action, or null when it has no German name. */
export const actionLabelKey = (action: string): string | null => (known(AUDIT_ACTIONS, action) ? `app.audit.actions.${action}` : null);

/** The translation key of an object type, or null when it has no German name. */
export const entityLabelKey = (entityType: string): string | null => (known(AUDIT_ENTITIES, entityType) ? `app.audit.entities.${entityType}` : null);

/**
 * The object as a person reads it: a settings area by its name ('Einstellungen: Sicherheit'), anything else by its
 * type's name and id ('Lead 17').
 */
export function entityText(entry: Pick<AuditEntry, 'entityType' | 'entityId'>, translate: (key: string) => string): string {
  const key = entityLabelKey(entry.entityType);
  const type = key ? translate(key) : entry.entityType;
  if (entry.entityType === 'settings' && knownSettingsArea(entry.entityId)) return `${type}: ${translate(`app.audit.settings_areas.${entry.entityId}`)}`;
  return [type, entry.entityId].filter(Boolean).join(' ');
}

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

/**
 * A stored value as a person reads it: '—' for nothing, Ja/Nein, dates in German, a code by its German name where
 * the field (its last part) has names for its codes ('status' 'won' → 'Auftrag erhalten').
 */
export function valueText(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value === true) return 'Ja';
  if (value === false) return 'Nein';
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatDateTime(value) : auditValueLabel(field.split('.').pop() ?? '', value);
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
    lines.push({ field: path, before: valueText(before, path), after: valueText(after, path) });
  };
  const { before, after } = changes;
  if (isObject(before) && isObject(after)) walk(before, after, '');
  else if (isObject(after)) for (const [key, value] of Object.entries(after)) lines.push({ field: key, before: '—', after: valueText(value, key) });
  else if (isObject(before)) for (const [key, value] of Object.entries(before)) lines.push({ field: key, before: valueText(value, key), after: '—' });
  return lines;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A field's path in German, part by part (`conditions.delay` → 'Bedingungen › Verzögerung (Minuten)'). */
export function fieldLabel(path: string, translate: Translate): string {
  return path
    .split('.')
    .map((part) => translate(`app.audit.fields.${part}`, { _: part }))
    .join(' › ');
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
  if (Array.isArray(details.fields) && details.fields.length > 0) {
    const fields = details.fields.map((field) => fieldLabel(String(field), translate)).join(', ');
    parts.push(translate('app.audit.details.fields', { fields }));
  }
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
