import { parseGermanAmount } from '@contract/german-amount';

/**
 * Euro amounts as German staff type them, whatever language the browser speaks: '42,50' is 42.5,
 * '1.234,56' is 1234.56 (the rule lives in libs/contract, shared with the buyers' portal). The unit
 * shown beside the field may be typed too ('42,50 €', '-0,88 %': PercentInput parses rates the same way).
 */

/** The parsed amount, or null when the text is not an amount (blank counts as not an amount). */
export const parseMoney = (text: string): number | null => parseGermanAmount(text);

/** The amount as the input shows it: '42,50', '1234,00'; no thousands dots, so it reads back the same. */
export function formatMoney(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return value.toFixed(2).replace('.', ',');
  if (typeof value === 'string') return value;
  return '';
}
