import { formatPhone } from './phone-display';

describe('formatPhone', () => {
  it.each([
    ['+491607005447', '+49 160 7005447'],
    ['0160 7005447', '+49 160 7005447'],
    ['+49 89 1234567', '+49 89 1234567'],
    ['089/1234567', '+49 89 1234567'],
    ['+43 1 5121234', '+43 1 5121234'],
  ])('%s → %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it('shows what is no number as it was stored, and nothing for nothing', () => {
    expect(formatPhone('unbekannt')).toBe('unbekannt');
    expect(formatPhone('12')).toBe('12');
    expect(formatPhone(null)).toBe('');
  });
});
