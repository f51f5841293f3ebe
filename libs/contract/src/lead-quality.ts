/**
 * The quality verdict of a lead at intake as staff read it (libs/lead-checks decides it): the status
 * names on the lead page, in Einkauf's column and filter, and in the Protokoll.
 */
export type LeadQualityStatusCode = 'ok' | 'review' | 'rejected';

export const QUALITY_STATUS_LABELS: Readonly<Record<LeadQualityStatusCode, string>> = {
  ok: 'In Ordnung',
  review: 'Zu prüfen',
  rejected: 'Abgelehnt',
};

