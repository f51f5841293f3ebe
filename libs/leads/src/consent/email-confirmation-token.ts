import { createHash, randomBytes } from 'node:crypto';
import { escapeHtml } from '@app/contract';
import type { RenderedMail } from '@app/email-template';

/** 256 random bits: the link cannot be guessed; only its hash is stored. */
export function newConfirmationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: confirmationTokenHash(token) };
}

export const confirmationTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The funnel page that confirms the address (funnel/: /bestaetigen/{token}). */
export const confirmationLink = (publicBaseUrl: string, token: string) => `${publicBaseUrl}/bestaetigen/${token}`;

const INTRO = 'Bitte bestätigen Sie mit einem Klick Ihre E-Mail-Adresse und dass diese Anfrage von Ihnen stammt:';
const BUTTON = 'E-Mail-Adresse bestätigen';
const IGNORE = 'Sie haben keine Anfrage gestellt? Dann antworten Sie bitte kurz auf diese E-Mail, und wir löschen Ihre Angaben.';

/**
 * The customer's confirmation mail (staff's template) with the double opt-in link added below the
 * template's text, so a template edited before this existed still carries it.
 */
export function withConfirmationLink(mail: RenderedMail, link: string): RenderedMail {
  const block =
    `<p>${escapeHtml(INTRO)}</p>` +
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#1b5e20;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(BUTTON)}</a></p>` +
    `<p style="font-size:12px;color:#555555">${escapeHtml(link)}</p>` +
    `<p style="font-size:12px;color:#555555">${escapeHtml(IGNORE)}</p>`;
  const html = /<\/body>/i.test(mail.html) ? mail.html.replace(/<\/body>/i, `${block}</body>`) : `${mail.html}${block}`;
  return { ...mail, html, text: `${mail.text}\n\n${INTRO}\n${link}\n\n${IGNORE}` };
}
