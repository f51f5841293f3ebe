import { CREDIT_WARNING_SHARE, creditLimitReached } from '@app/contract';

/** How much of a credit limit is used, as the organisation page and the portal show it. */
export interface CreditState {
  limit: number;
  used: number;
  percent: number;
  nearlyReached: boolean;
  reached: boolean;
}

const cents = (euros: number) => Math.round(euros * 100);

/** At or over 80 % of the limit (in whole cents, so 800,00 of 1.000,00 € counts). */
export const nearlyReached = (limit: number, used: number): boolean => cents(used) >= Math.round(cents(limit) * CREDIT_WARNING_SHARE);

export function creditState(limit: number, used: number): CreditState {
  return {
    limit,
    used,
    percent: limit > 0 ? Math.round((used / limit) * 100) : 100,
    nearlyReached: nearlyReached(limit, used),
    reached: creditLimitReached(limit, used),
  };
}

/**
 * What a sale does to the 80 % mail: below 80 % before it, the last crossing is over (`clear`: the next
 * crossing mails again); at 80 % or more after it, this crossing is noted and mailed unless it was already
 * (`warn`). A payment or a higher limit brings the usage down between two sales; the next sale sees it.
 */
export function creditCrossing(limit: number, usedBefore: number, usedAfter: number): { clear: boolean; warn: boolean } {
  return { clear: !nearlyReached(limit, usedBefore), warn: nearlyReached(limit, usedAfter) };
}
