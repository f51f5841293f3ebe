/**
 * The 'Verteilung' settings (spec section 2, Settings): their limits and German messages, shared by
 * the server's DTO and the back office's form so that both refuse the same values with the same words.
 */

export interface WholeNumberRange {
  min: number;
  max: number;
}

/** 'Käufer pro Lead': how many buyers get one qualified lead. */
export const BUYERS_PER_LEAD: WholeNumberRange = { min: 1, max: 10 };

/** 'Dubletten-Zeitraum (Tage)': how long the same phone number or e-mail counts as a duplicate. */
export const DUPLICATE_WINDOW_DAYS: WholeNumberRange = { min: 1, max: 365 };

export const DISTRIBUTION_MESSAGES = {
  buyersPerLead: `Käufer pro Lead muss eine ganze Zahl von ${BUYERS_PER_LEAD.min} bis ${BUYERS_PER_LEAD.max} sein`,
  duplicateWindowDays: `Dubletten-Zeitraum muss eine ganze Zahl von ${DUPLICATE_WINDOW_DAYS.min} bis ${DUPLICATE_WINDOW_DAYS.max} Tagen sein`,
} as const;

/** A whole number within the range; a number typed as text counts when it is written as digits only. */
export function isWholeNumberIn(value: unknown, range: WholeNumberRange): boolean {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= range.min && number <= range.max;
}
