import { formalGermanMessages } from '@haleos/ra-language-german';

const german = formalGermanMessages.ra;
// Always in the pack (react-admin's type marks it optional).
const configurable = german.configurable!;

/**
 * react-admin's own texts in German for the back office and the portal. The German pack stops at react-admin v4:
 * the keys v5 added, plus a few corrections.
 */
export const germanReactAdminMessages = {
  ...german,
  action: {
    ...german.action,
    toggle_theme: 'Hell oder dunkel',
    reset: 'Zurücksetzen',
    search_columns: 'Spalten durchsuchen',
    select_all_button: 'Alle auswählen',
    update_application: 'Anwendung neu laden',
  },
  page: {
    ...german.page,
    dashboard: 'Übersicht',
    access_denied: 'Zugriff verweigert',
    authentication_error: 'Authentifizierungsfehler',
    empty: 'Noch keine Einträge vorhanden',
  },
  // The pack's 'formal' messages still say 'du' in places; both apps always say 'Sie'.
  message: {
    ...german.message,
    are_you_sure: 'Sind Sie sicher?',
    bulk_delete_content:
      'Möchten Sie %{name} wirklich löschen? |||| Möchten Sie diese %{smart_count} Einträge wirklich löschen?',
    bulk_update_content:
      'Möchten Sie %{name} wirklich ändern? |||| Möchten Sie diese %{smart_count} Einträge wirklich ändern?',
    clear_array_input: 'Möchten Sie die ganze Liste wirklich leeren?',
    delete_content: 'Möchten Sie diesen Eintrag wirklich löschen?',
    error: 'Es ist ein Fehler aufgetreten, Ihre Anfrage konnte nicht verarbeitet werden.',
    invalid_form: 'Das Formular ist nicht vollständig. Bitte prüfen Sie Ihre Eingaben.',
    unsaved_changes: 'Einige Änderungen sind noch nicht gespeichert. Möchten Sie die Seite trotzdem verlassen?',
    access_denied: 'Sie haben nicht die nötigen Rechte, um diese Seite aufzurufen.',
    authentication_error:
      'Der Anmeldeserver hat einen Fehler gemeldet, Ihre Zugangsdaten konnten nicht geprüft werden.',
    select_all_limit_reached:
      'Es gibt zu viele Elemente, um alle auszuwählen. Nur die ersten %{max} Elemente wurden ausgewählt.',
    placeholder_data_warning: 'Netzwerkproblem: Die Daten konnten nicht aktualisiert werden.',
    not_found: 'Sie haben eine falsche URL aufgerufen oder eingegeben.',
  },
  navigation: {
    ...german.navigation,
    clear_filters: 'Filter zurücksetzen',
    no_filtered_results: 'Keine %{name} zu den aktuellen Filtern gefunden.',
    no_more_results: 'Es gibt keine Seite %{page}. Versuchen Sie die vorherige.',
  },
  saved_queries: {
    ...german.saved_queries,
    remove_message: 'Möchten Sie diese Abfrage wirklich aus der Liste der gespeicherten Abfragen entfernen?',
  },
  auth: {
    ...german.auth,
    email: 'E-Mail',
    // The spec names the back office's sidebar entry 'Logout'; the portal, outside the spec, says 'Abmelden' (its texts.ts).
    logout: 'Logout',
  },
  // Used only where a resource names no message of its own (resources.*.notifications).
  notification: {
    ...german.notification,
    updated: 'Gespeichert |||| %{smart_count} Einträge gespeichert',
    created: 'Angelegt',
    deleted: 'Gelöscht |||| %{smart_count} Einträge gelöscht',
    item_doesnt_exist: 'Diesen Eintrag gibt es nicht (mehr).',
    http_error: 'Der Server ist nicht erreichbar. Bitte versuchen Sie es erneut.',
    logged_out: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    not_authorized: 'Sie sind nicht berechtigt, diese Seite aufzurufen.',
    application_update_available: 'Eine neue Version ist verfügbar.',
    offline: 'Keine Verbindung. Die Daten konnten nicht geladen werden.',
    data_provider_error: 'Die Daten konnten nicht verarbeitet werden. Einzelheiten stehen in der Konsole des Browsers.',
  },
  validation: {
    ...german.validation,
    unique: 'Muss eindeutig sein',
  },
  guesser: {
    empty: {
      title: 'Keine Daten vorhanden',
      message: 'Bitte prüfen Sie die Datenanbindung.',
    },
  },
  configurable: {
    ...configurable,
    Datagrid: { ...configurable.Datagrid, title: 'Tabelle' },
    SimpleForm: { ...configurable.SimpleForm, unlabeled: 'Unbenanntes Eingabefeld #%{input}' },
  },
};
