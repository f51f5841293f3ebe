import { mirrored, nextDigitPrefix, tallyDays } from './lead-list.repository';

describe('nextDigitPrefix', () => {
  it('turns a postal-code prefix into the exclusive end of its range', () => {
    expect(nextDigitPrefix('80')).toBe('81');
    expect(nextDigitPrefix('8')).toBe('9');
    expect(nextDigitPrefix('809')).toBe('81');
    expect(nextDigitPrefix('0')).toBe('1');
    expect(nextDigitPrefix('99')).toBeNull();
  });
});

const query = (offset: number, limit: number, order: 'ASC' | 'DESC' = 'DESC') => ({ offset, limit, sort: { field: 'created' as const, order }, filter: {} });

describe('mirrored (a deep page read from the other end)', () => {
  it('asks for the same rows counted from the end, in the opposite order', () => {
    // Rows 90-94 of 100 newest first are rows 5-9 oldest first.
    expect(mirrored(query(90, 5), 100)).toMatchObject({ offset: 5, limit: 5, sort: { order: 'ASC' } });
    expect(mirrored(query(60, 25, 'ASC'), 100)).toMatchObject({ offset: 15, limit: 25, sort: { order: 'DESC' } });
  });

  it('shortens the last page to the rows that exist', () => {
    expect(mirrored(query(95, 25), 100)).toMatchObject({ offset: 0, limit: 5 });
    expect(mirrored(query(99, 1), 100)).toMatchObject({ offset: 0, limit: 1 });
  });
});

describe('tallyDays (when the daily tally can count a list)', () => {
  const none = { createdFrom: null, createdBefore: null, leadsourceId: null, zipPrefix: null, soldTo: null, firstNamePrefix: null, lastNamePrefix: null, qualifiedOnly: false, quality: null, pipedriveId: null, phone: null, email: null };

  it('counts whole Berlin days, a lead source and qualified leads from the tally', () => {
    expect(tallyDays(none)).toEqual({ from: null, before: null });
    // 1 March 00:00 in Berlin is 23:00 UTC the day before (winter); 1 April is 22:00 UTC (summer).
    expect(tallyDays({ ...none, createdFrom: new Date('2026-02-28T23:00:00Z'), createdBefore: new Date('2026-03-31T22:00:00Z'), leadsourceId: 3, qualifiedOnly: true })).toEqual({
      from: '2026-03-01',
      before: '2026-04-01',
    });
  });

  it('leaves times within a day and the selective filters to an exact count', () => {
    expect(tallyDays({ ...none, createdFrom: new Date('2026-03-01T08:00:00Z') })).toBeNull();
    expect(tallyDays({ ...none, createdBefore: new Date('2026-03-01T00:00:00Z') })).toBeNull();
    for (const selective of [{ zipPrefix: '80' }, { soldTo: 4 }, { firstNamePrefix: 'an' }, { lastNamePrefix: 'sch' }, { pipedriveId: '17' }, { phone: '+491711234567' }, { email: 'a@b.de' }, { quality: 'review' as const }]) {
      expect(tallyDays({ ...none, ...selective })).toBeNull();
    }
  });
});
