import { billedMonth, billedMonthEnded, invoiceStatusColor, isPaidDateValid, runDoneMessages, todayInGermany } from './invoiceDisplay';

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

  it("says how many invoices 'Rechnungslauf gestartet' created and how many existed", () => {
    const keys = (result: Parameters<typeof runDoneMessages>[0]) => runDoneMessages(result).map(({ key, args }) => [key.replace('app.invoices.run.', ''), args]);
    expect(keys({ year: 2026, month: 11, organisations: 3, corrections: 1, created: 2, existing: 1 })).toEqual([
      ['done', { month: '11.2026' }],
      ['done_created', { smart_count: 2 }],
      ['done_existing', { smart_count: 1 }],
      ['done_corrections', { smart_count: 1 }],
      ['done_soon', {}],
    ]);
    // Nothing new: nothing to wait for.
    expect(keys({ year: 2026, month: 11, organisations: 3, corrections: 0, created: 0, existing: 3 }).map(([key]) => key)).toEqual(['done', 'done_created', 'done_existing', 'done_corrections']);
    // An older server without the counts: the organisations, as before.
    expect(keys({ year: 2026, month: 11, organisations: 3, corrections: 0 })[1]).toEqual(['done_organisations', { smart_count: 3 }]);
  });
});
