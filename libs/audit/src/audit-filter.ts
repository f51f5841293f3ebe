import { berlinDayRange } from '@app/contract';
import { AuditException } from './audit.exception';

/** What GET /api/audit narrows the trail by. */
export interface AuditFilter {
  userId?: number;
  /** Part of the staff member's e-mail address. */
  userEmail?: string;
  entityType?: string;
  entityId?: string;
  action?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

export const AUDIT_FILTER_FIELDS = ['user', 'entity', 'entityId', 'action', 'from', 'to'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filter from the query string's own parameters (`?entity=lead&entityId=7`) and from
 * ra-data-simple-rest's `filter` JSON; the query string's parameters win. A day (`2026-05-01`) is a
 * day in Berlin: `from` its start, `to` its end. Anything unreadable is a 400 naming the parameter.
 */
export function auditFilter(query: Record<string, unknown>, filter: Record<string, unknown>): AuditFilter {
  const value = (name: string): string | undefined => {
    const given = query[name] ?? filter[name];
    if (given === undefined || given === null || given === '') return undefined;
    if (typeof given === 'number') return String(given);
    if (typeof given !== 'string') throw wrong(name, 'muss ein Text sein');
    const trimmed = given.trim();
    if (trimmed.length > 320) throw wrong(name, 'ist zu lang');
    return trimmed || undefined;
  };
  const result: AuditFilter = {};
  const user = value('user');
  if (user !== undefined) {
    if (/^\d+$/.test(user)) {
      const id = Number(user);
      if (!Number.isSafeInteger(id) || id > 2 ** 31 - 1) throw wrong('user', 'ist keine gültige Id');
      result.userId = id;
    } else result.userEmail = user;
  }
  const entity = value('entity');
  if (entity !== undefined) result.entityType = entity;
  const entityId = value('entityId');
  if (entityId !== undefined) result.entityId = entityId;
  const action = value('action');
  if (action !== undefined) result.action = action;
  const from = value('from');
  if (from !== undefined) result.from = instant('from', from, 'start');
  const to = value('to');
  if (to !== undefined) result.to = instant('to', to, 'end');
  if (result.from && result.to && result.from >= result.to) throw wrong('to', 'muss nach from liegen');
  return result;
}

function instant(name: string, text: string, edge: 'start' | 'end'): Date {
  if (DAY.test(text)) {
    const range = berlinDayRange(text);
    if (!range) throw wrong(name, 'ist kein gültiges Datum (JJJJ-MM-TT)');
    return edge === 'start' ? range.start : range.end;
  }
  const at = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(at.getTime())) throw wrong(name, 'muss ein Datum (JJJJ-MM-TT) oder ein Zeitpunkt (ISO 8601) sein');
  return at;
}

function wrong(name: string, reason: string): AuditException {
  return new AuditException('INVALID_AUDIT_QUERY', `${name} ${reason}`, { [name]: reason });
}
