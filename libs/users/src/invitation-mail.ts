import { escapeHtml, type MailKind } from '@app/contract';

/**
 * An invitation as written: the account, and its link when no SMTP server can deliver the mail (null
 * otherwise). The API hands it once to whoever invited; it is stored nowhere in clear.
 */
export interface Invited<A> {
  user: A;
  invitationLink: string | null;
}

/** A mail to a person with an access link or a login code: only its recipient may read it (OutgoingMail.secret). */
export interface StaffMail {
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
  secret: true;
}

const CLOSING = 'Mit freundlichen Grüßen\nIhr Leadportal-Team';

function render(kind: MailKind, subject: string, lines: string[], link: { label: string; url: string }): StaffMail {
  const html = [
    ...lines.slice(0, -1).map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    `<p>${escapeHtml(lines[lines.length - 1]).replace(/\n/g, '<br>')}</p>`,
  ].join('');
  const text = [...lines.slice(0, -1), `${link.label}: ${link.url}`, lines[lines.length - 1]].join('\n\n');
  return { kind, subject, text: `${text}\n`, html, secret: true };
}

/** The mail that invites a new staff member to choose a password. */
export function invitationMail(input: { name: string; role: string; link: string; hours: number }): StaffMail {
  return render(
    'staff-invitation',
    'Ihr Zugang zum Leadportal',
    [
      `Guten Tag ${input.name},`,
      `für Sie wurde ein Zugang zum Leadportal-Backoffice angelegt (Rolle: ${input.role}).`,
      `Bitte legen Sie über den folgenden Link Ihr Passwort fest. Der Link ist ${input.hours} Stunden gültig und funktioniert nur einmal.`,
      CLOSING,
    ],
    { label: 'Passwort festlegen', url: input.link },
  );
}

/** The mail with a one-time code: for a login (second factor by e-mail), or the test code that switches it on. */
export function loginCodeMail(input: { name: string; code: string; minutes: number; purpose?: 'login' | 'setup' }): StaffMail {
  const lines =
    input.purpose === 'setup'
      ? [
          `Guten Tag ${input.name},`,
          `Sie schalten die Anmeldung mit Code per E-Mail ein. Ihr Testcode lautet: ${input.code}`,
          `Bitte geben Sie ihn im Leadportal ein. Der Code ist ${input.minutes} Minuten gültig. Wenn Sie das nicht waren, ändern Sie bitte Ihr Passwort.`,
          CLOSING,
        ]
      : [
          `Guten Tag ${input.name},`,
          `Ihr Bestätigungscode für die Anmeldung im Leadportal lautet: ${input.code}`,
          `Der Code ist ${input.minutes} Minuten gültig und funktioniert nur einmal. Wenn Sie sich gerade nicht anmelden, ändern Sie bitte Ihr Passwort.`,
          CLOSING,
        ];
  return {
    kind: 'staff-login-code',
    subject: `Ihr Bestätigungscode: ${input.code}`,
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`).join(''),
    secret: true,
  };
}

/** The warning to an account's owner: wrong second-factor codes reached the hour's limit (someone may know the password). No secret in it. */
export function wrongCodesWarningMail(input: { name: string; wrongCodes: number }): Omit<StaffMail, 'secret'> {
  const lines = [
    `Guten Tag ${input.name},`,
    `bei der Anmeldung in Ihr Konto im Leadportal wurde in der letzten Stunde ${input.wrongCodes}-mal ein falscher Bestätigungscode eingegeben. Für diese Stunde nimmt das Leadportal keine Codes für Ihr Konto mehr an.`,
    'Das Passwort war dabei jeweils richtig. Wenn nicht Sie das waren, ändern Sie bitte sofort Ihr Passwort und informieren Sie Ihren Administrator.',
    CLOSING,
  ];
  return {
    kind: 'security-warning',
    subject: 'Sicherheitswarnung: falsche Bestätigungscodes für Ihr Konto',
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`).join(''),
  };
}
