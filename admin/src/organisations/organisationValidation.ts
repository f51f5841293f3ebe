import { isValidEmail } from '@contract/lead-rules';
import { END_OF_DAY, isQuarterHour, LEAD_EVALUATION_DAY, splitEmailList } from '@contract/organisation';

/**
 * Field validators of the organisation forms (spec section 5), shared by the add dialog and the
 * detail page. The server checks the same again; these spare a round trip and speak at the field.
 * Empty values pass unless the rule says otherwise. Messages are keys of `app.organisations.validation`.
 */
export type ValidationResult = string | { message: string; args: Record<string, unknown> } | undefined;
/** react-admin calls validators with the value, all form values and the input's props. */
export type Validator = (value: unknown, values?: unknown, meta?: { finalSource?: string }) => ValidationResult;

const MESSAGE = 'app.organisations.validation';

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** A number as typed: a number input gives numbers, text inputs strings ('12,5' counts as 12.5). */
function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  return Number(String(value).trim().replace(',', '.'));
}

/** Postal code of an address or a radius entry: five digits. */
export const validZip: Validator = (value) => (isBlank(value) || /^\d{5}$/.test(String(value).trim()) ? undefined : `${MESSAGE}.zip`);

/** Postal-code list entry: a code or its beginning, 1 to 5 digits ('8' covers 8xxxx). */
export const validZipPrefix: Validator = (value) =>
  isBlank(value) || /^\d{1,5}$/.test(String(value).trim()) ? undefined : `${MESSAGE}.zip_prefix`;

/** One or more addresses, comma-separated; the first invalid one is named. */
export const validEmailList: Validator = (value) => {
  if (isBlank(value)) return undefined;
  const invalid = splitEmailList(String(value)).find((address) => !isValidEmail(address));
  return invalid === undefined ? undefined : { message: `${MESSAGE}.email_list`, args: { address: invalid } };
};

/** Leadauswertung Tag: required, a whole number from 1 to 28. */
export const validEvaluationDay: Validator = (value) => {
  if (isBlank(value)) return `${MESSAGE}.evaluation_day`;
  const day = toNumber(value);
  return Number.isInteger(day) && day >= LEAD_EVALUATION_DAY.min && day <= LEAD_EVALUATION_DAY.max
    ? undefined
    : `${MESSAGE}.evaluation_day`;
};

/** Lawyer and Creditreform days: a whole number, at least 1 (empty: the default 30). */
export const validDays: Validator = (value) => {
  if (isBlank(value)) return undefined;
  const days = toNumber(value);
  return Number.isInteger(days) && days >= 1 ? undefined : `${MESSAGE}.days`;
};

/** Prio, lead limits, delay and lead age: a whole number from 0 up. */
export const validWholeNumber: Validator = (value) => {
  if (isBlank(value)) return undefined;
  const number = toNumber(value);
  return Number.isInteger(number) && number >= 0 ? undefined : `${MESSAGE}.whole_number`;
};

/** EUR per lead: from 0, at most two decimals. */
export const validAmount: Validator = (value) => {
  if (isBlank(value)) return undefined;
  const amount = toNumber(value);
  return Number.isFinite(amount) && amount >= 0 && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6
    ? undefined
    : `${MESSAGE}.amount`;
};

export const validPercent: Validator = (value) => {
  if (isBlank(value)) return undefined;
  const percent = toNumber(value);
  return Number.isFinite(percent) && percent >= 0 && percent <= 100 ? undefined : `${MESSAGE}.percent`;
};

/** Umkreis in km, 1 to 1000. */
export const validRadius: Validator = (value) => {
  if (isBlank(value)) return undefined;
  const radius = toNumber(value);
  return Number.isFinite(radius) && radius >= 1 && radius <= 1000 ? undefined : `${MESSAGE}.radius`;
};

/** 'HH:mm' on a quarter hour, as the active-days editor steps (15 minutes). */
export const validQuarterHour: Validator = (value) =>
  isBlank(value) || isQuarterHour(String(value).trim()) ? undefined : `${MESSAGE}.quarter_hour`;

/** The stored end of a day that runs until midnight; a time input cannot show it. */
export { END_OF_DAY };

/** An active day's end: a quarter hour, or midnight ('24:00', typed as 00:00). */
export const validEndTime: Validator = (value, values, meta) => (value === END_OF_DAY ? undefined : validQuarterHour(value, values, meta));

/** The end field shows midnight as 00:00 (what a time input can show) … */
export const formatEndTime = (value: unknown) => (value === END_OF_DAY ? '00:00' : value);
/** … and an end of 00:00 means until midnight, as nobody's day ends before it starts. */
export const parseEndTime = (value: unknown) => (value === '00:00' ? END_OF_DAY : value);

/** http(s) address of a webhook or an integration's API. */
export const validUrl: Validator = (value) =>
  isBlank(value) || /^https?:\/\/\S+$/.test(String(value).trim()) ? undefined : `${MESSAGE}.url`;

function valueAt(values: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    if (typeof value !== 'object' || value === null) return undefined;
    return (value as Record<string, unknown>)[key];
  }, values);
}

/** The value of a field in the same row: 'conditions.radiuses.0.radius' → '…0.zip'. */
function sibling(values: unknown, finalSource: string | undefined, field: string): unknown {
  if (!finalSource) return undefined;
  return valueAt(values, finalSource.replace(/[^.]+$/, field));
}

/**
 * A row of a list (zip/e-mail, zip/radius) needs this field once its other field is filled. A row
 * left empty in both is dropped on save (and removes itself on blur).
 */
export const requiredInRow =
  (otherField: string): Validator =>
  (value, values, meta) =>
    isBlank(value) && !isBlank(sibling(values, meta?.finalSource, otherField)) ? `${MESSAGE}.required_in_row` : undefined;

/** An active day's end lies after its start. */
export const endAfterStart: Validator = (value, values, meta) => {
  if (isBlank(value) || sibling(values, meta?.finalSource, 'active') !== true) return undefined;
  const start = sibling(values, meta?.finalSource, 'startTime');
  return isBlank(start) || String(start) < String(value) ? undefined : `${MESSAGE}.end_after_start`;
};

/** Runs validators in order and gives the first message (react-admin's own `composeValidators` does the same). */
export const all =
  (...validators: Validator[]): Validator =>
  (value, values, meta) => {
    for (const validator of validators) {
      const error = validator(value, values, meta);
      if (error) return error;
    }
    return undefined;
  };

