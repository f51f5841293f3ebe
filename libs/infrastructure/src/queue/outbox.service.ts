import { Inject, Injectable, Logger } from '@nestjs/common';
import { ClsService } from 'nestjs-cls';
import { AppConfig } from '../config/app-config';
import { rowsOf, SqlStatement } from '../database/sql-statement';
import { afterCommit } from '../database/transactions';
import { addLogFields, currentRequestId } from '../logging/log-context';
import { JOB_QUEUE, JobQueue, jobIdFor } from './job-queue';
import { JobName, JobPayload } from './jobs';
import { OutboxMessage } from './outbox-message.entity';
import { defaultRetryDelayMs, OutboxFailure, OutboxHandlers } from './outbox-handlers';
import { OutboxRepository } from './outbox.repository';

export interface OutboxOptions {
  /** Postpone the first attempt (e.g. a buyer's delivery delay). */
  delayMs?: number;
  maxAttempts?: number;
}

/** Where a statement answers the messages its `addIn` parts wrote. */
const OUTBOX_GROUP = 'outbox_messages';

/** A job is cut off this long before its lease ends (a fifth of the lease, at most a minute). */
const leaseMarginMs = (leaseMs: number) => Math.min(60_000, leaseMs / 5);

@Injectable()
export class OutboxService {
  private readonly logger = new Logger('Outbox');
  private readonly leaseMs: number;
  private readonly handlerTimeoutMs: number;

  constructor(
    config: AppConfig,
    private readonly cls: ClsService,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly repository: OutboxRepository,
    private readonly handlers: OutboxHandlers,
  ) {
    this.leaseMs = config.OUTBOX_LEASE_SECONDS * 1000;
    this.handlerTimeoutMs = this.leaseMs - leaseMarginMs(this.leaseMs);
  }

  /**
   * Records a job in the current transaction (the caller's `@Transactional()` method); it is handed
   * to the queue only after that transaction committed (a job must never run before the row it
   * points to is visible), and never when it rolls back. Outside a transaction the row is committed
   * at once and handed over right after.
   */
  async add<N extends JobName>(name: N, payload: JobPayload<N>, options: OutboxOptions = {}): Promise<OutboxMessage> {
    const message = await this.repository.insert({
      topic: name,
      payload: { ...payload },
      availableAt: new Date(Date.now() + (options.delayMs ?? 0)),
      maxAttempts: options.maxAttempts,
      requestId: currentRequestId(),
    });
    await afterCommit(() => this.dispatch([message]));
    return message;
  }

  /**
   * `add` as a part of a statement the caller assembles and runs (SqlStatement): one message per row of
   * the part `from`, each payload field SQL over that row (`{ leadId: 'source.id' }`). Once the statement
   * ran, `dispatchCollected` hands the messages on.
   */
  addIn<N extends JobName>(statement: SqlStatement, name: N, from: string, payload: Record<keyof JobPayload<N>, string>, options: OutboxOptions = {}): void {
    const fields = Object.entries<string>(payload).flatMap(([key, sql]) => [statement.param(key, 'text'), sql]);
    const part = this.repository.insertIn(statement, {
      topic: name,
      from,
      payload: `jsonb_build_object(${fields.join(', ')})`,
      delayMs: options.delayMs,
      maxAttempts: options.maxAttempts,
      requestId: currentRequestId(),
    });
    statement.collect(OUTBOX_GROUP, part);
  }

  /** The messages a statement with `addIn` parts wrote go to the queue after the commit (at once outside a transaction). */
  async dispatchCollected(result: Record<string, unknown>): Promise<void> {
    const messages = rowsOf<{ id: string; attempts: number; available_at: string }>(result, OUTBOX_GROUP).map((row) => ({
      id: row.id,
      attempts: row.attempts,
      availableAt: new Date(row.available_at),
    }));
    if (messages.length) await afterCommit(() => this.dispatch(messages));
  }

  /** Hands committed messages to the queue. A failure here only delays them: the reconciler re-adds them. */
  async dispatch(messages: Pick<OutboxMessage, 'id' | 'attempts' | 'availableAt'>[]): Promise<void> {
    for (const message of messages) {
      try {
        await this.queue.add(jobIdFor(message.id, message.attempts), message.id, message.availableAt.getTime() - Date.now());
      } catch (error) {
        this.logger.warn(`Nachricht ${message.id} nicht eingereiht (${(error as Error).message}); der Abgleich holt das nach`);
      }
    }
  }

  /**
   * One attempt at one message: the queue calls this with the id it carried. It runs in a CLS context
   * of its own: an in-process job would otherwise inherit the context (and the finished transaction)
   * of the request that enqueued it.
   */
  process(messageId: string): Promise<void> {
    return this.cls.run({ ifNested: 'override' }, () => this.attempt(messageId));
  }

  private async attempt(messageId: string): Promise<void> {
    const message = await this.repository.claim(messageId, this.leaseMs);
    if (!message) return;
    // The request's id as its own lines have it: a search for it finds the request and all the work it caused.
    addLogFields({ job: message.topic, attempt: message.attempts, ...(message.requestId ? { reqId: message.requestId } : {}) });
    const handler = this.handlers.get(message.topic);
    if (!handler) {
      await this.repository.fail(message.id, `Kein Handler für "${message.topic}" registriert`);
      return;
    }
    try {
      const attempt = { messageId: message.id, attempt: message.attempts, maxAttempts: message.maxAttempts };
      await withTimeout(handler.handle(message.payload as never, attempt), this.handlerTimeoutMs);
      await this.repository.complete(message.id);
    } catch (caught) {
      const error = caught as OutboxFailure;
      const text = (error?.message || String(caught)).slice(0, 2000);
      if (error?.retryable === false || message.attempts >= message.maxAttempts) {
        this.logger.warn(`Nachricht ${message.id} (${message.topic}) endgültig fehlgeschlagen: ${text}`);
        await this.repository.fail(message.id, text);
        return;
      }
      const waitMs = error?.retryAfterMs ?? (handler.retryDelayMs ?? defaultRetryDelayMs)(message.attempts);
      await this.repository.reschedule(message.id, text, new Date(Date.now() + waitMs));
      await this.dispatch([{ ...message, availableAt: new Date(Date.now() + waitMs) }]);
    }
  }

  /** For the metrics: how many messages are due, and since when the oldest waits. */
  dueSummary(): Promise<{ due: number; oldestDueSeconds: number }> {
    return this.repository.dueSummary();
  }

  /** Staff asked for another try of a failed message. */
  async retry(messageId: string): Promise<OutboxMessage | null> {
    const message = await this.repository.revive(messageId);
    if (message) await afterCommit(() => this.dispatch([message]));
    return message;
  }

  /**
   * Re-adds due messages that no queue holds (Redis flushed or restarted, a process died before it could
   * enqueue) and frees claims of workers that died mid-attempt.
   */
  async reconcile(limit = 500): Promise<{ released: number; requeued: number }> {
    const released = await this.repository.releaseExpiredClaims();
    let requeued = 0;
    for (const due of await this.repository.findDue(limit)) {
      const jobId = jobIdFor(due.id, due.attempts);
      if (await this.queue.has(jobId)) continue;
      await this.queue.add(jobId, due.id);
      requeued++;
    }
    if (released + requeued > 0) this.logger.log(`Abgleich: ${requeued} neu eingereiht, ${released} Sperren gelöst`);
    return { released, requeued };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Zeitüberschreitung nach ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
