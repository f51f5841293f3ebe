/** Every user-facing text of the public app, in German (STYLE rule 9: one place per app). */
export const texts = {
  brand: 'Solar & Dach Angebote',
  brandHomeLabel: 'Solar & Dach Angebote – zur Startseite',
  footerCopyright: (year: number) => `© ${year} Solar & Dach Angebote`,
  offer: {
    title: 'Angebote in 2 Minuten',
    loading: 'Die Fragen zu Ihrem Projekt werden geladen …',
  },
  check: {
    title: 'Auftragsstatus',
    loading: 'Die Abfrage Ihres Auftragsstatus wird geladen …',
  },
  reclamation: {
    // Without a lead id the heading simply ends after 'Lead'.
    title: (leadId: string) => `Reklamation für Lead ${leadId}`.trimEnd(),
    loading: 'Das Reklamationsformular wird geladen …',
  },
} as const;
