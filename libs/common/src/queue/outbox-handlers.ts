import { Injectable } from '@nestjs/common';
import { OutboxMessage } from './outbox-message.entity';

export interface OutboxHandler {
  /** Does the work; must be safe to repeat (at-least-once), e.g. by using the message id as idempotency key. */
  handle(message: OutboxMessage): Promise<void>;
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

/** Topic → handler. Feature modules register theirs when they start. */
@Injectable()
export class OutboxHandlers {
  private readonly handlers = new Map<string, OutboxHandler>();

  register(topic: string, handler: OutboxHandler): void {
    if (this.handlers.has(topic)) throw new Error(`Für "${topic}" ist schon ein Handler registriert`);
    this.handlers.set(topic, handler);
  }

  get(topic: string): OutboxHandler | undefined {
    return this.handlers.get(topic);
  }
}
