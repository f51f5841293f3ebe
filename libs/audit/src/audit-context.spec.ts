import { plainAddress } from './audit-context';

describe('plainAddress', () => {
  it('writes an IPv4 client of a dual-stack socket as IPv4, and keeps other addresses', () => {
    expect(plainAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(plainAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(plainAddress('198.51.100.2')).toBe('198.51.100.2');
    expect(plainAddress(undefined)).toBeNull();
  });
});
