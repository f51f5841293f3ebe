import { Injectable } from '@nestjs/common';
import type { SqlStatement } from '../database/sql-statement';
import { TransactionalRepository } from '../database/transactions';
import { OutboxMessage } from './outbox-message.entity';

export interface NewOutboxMessage {
  topic: string;
  payload: Record<string, unknown>;
  availableAt?: Date;
  maxAttempts?: number;
  requestId?: string;
}

/** The only place that touches the outbox table. Claims are single UPDATE statements, so they are race-free. */
@Injectable()
export class OutboxRepository extends TransactionalRepository {
  /**
   * Written in the current transaction, with the work that causes it. One plain INSERT: every lead and
   * every mail writes one, and TypeORM's save() costs more CPU than the statement itself.
   */
  async insert(message: NewOutboxMessage): Promise<OutboxMessage> {
    const rows: OutboxRow[] = await this.manager.query(
      `INSERT INTO outbox_message (topic, payload, available_at, max_attempts, request_id)
       VALUES ($1, $2::jsonb, $3, $4, $5)
       RETURNING ${OUTBOX_COLUMNS}`,
      [message.topic, JSON.stringify(message.payload), message.availableAt ?? new Date(), message.maxAttempts ?? 8, message.requestId ?? null],
    );
    return toMessage(rows[0]);
  }

  /**
   * `insert` as a part of a statement others assemble: one message per row of the part `from`, its
   * payload the JSON object `payload` builds from that row (SQL over `source.*`). Answers the part's
   * name; its rows (id, attempts, available_at) are what `OutboxService.dispatchCollected` hands on.
   */
  insertIn(statement: SqlStatement, message: { topic: string; from: string; payload: string; delayMs?: number; maxAttempts?: number; requestId?: string }): string {
    const name = statement.freeName('outbox');
    statement.with(
      name,
      `INSERT INTO outbox_message (topic, payload, available_at, max_attempts, request_id)
       SELECT ${statement.param(message.topic)}, ${message.payload}, now() + ${statement.param(message.delayMs ?? 0, 'int')} * interval '1 millisecond', ${statement.param(message.maxAttempts ?? 8, 'int')}, ${statement.param(message.requestId ?? null, 'varchar')}
         FROM ${message.from} source
       RETURNING id, attempts, available_at`,
    );
    return name;
  }

  findById(id: string): Promise<OutboxMessage | null> {
    return this.manager.getRepository(OutboxMessage).findOneBy({ id });
  }

  /**
   * Takes a due, pending message for one attempt; null when it is done, not due or taken by someone else.
   * The claimed row comes back with the UPDATE, so an attempt costs no second read.
   */
  async claim(id: string, leaseMs: number): Promise<OutboxMessage | null> {
    const result: unknown = await this.manager.query(
      `UPDATE outbox_message
          SET status = 'processing', attempts = attempts + 1,
              locked_until = now() + ($2::int * interval '1 millisecond')
        WHERE id = $1 AND status = 'pending' AND available_at <= now()
        RETURNING ${OUTBOX_COLUMNS}`,
      [id, leaseMs],
    );
    const [row] = rowsOf<OutboxRow>(result);
    return row ? toMessage(row) : null;
  }

  async complete(id: string): Promise<void> {
    await this.manager.query(
      `UPDATE outbox_message SET status = 'done', locked_until = NULL, processed_at = now(), last_error = NULL
        WHERE id = $1 AND status = 'processing'`,
      [id],
    );
  }

  async reschedule(id: string, error: string, availableAt: Date): Promise<void> {
    await this.manager.query(
      `UPDATE outbox_message SET status = 'pending', locked_until = NULL, last_error = $2, available_at = $3
        WHERE id = $1 AND status = 'processing'`,
      [id, error, availableAt],
    );
  }

  async fail(id: string, error: string): Promise<void> {
    await this.manager.query(
      `UPDATE outbox_message SET status = 'failed', locked_until = NULL, last_error = $2, processed_at = now()
        WHERE id = $1 AND status = 'processing'`,
      [id, error],
    );
  }

  /** A failed message gets a fresh set of attempts (staff pressed "retry"). */
  async revive(id: string): Promise<OutboxMessage | null> {
    await this.manager.query(
      `UPDATE outbox_message SET status = 'pending', attempts = 0, available_at = now(), processed_at = NULL
        WHERE id = $1 AND status = 'failed'`,
      [id],
    );
    const message = await this.findById(id);
    return message?.status === 'pending' ? message : null;
  }

  /** Messages whose worker died mid-attempt become pending again once their lease ran out. */
  async releaseExpiredClaims(): Promise<number> {
    const result: unknown = await this.manager.query(
      `UPDATE outbox_message SET status = 'pending', locked_until = NULL
        WHERE status = 'processing' AND locked_until < now()
        RETURNING id`,
    );
    return countRows(result);
  }

  /** How many pending messages are due now, and how long the oldest of them has waited: read on every metrics scrape. */
  async dueSummary(): Promise<{ due: number; oldestDueSeconds: number }> {
    const [row]: { due: number; oldest: number }[] = await this.manager.query(
      `SELECT count(*)::int AS due, COALESCE(EXTRACT(EPOCH FROM now() - min(available_at)), 0)::float8 AS oldest
         FROM outbox_message WHERE status = 'pending' AND available_at <= now()`,
    );
    return { due: Number(row?.due ?? 0), oldestDueSeconds: Math.max(0, Number(row?.oldest ?? 0)) };
  }

  findDue(limit: number): Promise<Pick<OutboxMessage, 'id' | 'attempts'>[]> {
    return this.manager
      .getRepository(OutboxMessage)
      .createQueryBuilder('message')
      .select(['message.id', 'message.attempts'])
      .where(`message.status = 'pending' AND message.availableAt <= now()`)
      .orderBy('message.availableAt', 'ASC')
      .limit(limit)
      .getMany();
  }
}

const OUTBOX_COLUMNS = `id, topic, payload, status, attempts, max_attempts, available_at, locked_until, last_error, request_id, created_at, processed_at`;

interface OutboxRow {
  id: string;
  topic: string;
  payload: Record<string, unknown>;
  status: OutboxMessage['status'];
  attempts: number;
  max_attempts: number;
  available_at: Date;
  locked_until: Date | null;
  last_error: string | null;
  request_id: string | null;
  created_at: Date;
  processed_at: Date | null;
}

function toMessage(row: OutboxRow): OutboxMessage {
  return Object.assign(new OutboxMessage(), {
    id: row.id,
    topic: row.topic,
    payload: row.payload,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    availableAt: row.available_at,
    lockedUntil: row.locked_until,
    lastError: row.last_error,
    requestId: row.request_id,
    createdAt: row.created_at,
    processedAt: row.processed_at,
  });
}

/** TypeORM returns `[rows, count]` for UPDATE … RETURNING on PostgreSQL. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return Array.isArray(result) ? (result as T[]) : [];
}

function countRows(result: unknown): number {
  return rowsOf(result).length;
}
