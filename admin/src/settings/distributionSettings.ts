import { BUYERS_PER_LEAD, DUPLICATE_WINDOW_DAYS, isWholeNumberIn, type WholeNumberRange } from '@contract/distribution-settings';

const MESSAGE = 'app.settings.distribution.validation';

/**
 * The server's rule (libs/contract), said at the input; an empty input is refused the same way. The
 * message is a key of de.ts, whose text is the server's message.
 */
const wholeNumberIn = (range: WholeNumberRange, message: string) => (value: unknown) => (isWholeNumberIn(value, range) ? undefined : message);

export const validateBuyersPerLead = wholeNumberIn(BUYERS_PER_LEAD, `${MESSAGE}.buyersPerLead`);
export const validateDuplicateWindowDays = wholeNumberIn(DUPLICATE_WINDOW_DAYS, `${MESSAGE}.duplicateWindowDays`);

/** A throttle limit: empty is off, else a whole percentage from 1 to 100 (as the server takes it). */
const THROTTLE_SHARE: WholeNumberRange = { min: 1, max: 100 };
export const validateThrottleShare = (value: unknown) =>
  value === undefined || value === null || value === '' || isWholeNumberIn(value, THROTTLE_SHARE) ? undefined : `${MESSAGE}.throttleShare`;

/** What the API takes for a throttle limit: null for an emptied input. */
export const percentOrNull = (value: unknown): number | null => (value === undefined || value === null || value === '' ? null : Number(value));

export { BUYERS_PER_LEAD, DUPLICATE_WINDOW_DAYS };
