import { STAFF_ROLE_NAMES, type StaffRole } from '@contract/staff-permissions';

/** Roles, permissions, the login's code step, the invitation link's page, 'Mein Konto' and Settings → Mitarbeiter. */

/** The role names the server uses in its refusals ('Rolle: Vertrieb'), from the one permission table. */
export const roles = { ...STAFF_ROLE_NAMES };

/** The people holding each role, for sentences naming who may do something ('Nur für Administratoren und Vertrieb'). */
export const role_groups: Record<StaffRole, string> = {
  admin: 'Administratoren',
  sales: 'Vertrieb',
  accounting: 'Buchhaltung',
};

export const permissions = {
  denied: 'Dafür fehlt Ihnen die Berechtigung.',
  read_only: 'Ihre Rolle (%{role}) darf diese Angaben ansehen, aber nicht ändern.',
  /** A greyed-out field's tooltip; `roles` from the permission table (rolesAllowedText). */
  only_for: 'Nur für %{roles} änderbar (Sie sind angemeldet als %{role}).',
};

/** Beside the spec's texts of the login page (shell.ts): the second step and the notice after a new password. */
export const loginSteps = {
  password_set: 'Ihr Passwort ist gespeichert. Bitte melden Sie sich jetzt mit Ihrer E-Mail-Adresse und dem neuen Passwort an.',
  code: {
    title: 'Bestätigung',
    intro_totp: 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
    intro_email: 'Wir haben Ihnen einen Bestätigungscode an %{email} geschickt. Er ist 10 Minuten gültig.',
    intro_recovery: 'Geben Sie einen Ihrer Wiederherstellungscodes ein. Jeder Code gilt nur einmal.',
    field: 'Bestätigungscode',
    recovery_field: 'Wiederherstellungscode',
    submit: 'Anmelden',
    send: 'Code per E-Mail senden',
    sent: 'Ein neuer Code ist an %{email} unterwegs.',
    use_recovery: 'Wiederherstellungscode verwenden',
    use_code: 'Stattdessen Bestätigungscode verwenden',
    back: 'Zurück zur Anmeldung',
    wrong: 'Der Code ist falsch oder abgelaufen.',
    missing: 'Bitte geben Sie den 6-stelligen Code ein.',
    missing_recovery: 'Bitte geben Sie einen Wiederherstellungscode ein.',
    required: 'Bitte bestätigen Sie die Anmeldung mit Ihrem zweiten Faktor.',
  },
};

export const passwordStrength = {
  hint: 'Mindestens 12 Zeichen. Gut zu merken und schwer zu erraten sind mehrere Wörter, die nicht zusammengehören.',
  length: '%{count} von mindestens 12 Zeichen',
  level: 'Stärke: %{level}',
  levels: {
    0: 'sehr schwach',
    1: 'schwach',
    2: 'mittel',
    3: 'gut',
    4: 'sehr gut',
  },
  mismatch: 'Die beiden Passwörter stimmen nicht überein.',
  empty: 'Bitte geben Sie ein Passwort ein.',
};

export const setPassword = {
  title: 'Passwort festlegen',
  intro: 'Legen Sie Ihr Passwort für das Leadportal-Backoffice fest.',
  password: 'Neues Passwort',
  repeat: 'Passwort wiederholen',
  submit: 'Passwort speichern',
  no_token: 'Der Link ist unvollständig. Bitte öffnen Sie den Link aus der E-Mail erneut oder bitten Sie einen Administrator um eine neue Einladung.',
  failed: 'Das Passwort konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.',
  to_login: 'Zur Anmeldung',
};

export const account = {
  menu: 'Mein Konto',
  signed_in_as: 'Angemeldet als %{name} (%{email})',
  role: 'Rolle: %{role}',
  load_error: 'Ihr Konto konnte nicht geladen werden.',
  setup_required_title: 'Bitte richten Sie die Zwei-Faktor-Anmeldung ein',
  setup_required:
    'Für alle Mitarbeiter ist eine Anmeldung mit zweitem Faktor vorgeschrieben. Richten Sie jetzt eine Authenticator-App oder Codes per E-Mail ein; danach steht Ihnen das Backoffice offen.',
  password: {
    title: 'Passwort ändern',
    description: 'Nach der Änderung enden alle anderen Sitzungen Ihres Kontos, z. B. auf anderen Geräten.',
    current: 'Bisheriges Passwort',
    new: 'Neues Passwort',
    repeat: 'Neues Passwort wiederholen',
    submit: 'Passwort ändern',
    saved: 'Ihr Passwort ist geändert. Andere Sitzungen wurden beendet.',
    failed: 'Das Passwort konnte nicht geändert werden.',
    not_now: 'Das Passwort können Sie ändern, sobald der zweite Faktor eingerichtet ist.',
  },
  factor: {
    title: 'Zweiter Faktor',
    description: 'Bei der Anmeldung fragt das Backoffice nach dem Passwort einen Code ab: aus einer Authenticator-App oder per E-Mail.',
    none: 'Noch kein zweiter Faktor eingerichtet.',
    active_totp: 'Aktiv: Authenticator-App',
    active_email: 'Aktiv: Code per E-Mail an %{email}',
    recovery_left: '%{smart_count} Wiederherstellungscode unbenutzt |||| %{smart_count} Wiederherstellungscodes unbenutzt',
    recovery_low: 'Es sind nur noch wenige Wiederherstellungscodes übrig. Richten Sie den zweiten Faktor neu ein, um zehn neue zu erhalten.',
    setup_totp: 'Authenticator-App einrichten',
    setup_email: 'Codes per E-Mail verwenden',
    switch_totp: 'Zur Authenticator-App wechseln',
    switch_email: 'Zu Codes per E-Mail wechseln',
    renew_totp: 'Authenticator-App neu einrichten',
    renew_email: 'Neue Wiederherstellungscodes erzeugen',
    totp_scan: 'Scannen Sie den QR-Code mit Ihrer Authenticator-App (z. B. Google Authenticator, Microsoft Authenticator oder FreeOTP).',
    totp_type: 'Kein Scanner zur Hand? Geben Sie den Schlüssel von Hand in der App ein:',
    totp_confirm: 'Geben Sie zur Bestätigung den 6-stelligen Code ein, den die App jetzt anzeigt.',
    qr_alt: 'QR-Code für die Authenticator-App',
    secret: 'Schlüssel',
    code: 'Code aus der App',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
    email_text: 'Bei jeder Anmeldung schicken wir einen 6-stelligen Code an %{email}.',
    email_sent: 'Wir haben einen Testcode an %{email} geschickt. Geben Sie ihn hier ein: So ist sicher, dass die Codes ankommen. Der Code ist 10 Minuten gültig.',
    email_code: 'Code aus der E-Mail',
    enabled_totp: 'Die Authenticator-App ist eingerichtet.',
    enabled_email: 'Ab jetzt erhalten Sie bei der Anmeldung einen Code per E-Mail.',
    disable: 'Zweiten Faktor abschalten',
    disable_title: 'Zweiten Faktor abschalten?',
    disable_text: 'Danach genügt für die Anmeldung wieder das Passwort. Bitte bestätigen Sie mit Ihrem Passwort.',
    replace_title: 'Zweiten Faktor ersetzen',
    replace_text: 'Der eingerichtete zweite Faktor wird ersetzt, sobald der neue bestätigt ist. Bitte bestätigen Sie mit Ihrem Passwort.',
    continue: 'Weiter',
    password: 'Ihr Passwort',
    disabled: 'Der zweite Faktor ist abgeschaltet.',
    failed: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
  },
  recovery: {
    title: 'Ihre Wiederherstellungscodes',
    hint: 'Bewahren Sie diese zehn Codes sicher auf, z. B. ausgedruckt oder in einem Passwort-Manager. Mit jedem Code können Sie sich einmal anmelden, wenn Sie Ihre App oder Ihr Postfach nicht erreichen. Die Codes werden nur jetzt angezeigt.',
    copy: 'Codes kopieren',
    copied: 'Codes in die Zwischenablage kopiert',
    done: 'Ich habe die Codes sicher aufbewahrt',
    continue: 'Weiter zur Übersicht',
  },
};

export const staff = {
  title: 'Mitarbeiter',
  description: 'Zugänge zum Backoffice: wer sich anmelden darf, mit welcher Rolle, und ob ein zweiter Faktor eingerichtet ist.',
  manage: 'Mitarbeiter verwalten',
  summary: '%{smart_count} Mitarbeiter',
  load_error: 'Die Mitarbeiter konnten nicht geladen werden.',
  columns: {
    name: 'Name',
    email: 'E-Mail',
    role: 'Rolle',
    active: 'Aktiv',
    twoFactor: 'Zweiter Faktor',
    lastLoginAt: 'Letzte Anmeldung',
    actions: 'Aktionen',
  },
  two_factor: {
    totp: 'Authenticator-App',
    email: 'Code per E-Mail',
    none: 'Keiner',
  },
  invitation_pending: 'Einladung offen',
  inactive: 'Deaktiviert',
  never: 'Noch nie',
  you: 'Sie',
  invite: 'Einladen',
  invite_title: 'Mitarbeiter einladen',
  invite_hint: 'Die Einladung geht per E-Mail hinaus. Über den Link darin legt der Mitarbeiter sein Passwort fest; er ist 72 Stunden gültig und funktioniert einmal.',
  invited: 'Einladung an %{email} gesendet',
  link: {
    title: 'Einladungslink weitergeben',
    text: 'Es ist kein SMTP-Server eingerichtet (SMTP_URL): Die Einladung an %{email} kann nicht per E-Mail zugestellt werden. Geben Sie der Person diesen Link auf anderem Weg. Er wird nur jetzt angezeigt, gilt 72 Stunden und funktioniert einmal.',
    label: 'Link zum Festlegen des Passworts',
    copy: 'Link kopieren',
    copied: 'Link kopiert',
    copy_failed: 'Der Link ließ sich nicht kopieren. Bitte markieren und kopieren Sie ihn von Hand.',
    done: 'Fertig',
  },
  edit: 'Bearbeiten',
  edit_title: 'Mitarbeiter bearbeiten',
  saved: 'Mitarbeiter gespeichert',
  more: 'Weitere Aktionen für %{name}',
  deactivate: 'Deaktivieren',
  activate: 'Aktivieren',
  deactivate_title: '%{name} deaktivieren?',
  deactivate_text: '%{name} kann sich danach nicht mehr anmelden; alle offenen Sitzungen enden sofort.',
  activate_title: '%{name} wieder aktivieren?',
  activate_text: '%{name} kann sich danach wieder anmelden.',
  deactivated: '%{name} ist deaktiviert.',
  activated: '%{name} ist wieder aktiv.',
  reset_factor: 'Zweiten Faktor zurücksetzen',
  reset_title: 'Zweiten Faktor von %{name} zurücksetzen?',
  reset_text: '%{name} meldet sich danach nur mit dem Passwort an und richtet den zweiten Faktor neu ein, z. B. nach dem Verlust des Telefons.',
  reset_done: 'Der zweite Faktor von %{name} ist zurückgesetzt.',
  resend: 'Einladung erneut senden',
  resent: 'Neue Einladung an %{email} gesendet; frühere Links gelten nicht mehr.',
  failed: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
  fields: {
    email: 'E-Mail',
    name: 'Name',
    role: 'Rolle',
  },
  errors: {
    email: 'Bitte eine gültige E-Mail-Adresse angeben.',
    name: 'Bitte einen Namen angeben.',
    role: 'Bitte eine Rolle wählen.',
  },
  security: {
    title: 'Sicherheit',
    require_two_factor: 'Zwei-Faktor-Anmeldung für alle Mitarbeiter verlangen',
    hint: 'Wer noch keinen zweiten Faktor hat, wird direkt nach dem Passwort zur Einrichtung geführt. Für den Produktivbetrieb empfohlen.',
    saved_on: 'Die Zwei-Faktor-Anmeldung ist jetzt für alle Mitarbeiter vorgeschrieben.',
    saved_off: 'Die Zwei-Faktor-Anmeldung ist nicht mehr vorgeschrieben.',
    failed: 'Die Einstellung konnte nicht gespeichert werden.',
    load_error: 'Die Einstellung konnte nicht geladen werden.',
  },
};
