/** Lieferanten-Qualität, next to Lead-Qualität under Verkauf-Statistik (issue 31 §3). */
export const supplierQuality = {
  title: 'Lieferanten-Qualität',
  link: 'Lieferanten-Qualität',
  back: 'Zurück zur Statistik',
  table: 'Lieferanten-Qualität je Leadsource',
  empty: 'Im gewählten Zeitraum sind keine Leads eingegangen.',
  load_error: 'Die Lieferanten-Qualität konnte nicht geladen werden: %{reason}',
  filters: {
    start: 'Leads vom',
    end: 'Leads bis',
  },
  sort: {
    field: 'Sortieren nach',
    order: 'Reihenfolge',
    DESC: 'Absteigend',
    ASC: 'Aufsteigend',
  },
  export: 'Excel-Export',
  export_loading: 'Export wird erstellt...',
  export_failed: 'Der Export konnte nicht erstellt werden.',
  open_leadsource: 'Leadsource %{name} öffnen',
  columns: {
    name: 'Leadsource',
    leads: 'Leads',
    duplicates: 'Dubletten',
    lowQualityShare: 'Geringe Qualität',
    supplierReclaimed: 'Zurück an Lieferant',
    soldShare: 'Verkauft',
    complaintRate: 'Reklaquote',
    reachedRate: 'Erreicht',
    appointmentRate: 'Termin',
    wonRate: 'Auftrag',
    won: 'Aufträge',
    wonValue: 'Auftragswert',
    cost: 'Kosten',
    income: 'Einnahmen inkl. Rekla.',
    margin: 'Marge',
    costPerWonOrder: 'Kosten je Auftrag',
    pings: 'Pings',
    acceptedPosts: 'Angenommene Posts',
    acceptanceRate: 'Annahmequote',
  },
  note:
    'Gezählt werden die Leads, die im Zeitraum eingegangen sind, und alles, was seitdem aus ihnen wurde, auch nach dem Zeitraum. ' +
    'Geringe Qualität: Leads mit dem Qualitätsstatus „Zu prüfen“ oder „Abgelehnt“. Zurück an Lieferant: beim Lieferanten reklamierte Leads; sie kosten nichts. ' +
    'Verkauft: Leads mit mindestens einem Verkauf. Reklaquote: reklamierte Verkäufe je Verkauf. ' +
    'Erreicht, Termin und Auftrag: Anteil an den Verkäufen, zu denen der Käufer ein Ergebnis gemeldet hat. ' +
    'Kosten: heutiger Einkaufspreis je Lead der Leadsource mal die bezahlten Leads, Leads mit Ping zum Preis ihres Pings; ohne Einkaufspreis bleiben Kosten und Marge leer. ' +
    'Pings, angenommene Posts (Leads mit Ping) und Annahmequote erscheinen, sobald im Zeitraum gepingt wurde.',
};
