import { clampEvaluationDay, defaultActiveDays, defaultConditions, deliveryWarnings, splitEmailList } from './organisation';

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

  it('splits e-mail lists', () => {
    expect(splitEmailList(' a@x.de, b@y.de;c@z.de ,, ')).toEqual(['a@x.de', 'b@y.de', 'c@z.de']);
  });
});
