import { loadConfig } from '../config/app-config';
import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox(loadConfig({ JWT_SECRET: 'j'.repeat(40) }));

  it('opens what it sealed, and seals the same text differently each time', () => {
    const first = box.seal('pd-token-123');
    expect(first).not.toContain('pd-token-123');
    expect(box.open(first)).toBe('pd-token-123');
    expect(box.seal('pd-token-123')).not.toBe(first);
  });

  it('refuses tampered text and another key', () => {
    const sealed = box.seal('geheim');
    const parts = sealed.split(':');
    const tampered = [...parts.slice(0, 3), Buffer.from('anders').toString('base64url')].join(':');
    expect(() => box.open(tampered)).toThrow();
    const other = new SecretBox(loadConfig({ JWT_SECRET: 'j'.repeat(40), ENCRYPTION_KEY: 'e'.repeat(40) }));
    expect(() => other.open(sealed)).toThrow();
  });
});
