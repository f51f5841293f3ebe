import { isWholeNumberIn, type WholeNumberRange } from '@contract/distribution-settings';

/** 'Reklamationsfrist (Tage)': whole days after the sale, as the server takes them (contract: 1..365, default 14). */
export const RECLAMATION_DEADLINE_DAYS: WholeNumberRange = { min: 1, max: 365 };

export const validateDeadlineDays = (value: unknown) =>
  isWholeNumberIn(value, RECLAMATION_DEADLINE_DAYS) ? undefined : 'app.settings.reclamation.validation';

/** 'Sofort akzeptieren bis Reklaquote (%)': empty (off) or 0..100 with at most two decimals, as the server takes it. */
export const validateAutoAcceptBelowRate = (value: unknown) => {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 && number <= 100 && Math.round(number * 100) === number * 100
    ? undefined
    : 'app.settings.reclamation.autoAcceptBelowRate_validation';
};

/** The form's value as the server takes it: empty → null (off). */
export const autoAcceptBelowRateOf = (value: unknown): number | null => (value === null || value === undefined || value === '' ? null : Number(value));
