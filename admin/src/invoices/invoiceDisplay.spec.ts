import { billedMonth, billedMonthEnded, invoiceStatusColor, isPaidDateValid, todayInGermany } from './invoiceDisplay';

describe('invoice display helpers', () => {
  it('take today in Germany, also late in the evening UTC', () => {
    expect(todayInGermany(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
    expect(todayInGermany(new Date('2026-07-15T10:00:00Z'))).toBe('2026-07-15');
  });

  it('name the month a run on a day bills, and whether it has ended', () => {
    expect(billedMonth('2027-01-01')).toBe('12.2026');
    expect(billedMonth('2026-03-15')).toBe('02.2026');
    expect(billedMonth('2026-02-30')).toBe('');
    expect(billedMonthEnded('2026-03-15', '2026-03-02')).toBe(true);
    expect(billedMonthEnded('2026-04-01', '2026-03-31')).toBe(false);
    expect(billedMonthEnded('kein Datum', '2026-03-31')).toBe(false);
  });

  it('take a payment date up to today only', () => {
    expect(isPaidDateValid('2026-03-02', '2026-03-02')).toBe(true);
    expect(isPaidDateValid('2026-03-03', '2026-03-02')).toBe(false);
    expect(isPaidDateValid('', '2026-03-02')).toBe(false);
  });

  it('colour the status chip: paid green, overdue red, open blue, the rest grey', () => {
    expect(['paid', 'overdue', 'open', 'draft', 'voided', 'x'].map(invoiceStatusColor)).toEqual(['success', 'error', 'info', 'default', 'default', 'default']);
  });
});
