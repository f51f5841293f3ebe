import {
  BaseRatePeriod,
  baseRateOn,
  defaultInterestCents,
  DUNNING_DEFAULTS,
  DUNNING_MESSAGES,
  DUNNING_STATES,
  DunningProgress,
  DunningSettings,
  dunningSettingsErrors,
  dunningStateLabel,
  FIRST_CHARGING_STEP,
  FLAT_FEE_CENTS,
  isHandedOver,
  isValidDay,
  nextDunningAction,
  stepDate,
} from './dunning-rules';

const rates = DUNNING_DEFAULTS.baseRates;
const steps = DUNNING_DEFAULTS.steps;

describe('DUNNING_DEFAULTS', () => {
  it('has three steps, of which the Zahlungserinnerung charges nothing', () => {
    expect(steps.map((step) => step.name)).toEqual(['Zahlungserinnerung', '1. Mahnung', '2. Mahnung']);
    expect(steps[FIRST_CHARGING_STEP].name).toBe('1. Mahnung');
    expect(FLAT_FEE_CENTS).toBe(4000);
  });

  it('keeps the base rates sorted and valid', () => {
    const days = rates.map((period) => period.validFrom);
    expect(days).toEqual([...days].sort());
    expect(dunningSettingsErrors(DUNNING_DEFAULTS)).toEqual({});
  });
});

describe('baseRateOn', () => {
  it('takes the last period that started on or before the day', () => {
    expect(baseRateOn('2023-01-01', rates)).toBe(1.62);
    expect(baseRateOn('2025-06-30', rates)).toBe(2.27);
    expect(baseRateOn('2025-07-01', rates)).toBe(1.27);
    expect(baseRateOn('2031-03-15', rates)).toBe(1.27);
  });

  it('does not need a sorted table', () => {
    expect(baseRateOn('2024-08-01', [...rates].reverse())).toBe(3.37);
  });

  it('refuses a day before the table', () => {
    expect(() => baseRateOn('2022-12-31', rates)).toThrow(new RangeError('Für den 31.12.2022 ist kein Basiszinssatz hinterlegt.'));
  });
});

describe('defaultInterestCents (§288 BGB, act/365)', () => {
  it('is (1.27 + 9) % on 1.000,00 € for 30 days: 8,44 €', () => {
    // 100000 × 10.27 % × 30 / 365 = 844.11 cents
    expect(defaultInterestCents(100_000, '2025-08-01', '2025-08-31', rates)).toBe(844);
  });

  it('counts from the day after the due date up to and including `until`', () => {
    // One day: 100000 × 10.27 % / 365 = 28.14 cents.
    expect(defaultInterestCents(100_000, '2025-08-01', '2025-08-02', rates)).toBe(28);
    expect(defaultInterestCents(100_000, '2025-08-01', '2025-08-01', rates)).toBe(0);
    expect(defaultInterestCents(100_000, '2025-08-01', '2025-07-15', rates)).toBe(0);
  });

  it('sums each day at the base rate valid on it across a change', () => {
    // 21.-30.06.2025 at 2.27 + 9, 01.-10.07.2025 at 1.27 + 9:
    // 100000 × (10 × 11.27 % + 10 × 10.27 %) / 365 = 590.14 cents
    expect(defaultInterestCents(100_000, '2025-06-20', '2025-07-10', rates)).toBe(590);
    // Rounded once, not per base-rate period: 3 days either side of the change on 1.234,56 €,
    // 123456 × (3 × 11.27 % + 3 × 10.27 %) / 365 = 218.57; per period 114.36 + 104.21 → 114 + 104 = 218.
    expect(defaultInterestCents(123_456, '2025-06-27', '2025-07-03', rates)).toBe(219);
  });

  it('takes 366 days of a leap year, each at its rate, still divided by 365', () => {
    // 182 days at 12.62 % and 184 days at 12.37 %: 100000 × (182 × 12.62 % + 184 × 12.37 %) / 365 = 12528.55 cents
    expect(defaultInterestCents(100_000, '2023-12-31', '2024-12-31', rates)).toBe(12529);
  });

  it('follows a negative base rate below 9 points', () => {
    const negative: BaseRatePeriod[] = [{ validFrom: '2016-07-01', rate: -0.88 }];
    // 100000 × 8.12 % × 365 / 365
    expect(defaultInterestCents(100_000, '2017-01-01', '2018-01-01', negative)).toBe(8120);
  });

  it('rounds half a cent away from zero', () => {
    const flat: BaseRatePeriod[] = [{ validFrom: '2020-01-01', rate: 1 }];
    // 5 cents × 10 % × 365 / 365 = 0.5 cents
    expect(defaultInterestCents(5, '2021-01-01', '2022-01-01', flat)).toBe(1);
    expect(defaultInterestCents(-5, '2021-01-01', '2022-01-01', flat)).toBe(-1);
  });

  it('refuses a period the table does not cover and days that do not exist', () => {
    expect(() => defaultInterestCents(100_000, '2022-12-20', '2023-01-10', rates)).toThrow(RangeError);
    expect(() => defaultInterestCents(100_000, '2025-02-30', '2025-03-10', rates)).toThrow(new RangeError('Kein gültiges Datum: 2025-02-30'));
  });
});

describe('stepDate', () => {
  it.each([
    ['in December, across the year end', '2026-12-15', ['2026-12-22', '2027-01-05', '2027-01-19']],
    ['through February of a common year', '2027-02-20', ['2027-02-27', '2027-03-13', '2027-03-27']],
    ['through February of a leap year', '2028-02-20', ['2028-02-27', '2028-03-12', '2028-03-26']],
    ['from the last day of a month', '2026-01-31', ['2026-02-07', '2026-02-21', '2026-03-07']],
  ])('%s: due %s', (_name, dueDate, expected) => {
    expect(steps.map((_step, index) => stepDate(dueDate, steps, index))).toEqual(expected);
  });

  it('refuses a step that is not configured', () => {
    expect(() => stepDate('2026-12-15', steps, 3)).toThrow(RangeError);
  });
});

describe('nextDunningAction', () => {
  const progress = (overrides: Partial<DunningProgress> = {}): DunningProgress => ({
    dueDate: '2026-12-15',
    done: 0,
    lastStepDate: null,
    steps,
    lawyer: { active: false, days: 10 },
    autoCrefo: false,
    crefoDays: 21,
    ...overrides,
  });

  it('starts with the Zahlungserinnerung, counted from the due date', () => {
    expect(nextDunningAction(progress())).toEqual({ kind: 'step', index: 0, name: 'Zahlungserinnerung', date: '2026-12-22' });
  });

  it('counts the next step from the day the last one was actually sent', () => {
    expect(nextDunningAction(progress({ done: 1, lastStepDate: '2026-12-28' }))).toEqual({ kind: 'step', index: 1, name: '1. Mahnung', date: '2027-01-11' });
    expect(nextDunningAction(progress({ done: 2, lastStepDate: '2027-01-05' }))).toEqual({ kind: 'step', index: 2, name: '2. Mahnung', date: '2027-01-19' });
  });

  it('falls back to the planned date when the sending day is unknown', () => {
    expect(nextDunningAction(progress({ done: 1 }))).toEqual({ kind: 'step', index: 1, name: '1. Mahnung', date: '2027-01-05' });
  });

  it('hands over to the lawyer after the last step, before Creditreform', () => {
    const done = { done: 3, lastStepDate: '2027-01-19' };
    expect(nextDunningAction(progress({ ...done, lawyer: { active: true, days: 10 }, autoCrefo: true }))).toEqual({ kind: 'handover', to: 'lawyer', date: '2027-01-29' });
    expect(nextDunningAction(progress({ ...done, autoCrefo: true }))).toEqual({ kind: 'handover', to: 'creditreform', date: '2027-02-09' });
    expect(nextDunningAction(progress(done))).toEqual({ kind: 'none' });
  });

  it('counts a handover from the planned last step when the sending day is unknown', () => {
    expect(nextDunningAction(progress({ done: 3, autoCrefo: true, crefoDays: 14 }))).toEqual({ kind: 'handover', to: 'creditreform', date: '2027-02-02' });
  });

  it('treats all steps as done when the list was shortened after more were sent', () => {
    expect(nextDunningAction(progress({ done: 3, lastStepDate: '2027-01-19', steps: steps.slice(0, 2), lawyer: { active: true, days: 7 } }))).toEqual({
      kind: 'handover',
      to: 'lawyer',
      date: '2027-01-26',
    });
  });
});

describe('dunningStateLabel', () => {
  it.each([
    ['open', undefined, 'Überfällig – noch nicht gemahnt'],
    ['step', '1. Mahnung', '1. Mahnung'],
    ['step', undefined, 'Gemahnt'],
    ['lawyer', undefined, 'An Anwalt übergeben'],
    ['creditreform', undefined, 'An Creditreform übergeben'],
    ['paid', '2. Mahnung', 'Bezahlt – Mahnverfahren beendet'],
    ['voided', undefined, 'Rechnung storniert – beendet'],
    ['released', undefined, 'Freigegeben'],
  ] as const)('%s (%s) → %s', (state, lastStepName, label) => {
    expect(dunningStateLabel(state, lastStepName)).toBe(label);
  });
});

describe('dunningSettingsErrors', () => {
  const settings = (overrides: Partial<DunningSettings> = {}): DunningSettings => ({ ...DUNNING_DEFAULTS, creditreformEmail: 'inkasso@creditreform.de', ...overrides });

  it('accepts the defaults and a filled-in Creditreform address', () => {
    expect(dunningSettingsErrors(settings())).toEqual({});
  });

  it('wants 1 to 5 steps', () => {
    expect(dunningSettingsErrors(settings({ steps: [] }))).toEqual({ steps: DUNNING_MESSAGES.steps });
    const six = Array.from({ length: 6 }, (_value, index) => ({ name: `${index + 1}. Mahnung`, daysAfterPrevious: 7 }));
    expect(dunningSettingsErrors(settings({ steps: six }))).toEqual({ steps: 'Es sind 1 bis 5 Mahnstufen möglich' });
    expect(dunningSettingsErrors(settings({ steps: six.slice(0, 5) }))).toEqual({});
  });

  it('keys step errors by their path', () => {
    const errors = dunningSettingsErrors(
      settings({
        steps: [
          { name: ' ', daysAfterPrevious: 7 },
          { name: '1. Mahnung', daysAfterPrevious: 0 },
          { name: 'M'.repeat(41), daysAfterPrevious: 14.5 },
          { name: 'M'.repeat(40), daysAfterPrevious: 90 },
          { name: 'Letzte Mahnung', daysAfterPrevious: 91 },
        ],
      }),
    );
    expect(errors).toEqual({
      'steps.0.name': 'Bitte einen Namen angeben (höchstens 40 Zeichen)',
      'steps.1.daysAfterPrevious': 'Tage nach der vorherigen Stufe: ganze Zahl von 1 bis 90',
      'steps.2.name': DUNNING_MESSAGES.stepName,
      'steps.2.daysAfterPrevious': DUNNING_MESSAGES.daysAfterPrevious,
      'steps.4.daysAfterPrevious': DUNNING_MESSAGES.daysAfterPrevious,
    });
  });

  it('checks the base-rate table', () => {
    const errors = dunningSettingsErrors(
      settings({
        baseRates: [
          { validFrom: '2025-01-01', rate: 2.27 },
          { validFrom: '2025-01-01', rate: 2.5 },
          { validFrom: '2025-02-30', rate: 1 },
          { validFrom: '01.07.2025', rate: 1 },
          { validFrom: '2026-01-01', rate: -10 },
          { validFrom: '2026-07-01', rate: 20.01 },
          { validFrom: '2027-01-01', rate: 1.234 },
          { validFrom: '2027-07-01', rate: -0.88 },
        ],
      }),
    );
    expect(errors).toEqual({
      'baseRates.1.validFrom': 'Für dieses Datum gibt es schon einen Basiszinssatz',
      'baseRates.2.validFrom': 'Bitte ein gültiges Datum angeben',
      'baseRates.3.validFrom': DUNNING_MESSAGES.validFrom,
      'baseRates.5.rate': 'Basiszinssatz muss zwischen -10 und 20 liegen (höchstens 2 Nachkommastellen)',
      'baseRates.6.rate': DUNNING_MESSAGES.rate,
    });
  });

  it('needs a base rate only when interest is charged', () => {
    expect(dunningSettingsErrors(settings({ baseRates: [] }))).toEqual({ baseRates: 'Für Verzugszinsen ist mindestens ein Basiszinssatz nötig' });
    expect(dunningSettingsErrors(settings({ baseRates: [], interestEnabled: false }))).toEqual({});
  });

  it('takes an empty or a valid Creditreform address', () => {
    expect(dunningSettingsErrors(settings({ creditreformEmail: '' }))).toEqual({});
    expect(dunningSettingsErrors(settings({ creditreformEmail: 'inkasso@' }))).toEqual({ creditreformEmail: 'Bitte eine gültige E-Mail-Adresse angeben' });
  });
});

describe('isValidDay', () => {
  it('knows the calendar', () => {
    expect(isValidDay('2028-02-29')).toBe(true);
    expect(isValidDay('2027-02-29')).toBe(false);
    expect(isValidDay('2026-13-01')).toBe(false);
    expect(isValidDay('2026-1-01')).toBe(false);
  });
});

describe('isHandedOver', () => {
  it('holds for a handover to a lawyer or Creditreform only (what staff can release)', () => {
    expect(DUNNING_STATES.filter(isHandedOver)).toEqual(['lawyer', 'creditreform']);
  });
});
