import { isWholeNumberIn, type WholeNumberRange } from '@contract/distribution-settings';

/** 'Reklamationsfrist (Tage)': whole days after the sale, as the server takes them (contract: 1..365, default 14). */
export const RECLAMATION_DEADLINE_DAYS: WholeNumberRange = { min: 1, max: 365 };

export const validateDeadlineDays = (value: unknown) =>
  isWholeNumberIn(value, RECLAMATION_DEADLINE_DAYS) ? undefined : 'app.settings.reclamation.validation';
