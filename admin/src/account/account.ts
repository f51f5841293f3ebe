import type { CurrentUser } from '../dataProvider/apiTypes';

export const ACCOUNT_QUERY_KEY = ['account', 'me'];

/** Below this many unused recovery codes, 'Mein Konto' suggests setting the factor up anew (ten fresh ones). */
export const FEW_RECOVERY_CODES = 3;

/** The TOTP secret in groups of four, as people type it into an app ('JBSW Y3DP EHPK 3PXP'). */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** The recovery codes as one text to copy or print: one per line, numbered. */
export function recoveryCodesText(codes: readonly string[]): string {
  return codes.map((code, index) => `${String(index + 1).padStart(2, ' ')}. ${code}`).join('\n');
}

/** What the second-factor card says about the account now (a translation key and its arguments). */
export function factorStatus(user: Pick<CurrentUser, 'twoFactor' | 'email'>): { key: string; args: Record<string, unknown> } {
  if (user.twoFactor === 'totp') return { key: 'app.account.factor.active_totp', args: {} };
  if (user.twoFactor === 'email') return { key: 'app.account.factor.active_email', args: { email: user.email } };
  return { key: 'app.account.factor.none', args: {} };
}

/** Whether to suggest renewing the recovery codes: a factor is on and few codes are left. */
export function fewRecoveryCodesLeft(user: Pick<CurrentUser, 'twoFactor' | 'unusedRecoveryCodes'>): boolean {
  return user.twoFactor !== null && user.unusedRecoveryCodes < FEW_RECOVERY_CODES;
}
