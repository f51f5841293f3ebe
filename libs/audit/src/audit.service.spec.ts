import { changedFields } from './audit.service';

describe('changedFields', () => {
  it('keeps only the fields that differ, at any depth', () => {
    expect(
      changedFields(
        { name: 'A', prio: 1, conditions: { zips: ['80331'], radius: 20 }, updatedAt: new Date('2026-01-01T00:00:00Z') },
        { name: 'A', prio: 2, conditions: { zips: ['80331'], radius: 30 }, updatedAt: new Date('2026-01-01T00:00:00Z') },
      ),
    ).toEqual({ before: { prio: 1, conditions: { radius: 20 } }, after: { prio: 2, conditions: { radius: 30 } } });
  });

  it('shows a field set or cleared as null on the other side', () => {
    expect(changedFields({ phone: null }, { phone: '030 1', email: 'x' })).toEqual({ before: { phone: null, email: null }, after: { phone: '030 1', email: 'x' } });
  });

  it('keeps a whole snapshot for a create or a delete', () => {
    expect(changedFields(null, { name: 'A' })).toEqual({ before: null, after: { name: 'A' } });
    expect(changedFields({ name: 'A' }, null)).toEqual({ before: { name: 'A' }, after: null });
  });
});
