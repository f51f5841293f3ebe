/**
 * Settings 'Aufbewahrung': how long personal data is kept before the daily retention run removes it
 * (DSGVO Art. 5 (1) e, storage limitation). Shared by the server's DTO and the back office's form.
 */
export interface RetentionSettings {
  /** Leads never sold: pseudonymised this many months after they arrived. */
  unsoldLeadMonths: number;
  /** Sold leads: pseudonymised this many months after they arrived or were last sold, whichever is later. */
  soldLeadMonths: number;
  /** Documents uploaded to complaints: deleted this many months after the upload. */
  complaintDocumentMonths: number;
  /** Sent or failed mails in the Postausgang: text, HTML and attachments cleared after this many days. */
  mailBodyDays: number;
}

export const RETENTION_DEFAULTS: RetentionSettings = { unsoldLeadMonths: 6, soldLeadMonths: 24, complaintDocumentMonths: 12, mailBodyDays: 90 };

/** Allowed range per field, with the German label of the form. */
export const RETENTION_LIMITS: Record<keyof RetentionSettings, { min: number; max: number; label: string }> = {
  unsoldLeadMonths: { min: 1, max: 120, label: 'Nicht verkaufte Leads pseudonymisieren nach (Monaten)' },
  soldLeadMonths: { min: 1, max: 120, label: 'Verkaufte Leads pseudonymisieren nach (Monaten)' },
  complaintDocumentMonths: { min: 1, max: 120, label: 'Reklamationsdokumente löschen nach (Monaten)' },
  mailBodyDays: { min: 7, max: 3650, label: 'Mailinhalte im Postausgang leeren nach (Tagen)' },
};

/** A German message per field that is out of range or no whole number; empty when all are fine. */
export function retentionSettingsErrors(settings: Partial<Record<keyof RetentionSettings, unknown>>): Partial<Record<keyof RetentionSettings, string>> {
  const errors: Partial<Record<keyof RetentionSettings, string>> = {};
  for (const [field, { min, max, label }] of Object.entries(RETENTION_LIMITS) as [keyof RetentionSettings, (typeof RETENTION_LIMITS)[keyof RetentionSettings]][]) {
    const value = settings[field];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) errors[field] = `${label}: eine ganze Zahl von ${min} bis ${max}`;
  }
  return errors;
}
