/** Lead Analyse (spec section 2 '/zips'): coverage per postal code or two-digit area. */
export const zips = {
  search: 'PLZ suchen',
  loading: 'PLZ Gebiete werden geladen...',
  load_error: 'Die PLZ Gebiete konnten nicht geladen werden.',
  exclude: 'Firma ausschließen',
  no_organisations: 'Keine Organisation vorhanden',
  two_digits: 'Zweistellig',
  all_digits: 'Alle',
  total: 'Gesamte Postleitzahlen:',
  gaps: 'Davon ohne Käufer:',
  table: 'PLZ Gebiete',
  columns: { zip: 'Postleitzahl', buyers: 'Anzahl', orgas: 'Firmen' },
  gap: 'Kein Käufer',
  exclusive: 'Exklusiv möglich: %{names}',
};
