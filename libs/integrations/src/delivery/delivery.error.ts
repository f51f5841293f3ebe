/**
 * A delivery that did not go through. The outbox retries it with backoff unless `retryable` is false
 * (retrying cannot help: missing settings, a rejected payload); `retryAfterMs` is the wait the remote
 * asked for (429 Retry-After).
 */
export class DeliveryError extends Error {
  /** A setting is missing or wrong: the buyer's endpoint was not even tried, so it says nothing about the endpoint. */
  readonly configuration: boolean;
  /** The message without what the remote answered: fit for texts that travel further (the stop reason, alert mails). */
  readonly summary: string;

  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
    options: { configuration?: boolean; summary?: string } = {},
  ) {
    super(message);
    this.name = 'DeliveryError';
    this.configuration = options.configuration ?? false;
    this.summary = options.summary ?? message;
  }
}

/** What a buyer learns of a refused or unreachable address: neither what a name resolved to nor the network error. */
export const UNREACHABLE_FOR_BUYERS = 'Die Adresse ist intern oder nicht erreichbar.';

/** A setting is missing or wrong: nothing is sent, and retrying cannot help until staff fix it. */
export const configurationError = (message: string) => new DeliveryError(message, false, undefined, { configuration: true });
