import { validateBuyersPerLead, validateDuplicateWindowDays } from './distributionSettings';

describe('distribution settings form', () => {
  it.each([3, 1, 10])('takes %j buyers per lead', (value) => {
    expect(validateBuyersPerLead(value)).toBeUndefined();
  });

  it.each([0, 11, 2.5, null, ''])('refuses %j buyers per lead with the server’s words', (value) => {
    expect(validateBuyersPerLead(value)).toBe('app.settings.distribution.validation.buyersPerLead');
  });

  it('takes 1 to 365 days as the duplicate window', () => {
    expect(validateDuplicateWindowDays(365)).toBeUndefined();
    expect(validateDuplicateWindowDays(1)).toBeUndefined();
    expect(validateDuplicateWindowDays(366)).toBe('app.settings.distribution.validation.duplicateWindowDays');
    expect(validateDuplicateWindowDays(undefined)).toBe('app.settings.distribution.validation.duplicateWindowDays');
  });
});
