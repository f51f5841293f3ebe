import { createHash } from 'node:crypto';

/**
 * The form a consent or legal text is kept and hashed in: Unicode NFC, line ends as '\n', no
 * whitespace at the end. The same words typed on Windows or pasted from a word processor give the same
 * version; anything that changes what a reader sees gives a new one.
 */
export function canonicalConsentText(text: string): string {
  return text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\s+$/, '');
}

/**
 * SHA-256 of the canonical text's UTF-8 bytes, in lower-case hex: anyone can recompute it from the text
 * printed on a consent certificate (`printf '%s' "$TEXT" | sha256sum`).
 */
export function consentTextHash(text: string): string {
  return createHash('sha256').update(canonicalConsentText(text), 'utf8').digest('hex');
}
