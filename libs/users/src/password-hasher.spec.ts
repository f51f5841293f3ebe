import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from './password-hasher';

describe('password hashing (scrypt)', () => {
  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('Sonnenkollektor-2026');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toContain('Sonnenkollektor');
    expect(await verifyPassword('Sonnenkollektor-2026', hash)).toBe(true);
    expect(await verifyPassword('sonnenkollektor-2026', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('gleich')).not.toBe(await hashPassword('gleich'));
  });

  it('never accepts anything for the placeholder of unknown users or a foreign format', async () => {
    expect(await verifyPassword('', UNKNOWN_USER_HASH)).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$abc')).toBe(false);
  });
});
