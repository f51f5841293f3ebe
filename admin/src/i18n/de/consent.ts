/**
 * Provable consent (issue 18): the lead's consent and double opt-in, the consent certificate, the lead
 * sources' 'Einwilligungsnachweis verlangen', the double opt-in settings and the versions of the legal texts.
 */
export const consent = {
  card: {
    title: 'Einwilligung',
    label: 'Einwilligung des Interessenten',
    email_confirmed: 'E-Mail bestätigt',
    email_confirmed_at: 'E-Mail bestätigt am %{date}',
    email_unconfirmed: 'E-Mail nicht bestätigt',
    email_unconfirmed_hint: 'Der Bestätigungslink wurde verschickt, aber noch nicht geöffnet.',
    no_double_opt_in: 'Ohne Double-Opt-in',
    given_at: 'Erteilt am',
    ip: 'IP-Adresse',
    user_agent: 'Browser',
    text: 'Einwilligungstext',
    version: 'Fassung (SHA-256)',
    version_since: 'gültig seit %{date}',
    proof_url: 'Nachweis des Lieferanten',
    confirmed_ip: 'Bestätigt von IP',
    confirmed_user_agent: 'Bestätigt mit Browser',
    certificate: 'Einwilligungsnachweis (PDF)',
    certificate_loading: 'PDF wird erstellt …',
    certificate_failed: 'Der Einwilligungsnachweis konnte nicht geladen werden.',
  },
  list: {
    column: 'E-Mail bestätigt',
    confirmed: 'bestätigt',
    pending: 'offen',
    confirmed_on: 'E-Mail bestätigt am %{date}',
    pending_long: 'E-Mail nicht bestätigt',
  },
  leadsource: {
    requireConsent: 'Einwilligungsnachweis verlangen',
    requireConsent_hint: 'Leads dieser Quelle brauchen Einwilligungstext, Zeitpunkt und IP-Adresse oder Nachweis-Adresse; ohne werden sie abgelehnt.',
  },
  settings: {
    doubleOptIn: 'Double-Opt-in für Funnel-Leads',
    doubleOptIn_hint: 'Die Bestätigungsmail enthält einen Link, mit dem der Interessent seine E-Mail-Adresse bestätigt.',
    sellOnlyConfirmed: 'Nur bestätigte Leads verkaufen',
    sellOnlyConfirmed_hint: 'Aus: sofort verkaufen. An: Funnel-Leads werden erst nach der Bestätigung ihrer E-Mail-Adresse verteilt oder verkauft.',
  },
  versions: {
    title: 'Veröffentlichte Fassungen',
    description: 'Jede gespeicherte Änderung ist eine neue Fassung; jeder Lead verweist auf die Fassung der Einwilligung, unter der er kam.',
    empty: 'Noch keine Fassung veröffentlicht.',
    load_failed: 'Die Fassungen konnten nicht geladen werden.',
    current: 'gilt',
    ended: 'abgelöst',
    valid_since: 'seit %{date}',
    valid_range: '%{from} bis %{to}',
    hash: 'SHA-256',
    show_text: 'Text anzeigen',
    hide_text: 'Text ausblenden',
    count: '1 Fassung |||| %{smart_count} Fassungen',
  },
};
