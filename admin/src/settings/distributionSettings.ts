import { BUYERS_PER_LEAD, DUPLICATE_WINDOW_DAYS, isWholeNumberIn, type WholeNumberRange } from '@contract/distribution-settings';

const MESSAGE = 'app.settings.distribution.validation';

/**
 * The server's rule (libs/contract), said at the input; an empty input is refused the same way. The
 * message is a key of de.ts, whose text is the server's message.
 */
const wholeNumberIn = (range: WholeNumberRange, message: string) => (value: unknown) => (isWholeNumberIn(value, range) ? undefined : message);

export const validateBuyersPerLead = wholeNumberIn(BUYERS_PER_LEAD, `${MESSAGE}.buyersPerLead`);
export const validateDuplicateWindowDays = wholeNumberIn(DUPLICATE_WINDOW_DAYS, `${MESSAGE}.duplicateWindowDays`);

export { BUYERS_PER_LEAD, DUPLICATE_WINDOW_DAYS };
