import { escapeHtml } from '@app/contract';

export interface StaffMail {
  kind: string;
  subject: string;
  text: string;
  html: string;
}

const CLOSING = 'Mit freundlichen Grüßen\nIhr Leadportal-Team';

function render(kind: string, subject: string, lines: string[], link: { label: string; url: string }): StaffMail {
  const html = [
    ...lines.slice(0, -1).map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    `<p>${escapeHtml(lines[lines.length - 1]).replace(/\n/g, '<br>')}</p>`,
  ].join('');
  const text = [...lines.slice(0, -1), `${link.label}: ${link.url}`, lines[lines.length - 1]].join('\n\n');
  return { kind, subject, text: `${text}\n`, html };
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

/** The mail with a one-time login code (second factor by e-mail). */
export function loginCodeMail(input: { name: string; code: string; minutes: number }): StaffMail {
  const lines = [
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
  };
}
