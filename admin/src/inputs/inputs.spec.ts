import { formatMoney, parseMoney } from './money';
import { normaliseTime } from './time';

describe('parseMoney', () => {
  it.each([
    ['42,50', 42.5],
    ['42,5', 42.5],
    ['42', 42],
    ['0,99', 0.99],
    [',5', 0.5],
    ['42,', 42],
    ['1.234,56', 1234.56],
    ['12.345.678,9', 12345678.9],
    [' 42,50 € ', 42.5],
    ['42.50', 42.5],
    ['42.5', 42.5],
    ['1.234', 1234],
    ['-3,20', -3.2],
    ['-0,88 %', -0.88],
    ['1,27%', 1.27],
  ])('reads %j as %d', (text, amount) => {
    expect(parseMoney(text)).toBe(amount);
  });

  it.each(['', '  ', 'abc', '42,50,1', '1.23.456', '12.34,5', '4 2x', ',', '-'])('does not take %j for an amount', (text) => {
    expect(parseMoney(text)).toBeNull();
  });
});

describe('formatMoney', () => {
  it('shows an amount with a decimal comma and two places', () => {
    expect(formatMoney(42.5)).toBe('42,50');
    expect(formatMoney(1234)).toBe('1234,00');
    expect(formatMoney(0.1 + 0.2)).toBe('0,30');
  });

  it('shows nothing for no amount and keeps text as typed', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('42,5x')).toBe('42,5x');
  });

  it('reads back what it shows', () => {
    for (const amount of [0, 0.5, 42.5, 1234.56, 99999.99]) expect(parseMoney(formatMoney(amount))).toBe(amount);
  });
});

describe('normaliseTime', () => {
  it.each([
    ['08:30', '08:30'],
    ['8:30', '08:30'],
    ['8.30', '08:30'],
    ['830', '08:30'],
    ['0830', '08:30'],
    ['8', '08:00'],
    ['17', '17:00'],
    ['00:00', '00:00'],
    [' 23:45 ', '23:45'],
    ['24:00', '24:00'],
  ])('reads %j as %j', (text, time) => {
    expect(normaliseTime(text)).toBe(time);
  });

  it.each(['', '12:00 AM', '25:00', '24:15', '08:60', '8:3', '123456', 'acht'])('does not take %j for a time', (text) => {
    expect(normaliseTime(text)).toBeNull();
  });
});
