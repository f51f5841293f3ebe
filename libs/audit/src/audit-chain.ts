import { createHash } from 'node:crypto';
import type { AuditChanges } from './entities/audit-entry.entity';

/** The `prevHash` of the first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** What a row's hash covers: everything but its id and the hashes themselves. */
export interface AuditContent {
  at: Date;
  userId: number | null;
  userEmail: string | null;
  role: string | null;
  ip: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  changes: AuditChanges | null;
  details: Record<string, unknown> | null;
}

/**
 * JSON with the keys of every object sorted, so the same content gives the same text whatever order
 * its keys were written in (jsonb gives them back in its own order).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item === undefined ? null : item)).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function auditHash(prevHash: string, content: AuditContent): string {
  const text = canonicalJson({
    at: content.at.toISOString(),
    userId: content.userId,
    userEmail: content.userEmail,
    role: content.role,
    ip: content.ip,
    action: content.action,
    entityType: content.entityType,
    entityId: content.entityId,
    changes: content.changes,
    details: content.details,
  });
  return createHash('sha256').update(prevHash).update(text).digest('hex');
}

/** A stored row as the chain check reads it. */
export interface ChainedRow extends AuditContent {
  id: string;
  prevHash: string;
  hash: string;
}

export type ChainBreak = { id: string; reason: 'prev-hash' | 'hash' };

/**
 * Checks rows in id order, continuing from `prevHash` (the hash of the row before the first one, or
 * GENESIS_HASH). Answers the first break, or the hash to continue the next batch from.
 */
export function checkChain(rows: readonly ChainedRow[], prevHash: string): { broken: ChainBreak } | { lastHash: string } {
  let expected = prevHash;
  for (const row of rows) {
    if (row.prevHash !== expected) return { broken: { id: row.id, reason: 'prev-hash' } };
    if (auditHash(row.prevHash, row) !== row.hash) return { broken: { id: row.id, reason: 'hash' } };
    expected = row.hash;
  }
  return { lastHash: expected };
}

/**
 * The value as jsonb will give it back: Dates as ISO strings, undefined left out, and NUL characters
 * (which jsonb refuses) dropped, so the hash written equals the hash of what is read later.
 */
export function asStoredJson<T>(value: T): T {
  if (value === null || value === undefined) return value;
  return JSON.parse(JSON.stringify(value, (_key, item: unknown) => (typeof item === 'string' ? item.replace(/\u0000/g, '') : item))) as T;
}
