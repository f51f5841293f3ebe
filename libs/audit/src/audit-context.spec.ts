import type { Request } from 'express';
import { plainAddress, requestActor } from './audit-context';

describe('plainAddress', () => {
  it('writes an IPv4 client of a dual-stack socket as IPv4, and keeps other addresses', () => {
    expect(plainAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(plainAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(plainAddress('198.51.100.2')).toBe('198.51.100.2');
    expect(plainAddress(undefined)).toBeNull();
  });
});

describe('requestActor', () => {
  it('names a buyer user of the portal with the role buyer-user, and a staff member with their role', () => {
    const buyer = { ip: '::ffff:203.0.113.7', buyer: { userId: 3, organisationId: 9, email: 'einkauf@example.de', name: 'Petra' } } as unknown as Request;
    expect(requestActor(buyer)).toEqual({ userId: 3, email: 'einkauf@example.de', role: 'buyer-user', ip: '203.0.113.7' });
    const staff = { ip: '198.51.100.2', user: { id: 3, email: 'anna@example.de', role: 'sales' } } as unknown as Request;
    expect(requestActor(staff)).toEqual({ userId: 3, email: 'anna@example.de', role: 'sales', ip: '198.51.100.2' });
  });
});
