import { formalGermanMessages } from '@haleos/ra-language-german';
import type { TranslationMessages } from 'react-admin';
import { CONTACT_MESSAGES } from '@shared/lead-rules';

export const APP_TITLE = 'Leadportal Backoffice';

const german = formalGermanMessages.ra;

/** The German pack stops at react-admin v4: the keys v5 added, plus a few corrections. */
const ra = {
  ...german,
  action: {
    ...german.action,
    reset: 'Zurücksetzen',
    search_columns: 'Spalten durchsuchen',
    select_all_button: 'Alle auswählen',
    update_application: 'Anwendung neu laden',
  },
  page: {
    ...german.page,
    access_denied: 'Zugriff verweigert',
    authentication_error: 'Authentifizierungsfehler',
    empty: 'Noch keine Einträge vorhanden',
  },
  message: {
    ...german.message,
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
  auth: {
    ...german.auth,
    email: 'E-Mail',
    // The spec names the sidebar entry 'Logout'; the user menu says the same.
    logout: 'Logout',
  },
  notification: {
    ...german.notification,
    application_update_available: 'Eine neue Version ist verfügbar.',
    offline: 'Keine Verbindung. Die Daten konnten nicht geladen werden.',
  },
  validation: {
    ...german.validation,
    unique: 'Muss eindeutig sein',
  },
  guesser: {
    empty: {
      title: 'Keine Daten vorhanden',
      message: 'Bitte prüfen Sie den Data Provider.',
    },
  },
};

/** Spec section 3; the data labels match the spreadsheet export's column names. */
const leadFields = {
  id: 'Id',
  lId: 'Lead-Id',
  created: 'Erstellt',
  realCreated: 'Tatsächlich erstellt',
  qualified: 'Qualifiziert',
  qualifiedAt: 'Qualifiziert am',
  reclamation: 'Reklamation',
  recla: 'Reklamiert',
  recipients: 'Empfänger',
  leadsource: 'Leadsource',
  leadsourceSlug: 'Leadsource-Slug',
  contact: {
    salutation: 'Anrede',
    firstName: 'Vorname',
    lastName: 'Nachname',
    phone: 'Telefon',
    email: 'E-Mail',
    street: 'Straße',
    zip: 'PLZ',
    city: 'Stadt',
  },
  data: {
    consumption: 'Stromverbrauch',
    buildingType: 'Hausart',
    roofType: 'Dachart',
    roofing: 'Dachmaterial',
    roofAreaSize: 'Dachfläche',
    financingType: 'Finanzierung',
    interestBattery: 'Stromspeicher',
    implementationPeriod: 'Zeitraum',
    extraInfo: 'Zusatzinformationen',
  },
};

const resources = {
  organisations: {
    name: 'Unternehmen |||| Unternehmen',
    fields: {
      id: 'Id',
      name: 'Name',
      active: 'Aktiv',
      deleted: 'Gelöscht',
      type: 'Typ',
      email: 'E-Mail',
      phone: 'Telefon',
      street: 'Straße',
      zip: 'PLZ',
      city: 'Stadt',
      country: 'Land',
      prio: 'Priorität',
      creationDate: 'Erstellt',
      apiKey: 'API-Key',
      leadSellCost: 'Verkaufspreis pro Lead',
      leadBuyCost: 'Einkaufspreis pro Lead',
      reclamationQuote: 'Reklamationsquote',
      monthlyLeadLimit: 'Monatliches Lead-Limit',
      monthlyLeadGoal: 'Monatliches Lead-Ziel',
      leadEvaluationMail: 'Leadauswertung E-Mail',
      leadEvaluationDay: 'Leadauswertung Tag',
      sendStatistic: 'Statistik senden',
      sendInvoice: 'Rechnung senden',
      sendReclaLink: 'Reklamationslink senden',
      autoCrefo: 'Automatisch an Creditreform',
      crefoDays: 'Tage bis Creditreform',
    },
  },
  leadsources: {
    name: 'Leadsource |||| Leadsources',
    fields: {
      id: 'Id',
      name: 'Name',
      slug: 'Slug',
      mail: 'Reklamations-E-Mail',
      active: 'Aktiv',
      reclaQuote: 'Reklamationsquote',
      apiKey: 'API-Key',
      creationDate: 'Erstellt',
    },
  },
  sells: { name: 'Lead |||| Einkauf', fields: leadFields },
  leadstatistics: { name: 'Lead |||| Lead-Statistik', fields: leadFields },
  reclamationrequests: {
    name: 'Reklamationsanfrage |||| Reklamationsanfragen',
    fields: {
      id: 'Id',
      leadId: 'Lead-Id',
      pipedriveId: 'CRM-Id',
      creationDate: 'Datum',
      organisationName: 'Unternehmen',
      leadZip: 'PLZ',
      leadBought: 'Gekauft am',
      request: 'Reklamierungsgrund',
      status: 'Status',
    },
  },
  users: {
    name: 'Benutzer |||| Benutzer',
    fields: {
      name: 'Name',
      email: 'E-Mail',
      isAdmin: 'Administrator',
      createdAt: 'Angelegt',
    },
  },
  // Import errors name fields by these labels, so the contact person's say whose they are.
  orders: {
    name: 'Auftrag |||| Aufträge',
    fields: {
      orderNumber: 'Auftragsnummer',
      firstName: 'Vorname',
      lastName: 'Nachname',
      street: 'Straße',
      zip: 'PLZ',
      city: 'Ort',
      phone: 'Telefon',
      mail: 'E-Mail',
      status: 'Status',
      customerStatus: 'Kundenstatus',
      progress: 'Fortschritt (%)',
      installationPlaningDate: 'Vorraussichtlicher Montagetermin',
      note: 'Notiz',
      contactFirstName: 'Ansprechpartner Vorname',
      contactLastName: 'Ansprechpartner Nachname',
      contactPhone: 'Ansprechpartner Telefon',
      contactMail: 'Ansprechpartner E-Mail',
      updatedAt: 'Aktualisiert',
    },
    errors: {
      exists: 'Diese Auftragsnummer ist bereits vergeben.',
    },
  },
  email: {
    name: 'E-Mail-Vorlage |||| E-Mail-Vorlagen',
    fields: {
      subject: 'Betreff',
      body: 'Inhalt',
    },
  },
};

/** The back office's own texts, in one place (STYLE.md rule 9). */
const app = {
  title: APP_TITLE,
  empty: 'Noch keine Einträge vorhanden',
  login: {
    email: 'E-Mail',
    password: 'Passwort',
    show_password: 'Passwort anzeigen',
    hide_password: 'Passwort verbergen',
    submit: 'Login',
    invalid_credentials: 'E-Mail oder Passwort ist falsch.',
    failed: 'Anmeldung fehlgeschlagen. Bitte später erneut versuchen.',
  },
  menu: {
    overview: 'Übersicht',
    organisations: 'Unternehmen',
    statistics: 'Verkauf-Statistik',
    leadstatistics: 'Lead-Statistik',
    reclamationrequest: 'Reklamationsanfragen',
    more_tools: 'Weitere Tools',
    sells: 'Einkauf',
    leadsources: 'Leadsources',
    zips: 'Lead Analyse',
    matching: 'Lead Matchen',
    settings: 'Settings',
  },
  page: {
    overview: 'Übersicht',
    statistics: 'Statistik',
    statistic_details: 'Statistik Details',
    settings: 'Settings',
    organisations: 'Unternehmen',
    zips: 'Lead Analyse',
    matching: 'Lead Matchen',
    leadsources: 'Leadsources',
    sells: 'Einkauf',
    lead: 'Lead',
    leadstatistics: 'Lead-Statistik',
    reclamationrequest: 'Reklamationsanfragen',
    orders: 'Aufträge',
    order_create: 'Neuer Auftrag',
  },
  settings: {
    users: 'Benutzer',
    users_error: 'Die Benutzer konnten nicht geladen werden.',
    email: {
      title: 'E-Mail-Vorlage',
      description: 'Diese E-Mail erhalten Interessenten, nachdem sie eine Anfrage gesendet haben.',
      placeholders: 'Platzhalter: %{placeholders}',
      body_hint: 'HTML, z. B. <p>Hallo {{firstName}},</p>',
      submit: 'Aktualisieren',
      saved: 'E-Mail-Vorlage gespeichert',
      load_error: 'Die E-Mail-Vorlage konnte nicht geladen werden.',
      required_subject: 'Bitte einen Betreff angeben',
      required_body: 'Bitte einen Inhalt angeben',
      preview: 'Vorschau',
      preview_hint: 'Mit Beispielwerten (%{example})',
      preview_frame: 'Vorschau der E-Mail',
    },
    orders: {
      title: 'Aufträge (Statusseite)',
      description:
        'Kunden sehen den Stand ihres Projekts auf der Statusseite (/check) mit Auftragsnummer, Nachname und PLZ. Die Aufträge dafür werden hier gepflegt oder als CSV-Datei importiert.',
      manage: 'Aufträge verwalten',
    },
  },
  orders: {
    search: 'Suche (Auftragsnummer oder Name)',
    contact_person: 'Ansprechpartner',
    contact_person_hint: 'Wird dem Kunden auf der Statusseite für Rückfragen genannt.',
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
    import: {
      button: 'Aufträge importieren (CSV)',
      done: '1 Auftrag importiert |||| %{smart_count} Aufträge importiert',
      failed_title: 'Aufträge nicht importiert',
      failed: 'Der Import wurde abgebrochen. Es wurde nichts importiert.',
      row: 'Zeile %{row}',
    },
  },
};

export const de: TranslationMessages = { ra, resources, app };
