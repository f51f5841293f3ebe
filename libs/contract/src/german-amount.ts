/**
 * Amounts as German users type them, whatever language the browser speaks: '42,50' is 42.5, '1.234,56' is
 * 1234.56, '12.500' is 12500. A lone dot before one or two digits ('42.5') is a decimal point, since people
 * on English keyboards type it so; before three digits ('1.234') it groups thousands. The unit shown beside
 * the field may be typed too ('42,50 €', '-0,88 %'). Used by the back office's money inputs and the portal's
 * order value and budget.
 */

/** The parsed amount, or null when the text is not an amount (blank counts as not an amount). */
export function parseGermanAmount(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0€%]/g, '');
  if (cleaned === '') return null;
  const match = /^(-?)(\d{1,3}(?:\.\d{3})+|\d+)?(?:([,.])(\d*))?$/.exec(cleaned);
  if (!match) return null;
  const [, sign, whole = '', separator, fraction] = match;
  if (!whole && !fraction) return null;
  if (separator === '.' && whole.includes('.')) return null;
  // '1.234' without a comma: the dot groups thousands.
  if (separator === '.' && fraction?.length === 3 && !whole.includes('.')) return Number(`${sign}${whole}${fraction}`);
  const digits = whole.replace(/\./g, '');
  const value = Number(`${sign}${digits || '0'}.${fraction || '0'}`);
  return Number.isFinite(value) ? value : null;
}
