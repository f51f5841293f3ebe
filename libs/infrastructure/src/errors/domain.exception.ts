/**
 * Base of every module's exception: a machine code, a German message for the user and the HTTP status
 * the code maps to. Services throw these, never HttpException; one filter turns them into responses.
 */
export abstract class DomainException extends Error {
  protected constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly details: { fields?: Record<string, string>; retryAfterSeconds?: number; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}
