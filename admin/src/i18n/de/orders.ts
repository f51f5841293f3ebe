import { CONTACT_MESSAGES } from '@contract/lead-rules';

/** Aufträge (the customers' status page): list, form, CSV import. */
export const orders = {
  search: 'Suche (Auftragsnummer oder Name)',
  contact_person: 'Ansprechpartner',
  contact_person_hint: 'Wird dem Kunden auf der Statusseite für Rückfragen genannt.',
  phone_reads: 'Formatiert: %{phone}',
  contact: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    phone: 'Telefon',
    mail: 'E-Mail',
  },
  columns: {
    name: 'Name',
    progress: 'Fortschritt',
    installationPlaningDate: 'Montagetermin',
  },
  validation: {
    progress: 'Bitte eine ganze Zahl von 0 bis 100 angeben',
    zip: CONTACT_MESSAGES.zip,
    mail: CONTACT_MESSAGES.mail,
  },
  erased: 'Kundendaten gelöscht (DSGVO)',
  erased_note:
    'Die Kundendaten dieses Auftrags wurden am %{date} nach Art. 17 DSGVO gelöscht. Stand, Fortschritt und Termin lassen sich weiter pflegen; Name und Kontaktdaten werden nicht wieder gespeichert.',
  import: {
    button: 'Aufträge importieren (CSV)',
    done: '1 Auftrag importiert |||| %{smart_count} Aufträge importiert',
    kept_erased:
      'Auftrag %{numbers} wurde nach Art. 17 DSGVO gelöscht: Stand und Fortschritt sind übernommen, die Kundendaten bleiben gelöscht. |||| Die Aufträge %{numbers} wurden nach Art. 17 DSGVO gelöscht: Stand und Fortschritt sind übernommen, die Kundendaten bleiben gelöscht.',
    failed_title: 'Aufträge nicht importiert',
    failed: 'Der Import wurde abgebrochen. Es wurde nichts importiert.',
    row: 'Zeile %{row}',
  },
};
