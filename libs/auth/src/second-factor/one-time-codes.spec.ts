import { emailCodeHash, newEmailCode, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpCodeAt, totpStep } from './one-time-codes';

describe('TOTP codes', () => {
  const { secret, otpauthUrl } = newTotpSecret('anna@example.de');
  const now = new Date('2026-11-27T10:00:10Z');
  const step = Math.floor(now.getTime() / 30_000);

  it('names the product and the account in the otpauth URL', () => {
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Leadportal:anna%40example\.de\?/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('takes the current code and the neighbouring steps, nothing further off', () => {
    expect(totpStep(secret, totpCodeAt(secret, now), now)).toBe(step);
    expect(totpStep(secret, totpCodeAt(secret, new Date(now.getTime() - 30_000)), now)).toBe(step - 1);
    expect(totpStep(secret, totpCodeAt(secret, new Date(now.getTime() + 30_000)), now)).toBe(step + 1);
    expect(totpStep(secret, totpCodeAt(secret, new Date(now.getTime() - 90_000)), now)).toBeNull();
  });

  it('ignores spaces and refuses anything but six digits', () => {
    const code = totpCodeAt(secret, now);
    expect(totpStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(step);
    expect(totpStep(secret, 'abcdef', now)).toBeNull();
    expect(totpStep(secret, '12345', now)).toBeNull();
  });
});

describe('e-mail and recovery codes', () => {
  it('mails six digits, stored as a hash bound to the challenge', () => {
    const code = newEmailCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(emailCodeHash('c1', code)).toBe(emailCodeHash('c1', ` ${code} `));
    expect(emailCodeHash('c1', code)).not.toBe(emailCodeHash('c2', code));
  });

  it('gives ten different recovery codes that can be typed loosely', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}$/);
    expect(recoveryCodeHash(codes[0].toUpperCase().replace(/-/g, ' '))).toBe(recoveryCodeHash(codes[0]));
  });
});
