/**
 * A delivery that did not go through. The outbox retries it with backoff unless `retryable` is false
 * (retrying cannot help: missing settings, a rejected payload); `retryAfterMs` is the wait the remote
 * asked for (429 Retry-After).
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** A setting is missing or wrong: nothing is sent, and retrying cannot help until staff fix it. */
export const configurationError = (message: string) => new DeliveryError(message, false);
