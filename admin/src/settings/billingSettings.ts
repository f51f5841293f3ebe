import { companyDataErrors, formatIban, type CompanyData } from '@contract/company-data';
import { DUNNING_MESSAGES, dunningSettingsErrors } from '@contract/dunning-rules';
import type { CompanySettings } from '../dataProvider/apiTypes';
import { companySettingsBody, dunningSettingsBody } from '../dataProvider/settingsApi';

/**
 * The rules of the cards 'Firmendaten' and 'Mahnwesen', said at the inputs while typing: the very
 * checks the server runs (libs/contract), so a value the server would refuse is never sent. Pure,
 * unit-tested.
 */

/** What the card shows: the IBAN in groups of four, as on paper. */
export function companyFormRecord(settings: CompanySettings): CompanyData {
  const { missing: _missing, ...data } = settings;
  return { ...data, iban: formatIban(data.iban) };
}

/** Form-level validation of 'Firmendaten': field → translation key of the server's message. */
export function validateCompanyForm(values: Record<string, unknown>): Record<string, string> {
  const errors = companyDataErrors(companySettingsBody(values));
  return Object.fromEntries(Object.keys(errors).map((field) => [field, `app.settings.company.validation.${field}`]));
}

type Nested = { [key: string]: string | Nested | Nested[] };

/**
 * 'steps.1.name' → `{ steps: [{}, { name }] }`: react-hook-form looks errors up by path. Keys of a
 * whole list ('steps', 'baseRates') are left out: no input shows them (see `dunningListErrors`).
 */
export function nestErrors(flat: Record<string, string>): Nested {
  const nested: Nested = {};
  for (const [path, message] of Object.entries(flat)) {
    const parts = path.split('.');
    if (parts.length === 1) {
      if (!(path in nested)) nested[path] = message;
      continue;
    }
    const [list, index, field] = parts;
    const existing = nested[list];
    const rows: Nested[] = Array.isArray(existing) ? existing : [];
    while (rows.length <= Number(index)) rows.push({});
    rows[Number(index)][field] = message;
    nested[list] = rows;
  }
  return nested;
}

const LIST_KEYS = ['steps', 'baseRates'] as const;

/** The shared German message → its translation key in de.ts (app.settings.dunning.validation). */
function dunningMessageKey(message: string): string {
  const key = Object.entries(DUNNING_MESSAGES).find(([, text]) => text === message)?.[0];
  return key ? `app.settings.dunning.validation.${key}` : message;
}

function dunningErrors(values: Record<string, unknown>): Record<string, string> {
  const errors = dunningSettingsErrors(dunningSettingsBody(values));
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, dunningMessageKey(message)]));
}

/** The messages that concern a whole list (too many steps, interest without a base rate). */
export function dunningListErrors(values: Record<string, unknown>): string[] {
  const errors = dunningErrors(values);
  return LIST_KEYS.flatMap((key) => (errors[key] ? [errors[key]] : []));
}

/** The first day of the half-year `today` ('YYYY-MM-DD') falls in: 1 January or 1 July. */
export function halfYearStart(today: string): string {
  return `${today.slice(0, 4)}-${today.slice(5, 7) < '07' ? '01' : '07'}-01`;
}

/**
 * The Bundesbank publishes the Basiszinssatz for 1 January and 1 July. When the table has no rate
 * from the start of the current half-year on, default interest is reckoned with an older one: the
 * half-year's start and the rate used instead (null when there is none at all). null: up to date.
 */
export function missingHalfYearRate(baseRates: unknown, today: string): { from: string; usedFrom: string | null } | null {
  const from = halfYearStart(today);
  const days = (Array.isArray(baseRates) ? baseRates : [])
    .map((period) => (period && typeof period === 'object' ? (period as { validFrom?: unknown }).validFrom : undefined))
    .filter((day): day is string => typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) && day <= today)
    .sort();
  const latest = days.at(-1) ?? null;
  return latest !== null && latest >= from ? null : { from, usedFrom: latest };
}

/** Form-level validation of 'Mahnwesen': the messages of single inputs, at their inputs. */
export function validateDunningForm(values: Record<string, unknown>): Nested {
  const errors = dunningErrors(values);
  const perInput = Object.fromEntries(Object.entries(errors).filter(([path]) => path.includes('.') || !LIST_KEYS.includes(path as (typeof LIST_KEYS)[number])));
  return nestErrors(perInput);
}
