import type { DistributionSettings } from '../dataProvider/settingsApi';

export const BUYERS_PER_LEAD = { min: 1, max: 10 } as const;
export const DUPLICATE_WINDOW_DAYS = { min: 1, max: 365 } as const;

export const DISTRIBUTION_MESSAGES = {
  buyersPerLead: 'Käufer pro Lead muss eine ganze Zahl von 1 bis 10 sein',
  duplicateWindowDays: 'Dubletten-Zeitraum muss eine ganze Zahl von 1 bis 365 Tagen sein',
} as const;

const wholeIn = (value: string, range: { min: number; max: number }) =>
  /^\d+$/.test(value.trim()) && Number(value) >= range.min && Number(value) <= range.max;

/** The form's text values → field messages (the same rules as the server's). */
export function distributionErrors(form: { buyersPerLead: string; duplicateWindowDays: string }): Partial<Record<keyof DistributionSettings, string>> {
  const errors: Partial<Record<keyof DistributionSettings, string>> = {};
  if (!wholeIn(form.buyersPerLead, BUYERS_PER_LEAD)) errors.buyersPerLead = DISTRIBUTION_MESSAGES.buyersPerLead;
  if (!wholeIn(form.duplicateWindowDays, DUPLICATE_WINDOW_DAYS)) errors.duplicateWindowDays = DISTRIBUTION_MESSAGES.duplicateWindowDays;
  return errors;
}
