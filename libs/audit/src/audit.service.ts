import { Injectable, Logger } from '@nestjs/common';
import { asStoredJson, canonicalJson, CHAIN_START, ChainBreak } from './audit-chain';
import { AuditActor, currentRoute, requestActor } from './audit-context';
import { maskPersonalData, shortenLongTexts } from './audit-mask';
import type { AuditAction, AuditEntityType, ListQuery } from '@app/contract';
import { AuditChainer } from './audit-chainer';
import { AuditEntryRepository, AuditSortField } from './audit-entry.repository';
import type { AuditFilter } from './audit-filter';
import type { AuditEntry } from './entities/audit-entry.entity';

/**
 * One thing to record; `actor` defaults to the current request's user and address. Action and object type come from
 * the audit vocabulary (libs/contract), so the Protokoll has a German name for each.
 */
export interface AuditRecordEntry {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId?: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  details?: Record<string, unknown>;
  actor?: AuditActor;
}

/**
 * The result of walking the whole chain; `unchained`: rows still waiting for their place after the
 * chaining run that precedes the check (its failure is in the log).
 */
/** The chain check's result; `unkeyed`: rows chained before the chain was keyed (plain SHA-256). */
export type AuditChainCheck = ({ ok: true; entries: number } | { ok: false; entries: number; brokenId: string; reason: ChainBreak['reason'] }) & { unchained: number; unkeyed: number };

const VERIFY_BATCH = 1000;
/** A view of the same object by the same user within this time is not recorded again. */
export const VIEW_REPEAT_MS = 15 * 60 * 1000;

@Injectable()
export class AuditService {
  private readonly logger = new Logger('Protokoll');

  constructor(
    private readonly entries: AuditEntryRepository,
    private readonly chainer: AuditChainer,
  ) {}

  /**
   * Appends one row (in the caller's transaction when there is one). Personal data in `before` and
   * `after` is masked here, so no caller can forget it.
   */
  async record(entry: AuditRecordEntry): Promise<void> {
    // A service's own row about the request's object stands for the request: the interceptor adds none.
    const route = currentRoute();
    const id = entry.entityId === null || entry.entityId === undefined ? null : String(entry.entityId);
    if (route && entry.entityType === route.entityType && (route.entityId === null || id === route.entityId)) {
      route.noted.add(`${entry.entityType}:${id}`);
      route.notedTypes.add(entry.entityType);
    }
    const actor = { ...requestActor() };
    // An explicit actor replaces what it names; the rest (usually the address) still comes from the request.
    for (const [key, value] of Object.entries(entry.actor ?? {})) if (value !== undefined) actor[key as keyof AuditActor] = value as never;
    const before = asStoredJson(shortenLongTexts(maskPersonalData(entry.before)));
    const after = asStoredJson(shortenLongTexts(maskPersonalData(entry.after)));
    const hasChanges = entry.before != null || entry.after != null;
    await this.entries.append({
      userId: actor.userId ?? null,
      userEmail: actor.email ?? null,
      role: actor.role ?? null,
      ip: actor.ip ?? null,
      action: entry.action,
      entityType: entry.entityType,
      entityId: id,
      changes: hasChanges ? { before, after } : null,
      details: entry.details && Object.keys(entry.details).length > 0 ? asStoredJson(maskPersonalData(entry.details)) : null,
    });
  }

  /**
   * Whether a repeated look needs no row of its own: the same user viewed the same object within the
   * last minutes (the lead page reloads itself while a delivery is pending).
   */
  async viewedRecently(userId: number | null, entityType: string, entityId: string | null, role: string | null = null): Promise<boolean> {
    if (userId === null || entityId === null) return false;
    return this.entries.recordedSince(userId, role, 'view', entityType, entityId, new Date(Date.now() - VIEW_REPEAT_MS));
  }

  /**
   * A service says what it changed: written at once, in the service's transaction, with the action of
   * the request it runs in (`update`, `sell`, …); the request's own row is then not written again.
   * Outside a request (jobs) the row names the system as actor and the action create, update or delete. Services may
   * pass whole snapshots (an entity as it is): only the fields that differ are kept (all of them for a
   * create or delete).
   */
  async noteChange(entityType: AuditEntityType, entityId: string | number | null, before: object | null, after: object | null): Promise<void> {
    const route = currentRoute();
    const id = entityId === null ? null : String(entityId);
    if (route) {
      route.noted.add(`${entityType}:${id}`);
      route.notedTypes.add(entityType);
    }
    const changed = changedFields(before as Record<string, unknown> | null, after as Record<string, unknown> | null);
    await this.record({
      action: route?.action ?? (before === null ? 'create' : after === null ? 'delete' : 'update'),
      entityType,
      entityId: id,
      before: changed.before,
      after: changed.after,
      details: route ? { route: route.route } : undefined,
    });
  }

  list(query: ListQuery<AuditSortField>, filter: AuditFilter): Promise<{ rows: AuditEntry[]; total: number }> {
    return this.entries.page(query, filter);
  }

  /**
   * An export names the objects it handed out (the ids of the leads in the file), so each one's
   * history shows the export. Kept as ranges on the request's row; nothing outside a request.
   */
  noteSubjects(ids: Iterable<number>): void {
    const route = currentRoute();
    if (route) for (const id of ids) route.subjectIds.push(id);
  }

  /** Chains what waits, then walks the chain from its first row; names the first row whose link or content does not match. */
  async verifyChain(): Promise<AuditChainCheck> {
    await this.chainer.chainNow();
    const unchained = await this.entries.unchained();
    const unkeyed = await this.entries.unkeyed();
    let position = CHAIN_START;
    let afterSeq: string | null = null;
    let entries = 0;
    for (;;) {
      const rows = await this.entries.chainBatch(afterSeq, VERIFY_BATCH);
      if (rows.length === 0) return { ok: true, entries, unchained, unkeyed };
      const result = this.entries.check(rows, position);
      if ('broken' in result) {
        const index = rows.findIndex((row) => row.id === result.broken.id);
        this.logger.warn(`Protokollkette unterbrochen bei Eintrag ${result.broken.id}`);
        return { ok: false, entries: entries + index, brokenId: result.broken.id, reason: result.broken.reason, unchained, unkeyed };
      }
      entries += rows.length;
      position = result.position;
      afterSeq = rows[rows.length - 1].chainSeq;
    }
  }
}


/**
 * The fields whose value differs between the two snapshots (compared as stored JSON); inside nested
 * objects (an organisation's conditions) only the nested fields that differ.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (!before || !after) return { before, after };
  return diff(asStoredJson(before), asStoredJson(after));
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function diff(old: Record<string, unknown>, now: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(old), ...Object.keys(now)])) {
    const was = old[key] ?? null;
    const is = now[key] ?? null;
    if (canonicalJson(was) === canonicalJson(is)) continue;
    if (isPlainObject(was) && isPlainObject(is)) {
      const nested = diff(was, is);
      before[key] = nested.before;
      after[key] = nested.after;
    } else {
      before[key] = was;
      after[key] = is;
    }
  }
  return { before, after };
}
