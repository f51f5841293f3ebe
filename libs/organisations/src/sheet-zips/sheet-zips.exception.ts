import { DomainException } from '@app/infrastructure';

const STATUS = {
  /** Nothing to sync: the organisation has no Google sheet configured. */
  NO_SHEET: 400,
  /** Google did not hand out usable postal codes (not shared, wrong tab or column, unreachable). */
  SHEET_FAILED: 502,
} as const;

/**
 * A sync of a buyer's Google sheet that could not be done. `retryable` tells the outbox whether trying
 * again soon can help (Google unreachable) or not (sheet not shared, column missing: staff must act).
 */
export class SheetZipsException extends DomainException {
  constructor(
    code: keyof typeof STATUS,
    message: string,
    readonly retryable = false,
  ) {
    super(code, message, STATUS[code]);
  }
}
