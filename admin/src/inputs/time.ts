/**
 * Times of day as 24-hour HH:MM, independent of the browser's language (an `<input type="time">`
 * shows '12:00 AM' in an English browser). '8' → '08:00', '830' → '08:30', '8.30' → '08:30';
 * '24:00' is the end of a day.
 */
export function normaliseTime(text: string): string | null {
  const cleaned = text.trim();
  const match = /^(\d{1,2})(?:[:.]?(\d{2}))?$/.exec(cleaned) ?? /^(\d)(\d{2})$/.exec(cleaned);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
