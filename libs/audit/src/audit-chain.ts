import { createHash, createHmac } from 'node:crypto';
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

/**
 * A row's hash: HMAC-SHA256 with the audit key (AppConfig.auditKey, kept outside the database) over the
 * previous row's hash and the row's content, so nobody with database access alone can recompute the chain.
 * `key` null: the plain SHA-256 of the rows chained before the chain was keyed (`hash_keyed` false).
 */
export function auditHash(prevHash: string, content: AuditContent, key: Buffer | null): string {
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
  const digest = key === null ? createHash('sha256') : createHmac('sha256', key);
  return digest.update(prevHash).update(text).digest('hex');
}

/** A stored row as the chain check reads it. */
export interface ChainedRow extends AuditContent {
  id: string;
  prevHash: string;
  hash: string;
  /** False for the rows chained before the chain was keyed (plain SHA-256). */
  hashKeyed: boolean;
}

/**
 * Why the chain breaks at a row: it names another predecessor, its content does not give its hash, or it
 * claims an unkeyed hash after keyed rows (recomputed without the key; only the oldest rows may be unkeyed).
 */
export type ChainBreak = { id: string; reason: 'prev-hash' | 'hash' | 'unkeyed' };

/** Where a check of the chain stands between batches: the last hash, and whether a keyed row came yet. */
export interface ChainPosition {
  lastHash: string;
  keyedSeen: boolean;
}

export const CHAIN_START: ChainPosition = { lastHash: GENESIS_HASH, keyedSeen: false };

/**
 * Checks rows in chain order, continuing from `position` (CHAIN_START for the first batch). Answers the
 * first break, or the position to continue the next batch from.
 */
export function checkChain(rows: readonly ChainedRow[], position: ChainPosition, key: Buffer): { broken: ChainBreak } | { position: ChainPosition } {
  let { lastHash, keyedSeen } = position;
  for (const row of rows) {
    if (row.prevHash !== lastHash) return { broken: { id: row.id, reason: 'prev-hash' } };
    if (!row.hashKeyed && keyedSeen) return { broken: { id: row.id, reason: 'unkeyed' } };
    if (auditHash(row.prevHash, row, row.hashKeyed ? key : null) !== row.hash) return { broken: { id: row.id, reason: 'hash' } };
    lastHash = row.hash;
    keyedSeen ||= row.hashKeyed;
  }
  return { position: { lastHash, keyedSeen } };
}

/**
 * The value as jsonb will give it back: Dates as ISO strings, undefined left out, and NUL characters
 * (which jsonb refuses) dropped, so the hash written equals the hash of what is read later.
 */
export function asStoredJson<T>(value: T): T {
  if (value === null || value === undefined) return value;
  return JSON.parse(JSON.stringify(value, (_key, item: unknown) => (typeof item === 'string' ? item.replace(/\u0000/g, '') : item))) as T;
}
