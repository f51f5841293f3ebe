import { formalGermanMessages } from '@haleos/ra-language-german';
import type { TranslationMessages } from 'react-admin';

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
  },
  settings: {
    users: 'Benutzer',
    users_error: 'Die Benutzer konnten nicht geladen werden.',
  },
};

export const de: TranslationMessages = { ra, resources, app };
