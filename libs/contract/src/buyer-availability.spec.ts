import {
  availabilityProblems,
  budgetMessage,
  buyerLeadLimitProblem,
  effectiveLeadLimit,
  formatCalendarDay,
  holidayMessage,
  isCalendarDay,
  isGermanStateCode,
  pauseCovering,
  pauseMessage,
  pausesProblem,
  withinBudget,
} from './buyer-availability';

describe('buyer availability rules', () => {
  it('reads calendar days strictly', () => {
    expect(isCalendarDay('2026-12-14')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-2-1')).toBe(false);
    expect(isCalendarDay('14.12.2026')).toBe(false);
    expect(isCalendarDay(20261214)).toBe(false);
    expect(formatCalendarDay('2026-12-14')).toBe('14.12.2026');
  });

  it('says in German what is wrong with a pause', () => {
    expect(pausesProblem([{ from: '2026-12-07', to: '2026-12-14', reason: 'Urlaub' }])).toBeNull();
    expect(pausesProblem([{ from: '2026-12-07', to: '2026-12-07', reason: '' }])).toBeNull();
    expect(pausesProblem([{ from: '2026-12-14', to: '2026-12-07', reason: '' }])).toBe('Pause 1: Der erste Tag liegt nach dem letzten.');
    expect(pausesProblem([{ from: '2026-12-01', to: '2026-12-02', reason: '' }, { from: '07.12.2026', to: '2026-12-14', reason: '' }])).toBe(
      'Pause 2: Bitte geben Sie den ersten Tag als Datum an (JJJJ-MM-TT).',
    );
    expect(pausesProblem([{ from: '2026-12-01', to: '', reason: '' }])).toBe('Pause 1: Bitte geben Sie den letzten Tag als Datum an (JJJJ-MM-TT).');
    expect(pausesProblem([{ from: '2026-12-01', to: '2026-12-02', reason: 'x'.repeat(201) }])).toBe('Pause 1: Der Grund darf höchstens 200 Zeichen lang sein.');
  });

  it('finds the pause covering a day, both days included, and the day it really ends', () => {
    const pauses = [
      { from: '2026-12-07', to: '2026-12-11', reason: 'Urlaub' },
      { from: '2026-12-12', to: '2026-12-14', reason: 'Messe' },
      { from: '2026-12-20', to: '2026-12-31', reason: '' },
    ];
    expect(pauseCovering(pauses, '2026-12-06')).toBeNull();
    expect(pauseCovering(pauses, '2026-12-07')).toEqual({ from: '2026-12-07', to: '2026-12-14', reason: 'Urlaub' });
    expect(pauseCovering(pauses, '2026-12-14')).toEqual({ from: '2026-12-12', to: '2026-12-14', reason: 'Messe' });
    expect(pauseCovering(pauses, '2026-12-15')).toBeNull();
    expect(pauseCovering(pauses, '2026-12-31')?.to).toBe('2026-12-31');
    expect(pauseMessage(pauseCovering(pauses, '2026-12-08')!)).toBe('Pausiert bis 14.12.2026 (Urlaub)');
    expect(pauseMessage({ from: '2026-12-20', to: '2026-12-31', reason: ' ' })).toBe('Pausiert bis 31.12.2026');
  });

  it('names the state of a holiday', () => {
    expect(isGermanStateCode('BY')).toBe(true);
    expect(isGermanStateCode('XX')).toBe(false);
    expect(isGermanStateCode('toString')).toBe(false);
    expect(holidayMessage('BY')).toBe('Feiertag in Bayern');
    expect(holidayMessage('NW', '1. Weihnachtstag')).toBe('Feiertag in Nordrhein-Westfalen (1. Weihnachtstag)');
  });

  it('keeps this month within the budget, to the cent', () => {
    expect(withinBudget(null, 10_000, 50)).toBe(true);
    expect(withinBudget(100, 50, 50)).toBe(true);
    expect(withinBudget(100, 50.01, 50)).toBe(false);
    expect(withinBudget(0.3, 0.1, 0.2)).toBe(true);
    expect(withinBudget(0, 0, 0)).toBe(true);
    expect(budgetMessage(1000, 980)).toBe('Monatsbudget erreicht: 980,00\u00a0€ von 1.000,00\u00a0€ ausgegeben');
  });

  it('lets a buyer lower the lead limit staff set, never raise it', () => {
    expect(effectiveLeadLimit(0, null)).toBe(0);
    expect(effectiveLeadLimit(50, null)).toBe(50);
    expect(effectiveLeadLimit(50, 20)).toBe(20);
    expect(effectiveLeadLimit(0, 20)).toBe(20);
    expect(effectiveLeadLimit(50, 0)).toBe(50);
    expect(buyerLeadLimitProblem(50, 60)).toBe('Das monatliche Lead-Limit darf höchstens 50 betragen (mit uns vereinbart).');
    expect(buyerLeadLimitProblem(50, 50)).toBeNull();
    expect(buyerLeadLimitProblem(0, 500)).toBeNull();
    expect(buyerLeadLimitProblem(50, 2.5)).toBe('Das monatliche Lead-Limit muss eine ganze Zahl ab 0 sein.');
  });

  it('names every field whose rule is broken at once, each with its German reason (issue 27 §6)', () => {
    const fine = { pauses: [{ from: '2026-12-07', to: '2026-12-13', reason: 'Urlaub' }], holidaysState: 'BY' as const, monthlyBudget: 1500.5, monthlyLeadLimit: 40, notificationEmail: ' leads@example.de ' };
    expect(availabilityProblems(fine, 50)).toEqual({});
    expect(
      availabilityProblems(
        { pauses: [{ from: '2026-12-14', to: '2026-12-07', reason: '' }], holidaysState: 'XX' as never, monthlyBudget: 10.005, monthlyLeadLimit: 60, notificationEmail: 'a@b.de, c@d.de' },
        50,
      ),
    ).toEqual({
      pauses: 'Pause 1: Der erste Tag liegt nach dem letzten.',
      holidaysState: 'Bitte wählen Sie ein Bundesland aus der Liste.',
      monthlyBudget: 'Das Monatsbudget muss ein Betrag ab 0,00 € mit höchstens zwei Nachkommastellen sein.',
      monthlyLeadLimit: 'Das monatliche Lead-Limit darf höchstens 50 betragen (mit uns vereinbart).',
      notificationEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse für Benachrichtigungen an.',
    });
    expect(availabilityProblems({ ...fine, monthlyBudget: -1, notificationEmail: 'keine-adresse' }, 0)).toEqual({
      monthlyBudget: 'Das Monatsbudget muss ein Betrag ab 0,00 € mit höchstens zwei Nachkommastellen sein.',
      notificationEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse für Benachrichtigungen an.',
    });
  });
});
