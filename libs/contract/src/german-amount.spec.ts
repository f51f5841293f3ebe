import { parseGermanAmount } from './german-amount';

describe('parseGermanAmount', () => {
  it.each([
    ['12.500', 12500],
    ['12.500,00', 12500],
    ['12500', 12500],
    ['12.500,50 €', 12500.5],
    ['1.250,10', 1250.1],
    ['42,5', 42.5],
    ['42.5', 42.5],
    ['1.234.567', 1234567],
    ['0', 0],
    [' 7 € ', 7],
  ])('%s → %d', (text, amount) => {
    expect(parseGermanAmount(text)).toBe(amount);
  });

  it.each(['', '   ', 'zwölf', '12,500,00', '1.2.3', '12.50.0', ','])('refuses %j', (text) => {
    expect(parseGermanAmount(text)).toBeNull();
  });
});
