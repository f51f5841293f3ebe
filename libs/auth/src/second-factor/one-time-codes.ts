import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Leadportal';
export const EMAIL_CODE_MINUTES = 10;
export const RECOVERY_CODE_COUNT = 10;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function totp(secretBase32: string, account: string): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label: account, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secretBase32) });
}

/** A new authenticator secret (160 bits, as RFC 4226 recommends) and the otpauth:// URL for its QR code. */
export function newTotpSecret(account: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totp(secret, account).toString() };
}

/**
 * The time step a code belongs to (the current one, or one before or after for clocks that are a little
 * off), or null when the code is wrong. The caller refuses a step that was used already.
 */
export function totpStep(secretBase32: string, code: string, now: Date): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const generator = totp(secretBase32, 'x');
  const delta = generator.validate({ token, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : generator.counter({ timestamp: now.getTime() }) + delta;
}

/** The code an authenticator app shows at `now` (tests, and nothing else). */
export function totpCodeAt(secretBase32: string, now: Date): string {
  return totp(secretBase32, 'x').generate({ timestamp: now.getTime() });
}

/** A 6-digit code to mail; kept only as a hash bound to its challenge. */
export function newEmailCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export const emailCodeHash = (challengeId: string, code: string) => sha256(`${challengeId}:${code.replace(/\s+/g, '')}`);

/** Ten recovery codes like `7kq2-m9xd-4p`: easy to type, 50 bits each. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 10)}`;
  });
}

/** Case, spaces and dashes do not matter when a recovery code is typed. */
export const recoveryCodeHash = (code: string) => sha256(code.toLowerCase().replace(/[^a-z0-9]/g, ''));
