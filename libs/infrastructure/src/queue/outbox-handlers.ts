import { Injectable } from '@nestjs/common';
import { JobName, JobPayload } from './jobs';

/** Which attempt of a message a handler runs (1 on the first). */
export interface JobAttempt {
  messageId: string;
  attempt: number;
  maxAttempts: number;
}

export interface OutboxHandler<N extends JobName = JobName> {
  /** Does the work; must be safe to repeat (at-least-once), e.g. by using the message id as idempotency key. */
  handle(payload: JobPayload<N>, attempt: JobAttempt): Promise<void>;
  /** Wait before the next attempt; default: exponential from 30 s, at most 6 h. */
  retryDelayMs?(attempt: number): number;
}

/**
 * Errors a handler throws may carry `retryAfterMs` (e.g. from a 429 Retry-After header) or
 * `retryable: false` (retrying cannot help, e.g. a rejected payload).
 */
export interface OutboxFailure extends Error {
  retryAfterMs?: number;
  retryable?: boolean;
}

export const defaultRetryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 6 * 3600_000);

/** Job name → its one handler. Each feature module registers its handlers (its `jobs/`) when it starts. */
@Injectable()
export class OutboxHandlers {
  private readonly handlers = new Map<string, OutboxHandler<never>>();

  register<N extends JobName>(name: N, handler: OutboxHandler<N>): void {
    if (this.handlers.has(name)) throw new Error(`Für "${name}" ist schon ein Handler registriert`);
    this.handlers.set(name, handler as OutboxHandler<never>);
  }

  /** The handler of a stored topic; its payload is whatever was stored under that name. */
  get(topic: string): OutboxHandler<never> | undefined {
    return this.handlers.get(topic);
  }
}
