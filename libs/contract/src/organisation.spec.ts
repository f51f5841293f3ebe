import { clampEvaluationDay, creditLimitReached, defaultActiveDays, defaultConditions, deliveryWarnings, isActiveAt, nextActiveStart, priceWarning, splitEmailList } from './organisation';

describe('organisation rules', () => {
  it('has the spec defaults for active days', () => {
    expect(defaultActiveDays()).toEqual([
      { active: true, weekDay: 'monday', label: 'Montag', startTime: '08:00', endTime: '18:00' },
      { active: true, weekDay: 'tuesday', label: 'Dienstag', startTime: '08:00', endTime: '18:00' },
      { active: true, weekDay: 'wednesday', label: 'Mittwoch', startTime: '08:00', endTime: '18:00' },
      { active: true, weekDay: 'thursday', label: 'Donnerstag', startTime: '08:00', endTime: '18:00' },
      { active: true, weekDay: 'friday', label: 'Freitag', startTime: '08:00', endTime: '18:00' },
      { active: false, weekDay: 'saturday', label: 'Samstag', startTime: '08:00', endTime: '14:00' },
      { active: false, weekDay: 'sunday', label: 'Sonntag', startTime: '08:00', endTime: '18:00' },
    ]);
    expect(defaultConditions()).toMatchObject({ delay: 0, age: 7, config: { radius: false, googleZipSheet: { whiteList: true } } });
  });

  it.each([
    [0, 1],
    [1, 1],
    [15, 15],
    [28, 28],
    [31, 28],
    [-4, 1],
    [12.6, 13],
    [Number.NaN, 1],
  ])('clamps the evaluation day %s to %s', (value, expected) => {
    expect(clampEvaluationDay(value)).toBe(expected);
  });

  const covered = (change: Partial<ReturnType<typeof defaultConditions>> = {}) => ({
    active: true,
    deleted: false,
    conditions: { ...defaultConditions(), zipConditions: [{ zip: '80', email: '' }], ...change },
  });

  it('has no warning for an active buyer with postal codes and working days', () => {
    expect(deliveryWarnings(covered(), true)).toEqual([]);
  });

  it('names a lead stop of a dunning handed over', () => {
    const hold = 'Lieferstopp: Rechnung RE2027-0001 wurde am 01.03.2027 an den Anwalt übergeben.';
    expect(deliveryWarnings({ ...covered(), dunningHold: hold }, true)).toEqual([hold]);
    expect(deliveryWarnings({ ...covered(), dunningHold: null }, true)).toEqual([]);
  });

  it('explains why a buyer gets no leads', () => {
    expect(deliveryWarnings({ ...covered({ zipConditions: [] }), active: false }, true)).toEqual([
      'Das Unternehmen ist inaktiv.',
      'Keine PLZ-Abdeckung: Es ist keine Postleitzahl eingetragen.',
    ]);
    const radiusOnly = covered({ config: { ...defaultConditions().config, radius: true } });
    expect(deliveryWarnings(radiusOnly, true)).toEqual(['Keine PLZ-Abdeckung: Bei aktivem Umkreis zählen nur Umkreis-Einträge, und es gibt keinen.']);
    const withCircle = covered({ config: { ...defaultConditions().config, radius: true }, radiuses: [{ zip: '80331', radius: 30 }] });
    expect(deliveryWarnings(withCircle, true)).toEqual([]);
    expect(deliveryWarnings(withCircle, false)).toEqual([
      'Umkreis-Einträge können nicht ausgewertet werden: Es sind keine Postleitzahl-Geodaten geladen (npm run geo:import).',
    ]);
    const noDays = covered({ activeDays: defaultActiveDays().map((day) => ({ ...day, active: false })) });
    expect(deliveryWarnings(noDays, true)).toEqual(['Kein aktiver Wochentag: Das Unternehmen erhält zu keiner Zeit Leads.']);
    expect(deliveryWarnings({ ...covered(), deleted: true }, true)).toEqual(['Das Unternehmen ist gelöscht.']);
  });

  it('warns about a switched-off Zapier or Make hook of that type only', () => {
    const hooks = { zapier: { active: false }, make: { active: false } };
    expect(deliveryWarnings({ ...covered(), type: 'zapier', ...hooks }, true)).toEqual(['Der Zapier-Hook ist deaktiviert: Leads werden nicht zugestellt.']);
    expect(deliveryWarnings({ ...covered(), type: 'make', ...hooks }, true)).toEqual(['Der Make-Hook ist deaktiviert: Leads werden nicht zugestellt.']);
    expect(deliveryWarnings({ ...covered(), type: 'buyer-email', ...hooks }, true)).toEqual([]);
    expect(deliveryWarnings({ ...covered(), type: 'zapier', zapier: { active: true }, make: { active: false } }, true)).toEqual([]);
    // The old call shape (no type, no hooks) still works and warns about nothing hook-related.
    expect(deliveryWarnings({ ...covered(), type: 'zapier' }, true)).toEqual([]);
  });

  it('counts a white-listed Google sheet as coverage', () => {
    const sheetOnly = covered({
      zipConditions: [],
      config: { ...defaultConditions().config, googleZipSheet: { sheetId: 'abc', pageName: 'PLZ', tableName: 'A', whiteList: true } },
    });
    expect(deliveryWarnings(sheetOnly, true)).toEqual([]);
  });

  describe('where a buyer gets no leads or earns nothing, in the words of Lead Matchen', () => {
    // Mondays to Fridays 08:00–18:00 (the defaults). 2026-06-06 is a Saturday, 2026-06-08 a Monday (CEST = UTC+2).
    const saturdayNight = new Date('2026-06-06T21:30:00+02:00');
    const mondayMorning = new Date('2026-06-08T07:45:00+02:00');
    const mondayNoon = new Date('2026-06-08T12:00:00+02:00');
    const fridayEvening = new Date('2026-06-05T18:00:00+02:00');

    it('says when a buyer outside its active days and hours gets leads again', () => {
      expect(deliveryWarnings({ ...covered(), now: saturdayNight }, true)).toEqual([
        'Gerade außerhalb der aktiven Tage und Zeiten: Leads erhält das Unternehmen wieder Montag ab 08:00 Uhr.',
      ]);
      expect(deliveryWarnings({ ...covered(), now: mondayMorning }, true)).toEqual([
        'Gerade außerhalb der aktiven Tage und Zeiten: Leads erhält das Unternehmen wieder heute ab 08:00 Uhr.',
      ]);
      expect(deliveryWarnings({ ...covered(), now: mondayNoon }, true)).toEqual([]);
      // The end is exclusive, as in the matching.
      expect(deliveryWarnings({ ...covered(), now: fridayEvening }, true)[0]).toContain('wieder Montag ab 08:00 Uhr');
      // Without any active day the other warning says it all.
      const noDays = covered({ activeDays: defaultActiveDays().map((day) => ({ ...day, active: false })) });
      expect(deliveryWarnings({ ...noDays, now: saturdayNight }, true)).toEqual(['Kein aktiver Wochentag: Das Unternehmen erhält zu keiner Zeit Leads.']);
    });

    it('names the next start: tomorrow, a weekday, or the same weekday next week', () => {
      const days = defaultActiveDays();
      expect(nextActiveStart(days, { weekDay: 'monday', time: '19:00' })).toBe('morgen ab 08:00 Uhr');
      expect(nextActiveStart(days, { weekDay: 'saturday', time: '10:00' })).toBe('Montag ab 08:00 Uhr');
      const mondaysOnly = days.map((day) => ({ ...day, active: day.weekDay === 'monday' }));
      expect(nextActiveStart(mondaysOnly, { weekDay: 'monday', time: '18:30' })).toBe('nächsten Montag ab 08:00 Uhr');
      expect(nextActiveStart(days.map((day) => ({ ...day, active: false })), { weekDay: 'monday', time: '09:00' })).toBeNull();
      expect(isActiveAt(days, { weekDay: 'friday', time: '17:45' })).toBe(true);
      expect(isActiveAt(days, { weekDay: 'friday', time: '18:00' })).toBe(false);
      expect(isActiveAt(days, { weekDay: 'saturday', time: '10:00' })).toBe(false);
    });

    it('warns when the monthly limit is reached, not before and not without a limit', () => {
      expect(deliveryWarnings({ ...covered(), monthlyLeadLimit: 20, soldThisMonth: 20 }, true)).toEqual([
        'Monatliches Lead-Limit erreicht: 20 von 20 Leads in diesem Monat. Bis zum Monatsende erhält das Unternehmen keine weiteren.',
      ]);
      expect(deliveryWarnings({ ...covered(), monthlyLeadLimit: 20, soldThisMonth: 19 }, true)).toEqual([]);
      expect(deliveryWarnings({ ...covered(), monthlyLeadLimit: 0, soldThisMonth: 500 }, true)).toEqual([]);
      expect(deliveryWarnings({ ...covered(), monthlyLeadLimit: 20 }, true)).toEqual([]);
    });

    it('warns about a price of 0,00 €', () => {
      // Apart from deliveryWarnings: such a buyer does get leads.
      expect(priceWarning(0)).toBe('Verkaufspreis pro Lead ist 0,00\u00a0€: Das Unternehmen erhält Leads, zahlt aber nichts dafür.');
      expect(priceWarning(12.5)).toBeNull();
    });
  });

  it('splits e-mail lists', () => {
    expect(splitEmailList(' a@x.de, b@y.de;c@z.de ,, ')).toEqual(['a@x.de', 'b@y.de', 'c@z.de']);
  });
});

describe('credit limit (issue 30 §5)', () => {
  const covered = (): Parameters<typeof deliveryWarnings>[0] => ({
    active: true,
    deleted: false,
    conditions: { ...defaultConditions(), zipConditions: [{ zip: '8', email: '' }] },
  });

  it.each([
    [null, 0, false],
    [undefined, 0, false],
    [1000, 999.99, false],
    [1000, 1000, true],
    [0, 0, true],
  ])('limit %s, used %s → reached %s', (limit, used, reached) => {
    expect(creditLimitReached(limit, used)).toBe(reached);
  });

  it('warns on the organisation page in the words of Lead Matchen, and only when reached', () => {
    expect(deliveryWarnings({ ...covered(), credit: { limit: 1000, used: 1200 } }, true)).toEqual([
      'Kreditlimit erreicht: 1.200,00\u00a0€ von 1.000,00\u00a0€ (offene Rechnungen und noch nicht berechnete Leads). Bis eine Zahlung verbucht oder das Limit erhöht wird, erhält das Unternehmen keine Leads.',
    ]);
    expect(deliveryWarnings({ ...covered(), credit: { limit: 1000, used: 999 } }, true)).toEqual([]);
    expect(deliveryWarnings({ ...covered(), credit: null }, true)).toEqual([]);
  });
});
