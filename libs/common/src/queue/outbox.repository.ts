import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '../database/transactions';
import { OutboxMessage } from './outbox-message.entity';

export interface NewOutboxMessage {
  topic: string;
  payload: Record<string, unknown>;
  availableAt?: Date;
  maxAttempts?: number;
}

/** The only place that touches the outbox table. Claims are single UPDATE statements, so they are race-free. */
@Injectable()
export class OutboxRepository extends TransactionalRepository {
  /** Written in the current transaction, with the work that causes it. */
  async insert(message: NewOutboxMessage): Promise<OutboxMessage> {
    const repository = this.manager.getRepository(OutboxMessage);
    return repository.save(
      repository.create({
        topic: message.topic,
        payload: message.payload,
        availableAt: message.availableAt ?? new Date(),
        maxAttempts: message.maxAttempts ?? 8,
      }),
    );
  }

  findById(id: string): Promise<OutboxMessage | null> {
    return this.manager.getRepository(OutboxMessage).findOneBy({ id });
  }

  /** Takes a due, pending message for one attempt; null when it is done, not due or taken by someone else. */
  async claim(id: string, leaseMs: number): Promise<OutboxMessage | null> {
    const result: unknown = await this.manager.query(
      `UPDATE outbox_message
          SET status = 'processing', attempts = attempts + 1,
              locked_until = now() + ($2::int * interval '1 millisecond')
        WHERE id = $1 AND status = 'pending' AND available_at <= now()
        RETURNING id`,
      [id, leaseMs],
    );
    if (countRows(result) === 0) return null;
    return this.findById(id);
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

/** TypeORM returns `[rows, count]` for UPDATE … RETURNING on PostgreSQL. */
function countRows(result: unknown): number {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[1];
  }
  return Array.isArray(result) ? result.length : 0;
}
