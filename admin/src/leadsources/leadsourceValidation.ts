import { isValidEmail } from '@contract/lead-rules';
import { SLUG_PATTERN } from './slug';

/**
 * Field validators of the lead-source forms (create dialog and detail). The server checks the
 * same again (and that the slug is still free); these only spare a round trip.
 */
type Validator = (value: unknown) => string | undefined;

const MESSAGES = 'resources.leadsources.validation';

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

const NAME_MAX_LENGTH = 200;

export const validName: Validator = (value) => {
  if (isBlank(value)) return `${MESSAGES}.name`;
  return String(value).trim().length <= NAME_MAX_LENGTH ? undefined : `${MESSAGES}.name_length`;
};

export const validSlug: Validator = (value) => {
  if (isBlank(value)) return `${MESSAGES}.slug_required`;
  return SLUG_PATTERN.test(String(value)) ? undefined : `${MESSAGES}.slug`;
};

/** Optional: a source without a reclamation address simply gets no reclamation mails. */
export const validMail: Validator = (value) =>
  isBlank(value) || isValidEmail(String(value)) ? undefined : `${MESSAGES}.mail`;

/** Percent from 0 to 100 with at most two decimals (as stored); empty counts as 0. */
export const validReclaQuote: Validator = (value) => {
  if (isBlank(value)) return undefined;
  const quote = Number(value);
  const twoDecimals = Math.abs(Math.round(quote * 100) - quote * 100) < 1e-6;
  return Number.isFinite(quote) && quote >= 0 && quote <= 100 && twoDecimals ? undefined : `${MESSAGES}.reclaQuote`;
};

/** A whole number from 0 (off) to 100, as the server takes it; empty counts as 0. */
export const validMinQuality: Validator = (value) => {
  if (isBlank(value)) return undefined;
  const score = Number(value);
  return Number.isInteger(score) && score >= 0 && score <= 100 ? undefined : `${MESSAGES}.minQuality`;
};
