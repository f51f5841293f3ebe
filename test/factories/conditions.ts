// Only libs/contract here (plain TypeScript), so browser tests can use these too.
import { Conditions, defaultConditions } from '@app/contract';

/** Active every day around the clock, so a sale never depends on when the test runs. */
export const ALWAYS = defaultConditions().activeDays.map((day) => ({ ...day, active: true, startTime: '00:00', endTime: '24:00' }));

/** A buyer's conditions: the spec defaults, but active always; `zips` are postal-code prefixes without recipients. */
export function buyerConditions(overrides: Partial<Conditions> & { zips?: string[] } = {}): Conditions {
  const { zips, ...rest } = overrides;
  return { ...defaultConditions(), activeDays: ALWAYS, ...(zips ? { zipConditions: zips.map((zip) => ({ zip, email: '' })) } : {}), ...rest };
}
