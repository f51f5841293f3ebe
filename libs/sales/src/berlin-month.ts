const PARTS = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** Berlin's offset from UTC (ms) at an instant. */
function berlinOffsetMs(at: Date): number {
  const parts = Object.fromEntries(PARTS.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant the current month began in Germany (monthly limits and goals count from here). */
export function berlinMonthStart(now: Date): Date {
  const parts = Object.fromEntries(PARTS.formatToParts(now).map((part) => [part.type, Number(part.value)]));
  const midnightAsUtc = Date.UTC(parts.year, parts.month - 1, 1, 0, 0, 0);
  // The offset at the month's start may differ from now's (daylight saving): settle it in two steps.
  const guess = new Date(midnightAsUtc - berlinOffsetMs(now));
  return new Date(midnightAsUtc - berlinOffsetMs(guess));
}
