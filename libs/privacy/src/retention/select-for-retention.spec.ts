import { RETENTION_DEFAULTS } from '@app/contract';
import { TestClock } from '../../../../test/support/test-clock';
import { retentionCutoffs, selectForRetention } from './select-for-retention';

const NOW = '2026-12-15T12:00:00+01:00';
const clock = TestClock.fixed(NOW);
const lead = (id: number, receivedAt: string, lastSoldAt: string | null = null) => ({ id, receivedAt: new Date(receivedAt), lastSoldAt: lastSoldAt ? new Date(lastSoldAt) : null });

describe('selectForRetention', () => {
  it('counts months back in German calendar months from the injected clock', () => {
    const cutoffs = retentionCutoffs(RETENTION_DEFAULTS, clock);
    expect(cutoffs.unsoldLeadsBefore.toISOString()).toBe(new Date('2026-06-15T12:00:00+02:00').toISOString());
    expect(cutoffs.soldLeadsBefore.toISOString()).toBe(new Date('2024-12-15T12:00:00+01:00').toISOString());
    expect(cutoffs.documentsBefore.toISOString()).toBe(new Date('2025-12-15T12:00:00+01:00').toISOString());
    expect(cutoffs.mailsBefore.toISOString()).toBe(new Date('2026-09-16T12:00:00+02:00').toISOString());
    // The candidates to read: everything that may be due under either lead rule.
    expect(cutoffs.candidatesBefore).toEqual(cutoffs.unsoldLeadsBefore);
  });

  it('takes leads never sold once they are older than the months for unsold leads (default 6)', () => {
    const selection = selectForRetention([lead(1, '2026-06-15T11:59:00+02:00'), lead(2, '2026-06-15T12:01:00+02:00'), lead(3, '2025-01-01T00:00:00Z')], RETENTION_DEFAULTS, clock);
    expect(selection).toEqual({ unsold: [1, 3], sold: [] });
  });

  it('keeps sold leads for the months for sold leads (default 24), counted from the later of arrival and last sale', () => {
    const selection = selectForRetention(
      [
        lead(10, '2024-10-01T10:00:00Z', '2024-10-02T10:00:00Z'),
        // Arrived long ago but sold again within the 24 months: kept.
        lead(11, '2024-10-01T10:00:00Z', '2025-02-01T10:00:00Z'),
        // Sold and only 7 months old: kept, although an unsold lead that old would go.
        lead(12, '2026-05-01T10:00:00Z', '2026-05-01T11:00:00Z'),
      ],
      RETENTION_DEFAULTS,
      clock,
    );
    expect(selection).toEqual({ unsold: [], sold: [10] });
  });

  it('follows the settings and the clock: with 1 and 3 months a month later takes more', () => {
    const settings = { ...RETENTION_DEFAULTS, unsoldLeadMonths: 1, soldLeadMonths: 3 };
    const candidates = [lead(20, '2026-11-01T10:00:00Z'), lead(21, '2026-09-01T10:00:00Z', '2026-10-01T10:00:00Z'), lead(22, '2026-12-01T10:00:00Z')];
    expect(selectForRetention(candidates, settings, clock)).toEqual({ unsold: [20], sold: [] });
    expect(selectForRetention(candidates, settings, TestClock.fixed('2027-01-15T12:00:00+01:00'))).toEqual({ unsold: [20, 22], sold: [21] });
  });
});
