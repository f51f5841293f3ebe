import { Clock } from '@app/infrastructure';

/**
 * A Clock a test sets: `fixed` stands still (unit tests: "now" is exactly this instant), `runningFrom`
 * starts at an instant and then moves with real time (API tests: order by time stays real, but the run
 * sits where the test put it, e.g. mid-month, instead of wherever the calendar happens to be).
 */
export class TestClock extends Clock {
  private constructor(
    private base: number,
    private readonly ticking: boolean,
    private readonly startedAt = Date.now(),
  ) {
    super();
  }

  static fixed(at: Date | string): TestClock {
    return new TestClock(new Date(at).getTime(), false);
  }

  static runningFrom(at: Date | string): TestClock {
    return new TestClock(new Date(at).getTime(), true);
  }

  now(): Date {
    return new Date(this.base + (this.ticking ? Date.now() - this.startedAt : 0));
  }

  set(at: Date | string): void {
    this.base = new Date(at).getTime() - (this.ticking ? Date.now() - this.startedAt : 0);
  }

  advance(ms: number): void {
    this.base += ms;
  }
}

/** Noon (German time) on the 15th of a month on a Wednesday: far from month, day and daylight-saving boundaries. */
export const MID_MONTH = '2026-04-15T12:00:00+02:00';
