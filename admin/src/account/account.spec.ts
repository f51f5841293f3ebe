import { factorStatus, fewRecoveryCodesLeft, groupSecret, recoveryCodesText } from './account';

describe("'Mein Konto'", () => {
  it('groups the secret in fours for typing it into an app', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
    expect(groupSecret(' AB CD EF ')).toBe('ABCD EF');
    expect(groupSecret('')).toBe('');
  });

  it('numbers the recovery codes one per line for copying', () => {
    const codes = Array.from({ length: 10 }, (_, index) => `code-${index}`);
    const text = recoveryCodesText(codes).split('\n');
    expect(text).toHaveLength(10);
    expect(text[0]).toBe(' 1. code-0');
    expect(text[9]).toBe('10. code-9');
  });

  it('says which factor is on', () => {
    expect(factorStatus({ twoFactor: 'totp', email: 'a@example.de' })).toEqual({ key: 'app.account.factor.active_totp', args: {} });
    expect(factorStatus({ twoFactor: 'email', email: 'a@example.de' })).toEqual({ key: 'app.account.factor.active_email', args: { email: 'a@example.de' } });
    expect(factorStatus({ twoFactor: null, email: 'a@example.de' }).key).toBe('app.account.factor.none');
  });

  it('suggests new recovery codes only when a factor is on and fewer than three are left', () => {
    expect(fewRecoveryCodesLeft({ twoFactor: 'totp', unusedRecoveryCodes: 2 })).toBe(true);
    expect(fewRecoveryCodesLeft({ twoFactor: 'totp', unusedRecoveryCodes: 3 })).toBe(false);
    expect(fewRecoveryCodesLeft({ twoFactor: null, unusedRecoveryCodes: 0 })).toBe(false);
  });
});
