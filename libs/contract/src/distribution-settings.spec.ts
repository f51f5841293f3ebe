import { BUYERS_PER_LEAD, DISTRIBUTION_MESSAGES, DUPLICATE_WINDOW_DAYS, isWholeNumberIn } from './distribution-settings';

describe('distribution settings rules', () => {
  it('takes whole numbers within the range, also typed as digits', () => {
    expect(isWholeNumberIn(1, BUYERS_PER_LEAD)).toBe(true);
    expect(isWholeNumberIn(10, BUYERS_PER_LEAD)).toBe(true);
    expect(isWholeNumberIn(' 7 ', BUYERS_PER_LEAD)).toBe(true);
    expect(isWholeNumberIn(365, DUPLICATE_WINDOW_DAYS)).toBe(true);
  });

  it('refuses fractions, values outside the range and anything not a number', () => {
    for (const value of [0, 11, 2.5, '2.5', '', null, undefined, '1e1', Number.NaN]) expect(isWholeNumberIn(value, BUYERS_PER_LEAD)).toBe(false);
    expect(isWholeNumberIn(366, DUPLICATE_WINDOW_DAYS)).toBe(false);
  });

  it('names the limits in its German messages', () => {
    expect(DISTRIBUTION_MESSAGES).toEqual({
      buyersPerLead: 'Käufer pro Lead muss eine ganze Zahl von 1 bis 10 sein',
      duplicateWindowDays: 'Dubletten-Zeitraum muss eine ganze Zahl von 1 bis 365 Tagen sein',
    });
  });
});
