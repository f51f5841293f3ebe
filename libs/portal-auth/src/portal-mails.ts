import { escapeHtml } from '@app/contract';
import type { StaffMail } from '@app/users';

/** The mail that invites a buyer's person to the portal: the link sets the password (single use, 72 hours). */
export function portalInvitationMail(input: { name: string; organisation: string; link: string; hours: number }): StaffMail {
  const lines = [
    `Guten Tag ${input.name},`,
    `für Sie wurde ein Zugang zum Käuferportal des Leadportals angelegt (Unternehmen: ${input.organisation}). Dort sehen Sie Ihre Leads, Rechnungen und Reklamationen und können Ihre Einstellungen selbst pflegen.`,
    `Bitte legen Sie über den folgenden Link Ihr Passwort fest. Der Link ist ${input.hours} Stunden gültig und funktioniert nur einmal.`,
  ];
  const closing = 'Mit freundlichen Grüßen\nIhr Leadportal-Team';
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(input.link)}">Passwort festlegen</a></p>`,
    `<p>${escapeHtml(closing).replace(/\n/g, '<br>')}</p>`,
  ].join('');
  const text = [...lines, `Passwort festlegen: ${input.link}`, closing].join('\n\n');
  return { kind: 'portal-invitation', subject: 'Ihr Zugang zum Käuferportal', text: `${text}\n`, html, secret: true };
}
