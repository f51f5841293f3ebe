import { creditCrossing, creditState } from './credit-limit';

describe('credit limit', () => {
  it.each([
    // [limit, used, percent, nearly reached, reached]
    [1000, 0, 0, false, false],
    [1000, 799.99, 80, false, false],
    [1000, 800, 80, true, false],
    [1000, 999.99, 100, true, false],
    [1000, 1000, 100, true, true],
    [1000, 1500, 150, true, true],
    [0, 0, 100, true, true],
  ])('limit %d, used %d → %d %%, 80 %%: %s, reached: %s', (limit, used, percent, nearly, reached) => {
    expect(creditState(limit, used)).toEqual({ limit, used, percent, nearlyReached: nearly, reached });
  });

  it.each([
    // [case, before, after, clear, warn]
    ['stays below 80 %', 100, 200, true, false],
    ['crosses 80 % with this sale', 790, 835, true, true],
    ['was over 80 % already (mailed once before)', 810, 855, false, true],
    ['jumps from below 80 % over the limit', 500, 1200, true, true],
    ['after a payment, below 80 % again', 300, 345, true, false],
  ])('%s', (_, before, after, clear, warn) => {
    expect(creditCrossing(1000, before, after)).toEqual({ clear, warn });
  });
});
