import { formatDateTime, type OrganisationType } from '@app/contract';

/** The circuit breaker's rule: this many failed attempts in a row to a buyer's endpoint stop its deliveries … */
export const BREAKER_FAILURES_IN_ROW = 10;
/** … or failures that have lasted longer than this (the retries of one lead reach an hour after five attempts). */
export const BREAKER_FAILING_FOR_MS = 60 * 60_000;
/** The stop reason is stored in a 300-character column and shown in one line. */
const MAX_REASON = 300;

/** Types delivered to the buyer's own system (webhook or CRM); the others are mails and need no breaker. */
const GUARDED: readonly OrganisationType[] = ['zapier', 'make', 'leveto', 'pipedrive', 'weClapp'];

export const isGuardedType = (type: OrganisationType): boolean => GUARDED.includes(type);

export interface FailureRun {
  failuresInRow: number;
  failingSince: Date;
}

export type BreakerTrip = 'failures' | 'duration';

/** Whether this run of failures stops the buyer's deliveries now, and by which of the two limits. */
export function breakerTrip(run: FailureRun, now: Date): BreakerTrip | null {
  if (run.failuresInRow >= BREAKER_FAILURES_IN_ROW) return 'failures';
  if (run.failuresInRow > 1 && now.getTime() - run.failingSince.getTime() > BREAKER_FAILING_FOR_MS) return 'duration';
  return null;
}

/**
 * The stop's reason in German: which limit, and the last failure as the delivery log names it without
 * what the remote answered (`summary`): it is shown on the organisation and mailed to staff.
 */
export function stopReason(trip: BreakerTrip, run: FailureRun, lastFailure: string): string {
  const limit =
    trip === 'failures'
      ? `${run.failuresInRow} Zustellversuche in Folge fehlgeschlagen`
      : `Zustellversuche schlagen seit über einer Stunde fehl (seit ${formatDateTime(run.failingSince)})`;
  const reason = `${limit}, zuletzt: ${lastFailure.trim()}`;
  return reason.length > MAX_REASON ? `${reason.slice(0, MAX_REASON - 1)}…` : reason;
}
