import { receivesStatistic } from './statistic-recipients';

describe('receivesStatistic (who gets last month’s statistics)', () => {
  const buyer = { id: 1, deleted: false, sendStatistic: true, sales: 3 };

  it('is an organisation that asked for it, exists and bought in the month', () => {
    expect(receivesStatistic(buyer)).toBe(true);
  });

  it('leaves out organisations without sendStatistic, deleted ones and those without sales', () => {
    expect(receivesStatistic({ ...buyer, sendStatistic: false })).toBe(false);
    expect(receivesStatistic({ ...buyer, deleted: true })).toBe(false);
    expect(receivesStatistic({ ...buyer, sales: 0 })).toBe(false);
  });
});
