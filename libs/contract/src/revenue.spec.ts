import { addMoney, addTallies, complaintRate, goalProgress, salesMoney, tallyAtPrice, toCents } from './revenue';

describe('salesMoney (spec section 9)', () => {
  it.each([
    // price, count, reclamations, quote → revenue, deduction, income
    ['no quote: each reclaimed lead is deducted', 42.5, 10, 2, 0, 425, 85, 340],
    ['quote 10 %: a flat share, whatever was reclaimed', 42.5, 10, 2, 10, 425, 42.5, 382.5],
    ['quote 10 % and nothing reclaimed still deducts', 42.5, 10, 0, 10, 425, 42.5, 382.5],
    ['quote 12.5 % rounds once, to cents', 33.33, 3, 1, 12.5, 99.99, 12.5, 87.49],
    ['quote as a numeric string from the database', 20, 4, 1, '25', 80, 20, 60],
    ['missing cost counts as 0', null, 5, 1, 0, 0, 0, 0],
    ['no sales', 42.5, 0, 0, 15, 0, 0, 0],
    ['negative quote is no quote', 10, 3, 1, -5, 30, 10, 20],
  ])('%s', (_name, price, count, reclamations, quote, revenue, deduction, income) => {
    expect(salesMoney(tallyAtPrice(price, count, reclamations), quote)).toEqual({ revenue, deduction, income });
  });

  it('uses each sale its own recorded price when the price changed within the period', () => {
    const tally = addTallies([tallyAtPrice(40, 2, 1), tallyAtPrice(50, 1, 0)]);
    expect(salesMoney(tally, 0)).toEqual({ revenue: 130, deduction: 40, income: 90 });
    expect(salesMoney(tally, 10)).toEqual({ revenue: 130, deduction: 13, income: 117 });
  });

  it('rounds half a cent up (commercial rounding), once at the end', () => {
    // 3 × 0.15 € at 50 %: 22.5 cents → 23 cents; rounding each sale first would give 3 × 8 = 24.
    expect(salesMoney(tallyAtPrice(0.15, 3, 0), 50)).toEqual({ revenue: 0.45, deduction: 0.23, income: 0.22 });
  });

  it('reads prices as PostgreSQL sends numerics', () => {
    expect(toCents('19.99')).toBe(1999);
    expect(toCents('abc')).toBe(0);
    expect(toCents(undefined)).toBe(0);
  });
});

describe('addMoney', () => {
  it('adds the rows in cents, so that float remainders never show', () => {
    const rows = [
      { revenue: 0.1, deduction: 0.01, income: 0.09 },
      { revenue: 0.2, deduction: 0.02, income: 0.18 },
      { revenue: 1234.55, deduction: 123.46, income: 1111.09 },
    ];
    expect(addMoney(rows)).toEqual({ revenue: 1234.85, deduction: 123.49, income: 1111.36 });
    expect(addMoney([])).toEqual({ revenue: 0, deduction: 0, income: 0 });
  });
});

describe('goalProgress', () => {
  it('is sold / goal in percent with two decimals, null without a goal', () => {
    expect(goalProgress(2, 10)).toBe(20);
    expect(goalProgress(1, 3)).toBe(33.33);
    expect(goalProgress(15, 10)).toBe(150);
    expect(goalProgress(5, 0)).toBeNull();
  });
});

describe('complaintRate (Reklaquote: reclaimed sales per sale)', () => {
  it('is the share of reclaimed sales in percent with two decimals, null without sales', () => {
    expect(complaintRate(1, 3)).toBe(33.33);
    expect(complaintRate(0, 5)).toBe(0);
    expect(complaintRate(2, 2)).toBe(100);
    expect(complaintRate(0, 0)).toBeNull();
  });
});
