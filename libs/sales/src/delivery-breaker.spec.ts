import { TestClock } from '../../../test/support/test-clock';
import { BREAKER_FAILURES_IN_ROW, breakerTrip, isGuardedType, stopReason } from './delivery-breaker';

describe('the delivery circuit breaker', () => {
  const clock = TestClock.fixed('2026-04-15T12:00:00+02:00');
  const since = clock.now();
  const run = (failuresInRow: number, failingSince = since) => ({ failuresInRow, failingSince });

  it('stops at the tenth failed attempt in a row, not before', () => {
    for (let failures = 1; failures < BREAKER_FAILURES_IN_ROW; failures++) expect(breakerTrip(run(failures), clock.now())).toBeNull();
    expect(breakerTrip(run(10), clock.now())).toBe('failures');
    expect(breakerTrip(run(11), clock.now())).toBe('failures');
  });

  it('stops failures that have lasted more than an hour, however few', () => {
    const later = TestClock.fixed(since);
    later.advance(60 * 60_000);
    expect(breakerTrip(run(5), later.now())).toBeNull();
    later.advance(1);
    expect(breakerTrip(run(5), later.now())).toBe('duration');
    later.advance(3 * 60 * 60_000);
    expect(breakerTrip(run(2), later.now())).toBe('duration');
  });

  it('never stops on a first failure, even when the last success was long ago', () => {
    const muchLater = TestClock.fixed(since);
    muchLater.advance(24 * 60 * 60_000);
    expect(breakerTrip(run(1), muchLater.now())).toBeNull();
  });

  it('says why in German, with the last failure as logged (no remote answer) and at most 300 characters', () => {
    expect(stopReason('failures', run(10), 'Zapier antwortet mit Fehler 503.')).toBe('10 Zustellversuche in Folge fehlgeschlagen, zuletzt: Zapier antwortet mit Fehler 503.');
    expect(stopReason('duration', run(4), 'Make ist nicht erreichbar (ECONNREFUSED).')).toBe(
      'Zustellversuche schlagen seit über einer Stunde fehl (seit 15.04.2026 12:00), zuletzt: Make ist nicht erreichbar (ECONNREFUSED).',
    );
    const long = stopReason('failures', run(10), 'x'.repeat(400));
    expect(long).toHaveLength(300);
    expect(long.endsWith('…')).toBe(true);
  });

  it('guards the buyers delivered to their own system (webhooks and CRMs), not the mail buyers', () => {
    expect(['zapier', 'make', 'leveto', 'pipedrive', 'weClapp'].every((type) => isGuardedType(type as never))).toBe(true);
    expect(['buyer', 'buyer-email', 'service-buyer'].some((type) => isGuardedType(type as never))).toBe(false);
  });
});
