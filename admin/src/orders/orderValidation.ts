import { isValidEmail, normaliseZip } from '@contract/lead-rules';
import { isValidProgress } from '@contract/order';

/**
 * Field validators of the order form, shared by create and edit. The server checks the same
 * again; these only spare a round trip. Empty values pass: `required` says what must be filled.
 */
type Validator = (value: unknown) => string | undefined;

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** Five digits; four count too, as the server restores the lost leading 0 ("1067" → "01067"). */
export const validZip: Validator = (value) =>
  isBlank(value) || normaliseZip(String(value)) ? undefined : 'app.orders.validation.zip';

export const validMail: Validator = (value) =>
  isBlank(value) || isValidEmail(String(value)) ? undefined : 'app.orders.validation.mail';

export const validProgress: Validator = (value) => {
  if (isBlank(value)) return undefined;
  return isValidProgress(value) ? undefined : 'app.orders.validation.progress';
};
