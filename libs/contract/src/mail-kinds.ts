/**
 * Every kind of mail the product writes (`outgoing_mail.kind`), with the German name the Postausgang shows.
 * A mail can only be written with a kind listed here (libs/mail's NewMail), so none shows up as 'staff-invitation'.
 */
export const MAIL_KIND_LABELS = {
  'lead-delivery': 'Lead an Käufer',
  'lead-confirmation': 'Bestätigung an Interessenten',
  'lead-evaluation': 'Lead-Auswertung',
  'lead-outcome-reminder': 'Erinnerung: Ergebnisse eintragen',
  'invoice-invoice': 'Rechnung',
  'invoice-cancellation': 'Stornorechnung',
  'invoice-correction': 'Rechnungskorrektur',
  'dunning-step': 'Mahnung',
  'dunning-handover-lawyer': 'Übergabe an Anwalt',
  'dunning-handover-creditreform': 'Übergabe an Creditreform',
  'statistic-monthly': 'Monatsstatistik',
  'sale-reclaimed': 'Reklamation an Käufer',
  'sale-reinstated': 'Reklamation zurückgenommen',
  'reclamation-approved': 'Reklamation akzeptiert',
  'reclamation-rejected': 'Reklamation abgelehnt',
  'reclamation-proof-required': 'Nachweis angefordert',
  'privacy-erasure': 'Löschbitte an Käufer (Art. 19 DSGVO)',
  'delivery-stopped': 'Warnung: Zustellung gestoppt',
  'credit-limit-warning': 'Warnung: Kreditlimit zu 80 % genutzt',
  'supplier-throttled': 'Warnung: Leadsource gedrosselt',
  'supplier-reclamation': 'Reklamation an Leadsource',
  'staff-invitation': 'Einladung Mitarbeiter',
  'staff-login-code': 'Anmeldecode',
  'portal-invitation': 'Einladung Käuferportal',
  'security-warning': 'Sicherheitswarnung',
} as const;

export type MailKind = keyof typeof MAIL_KIND_LABELS;

export const MAIL_KINDS = Object.keys(MAIL_KIND_LABELS) as MailKind[];

/** The German name of a mail's kind; a kind from an older version shows as it is. */
export const mailKindLabel = (kind: string): string => MAIL_KIND_LABELS[kind as MailKind] ?? kind;
