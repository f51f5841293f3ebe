import { de } from '../i18n/de';
import {
  all,
  endAfterStart,
  formatEndTime,
  parseEndTime,
  validEndTime,
  requiredInRow,
  validAmount,
  validDays,
  validEmailList,
  validEvaluationDay,
  validPercent,
  validQuarterHour,
  validRadius,
  validUrl,
  validWholeNumber,
  validZip,
  validZipPrefix,
  type ValidationResult,
} from './organisationValidation';

/** The German text a result shows, as react-admin's translation would give it. */
function german(result: ValidationResult): string | undefined {
  if (result === undefined) return undefined;
  const key = typeof result === 'string' ? result : result.message;
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], de);
  if (typeof text !== 'string') throw new Error(`Kein Text für ${key}`);
  const args = typeof result === 'string' ? {} : result.args;
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(args[name]));
}

describe('organisation validation', () => {
  it('accepts empty values where the rule does not require them', () => {
    for (const validator of [validZip, validZipPrefix, validEmailList, validDays, validWholeNumber, validAmount, validPercent, validRadius, validQuarterHour, validUrl]) {
      expect(validator('')).toBeUndefined();
      expect(validator(null)).toBeUndefined();
    }
  });

  it('wants five digits for a postal code and 1 to 5 for a postal-code list entry', () => {
    expect(validZip('80331')).toBeUndefined();
    expect(german(validZip('8033'))).toBe('Bitte eine gültige Postleitzahl angeben (5 Ziffern)');
    expect(german(validZip('8033a'))).toBe('Bitte eine gültige Postleitzahl angeben (5 Ziffern)');
    for (const prefix of ['8', '80', '803', '8033', '80331']) expect(validZipPrefix(prefix)).toBeUndefined();
    expect(german(validZipPrefix('803311'))).toBe('Bitte eine Postleitzahl oder ihren Anfang angeben (1 bis 5 Ziffern)');
    expect(german(validZipPrefix('8o'))).toBe('Bitte eine Postleitzahl oder ihren Anfang angeben (1 bis 5 Ziffern)');
  });

  it('checks every address of a comma-separated list and names the first bad one', () => {
    expect(validEmailList('a@x.de')).toBeUndefined();
    expect(validEmailList('a@x.de, b@y.de;c@z.de')).toBeUndefined();
    expect(german(validEmailList('a@x.de, kein-at.de, auch falsch'))).toBe(
      'Keine gültige E-Mail-Adresse: kein-at.de. Mehrere Adressen durch Komma trennen.',
    );
  });

  it('requires the evaluation day, a whole number from 1 to 28', () => {
    for (const day of [1, 14, 28, '7']) expect(validEvaluationDay(day)).toBeUndefined();
    for (const day of ['', null, undefined, 0, 29, 2.5, 'x']) {
      expect(german(validEvaluationDay(day))).toBe('Bitte einen Tag von 1 bis 28 angeben');
    }
  });

  it('wants lawyer and crefo days to be whole numbers of at least 1', () => {
    expect(validDays(1)).toBeUndefined();
    expect(validDays(30)).toBeUndefined();
    expect(german(validDays(0))).toBe('Bitte eine ganze Zahl ab 1 angeben');
    expect(german(validDays(1.5))).toBe('Bitte eine ganze Zahl ab 1 angeben');
  });

  it('checks amounts, percentages, counts and radiuses', () => {
    expect(validAmount(45.5)).toBeUndefined();
    expect(validAmount('45,50')).toBeUndefined();
    expect(german(validAmount(-1))).toBe('Bitte einen Betrag ab 0 mit höchstens zwei Nachkommastellen angeben');
    expect(german(validAmount(1.005))).toBe('Bitte einen Betrag ab 0 mit höchstens zwei Nachkommastellen angeben');
    expect(validPercent(12.5)).toBeUndefined();
    expect(german(validPercent(101))).toBe('Bitte eine Zahl von 0 bis 100 angeben');
    expect(validWholeNumber(0)).toBeUndefined();
    expect(german(validWholeNumber(-3))).toBe('Bitte eine ganze Zahl ab 0 angeben');
    expect(validRadius(50)).toBeUndefined();
    expect(german(validRadius(0))).toBe('Bitte einen Umkreis von 1 bis 1000 km angeben');
  });

  it('wants times on a quarter hour and webhook addresses with http(s)', () => {
    expect(validQuarterHour('08:15')).toBeUndefined();
    expect(german(validQuarterHour('08:10'))).toBe('Bitte eine Uhrzeit in Viertelstunden angeben (HH:MM)');
    expect(validUrl('https://hooks.zapier.com/hooks/catch/1/abc')).toBeUndefined();
    expect(german(validUrl('hooks.zapier.com'))).toBe('Bitte eine Adresse mit http:// oder https:// angeben');
  });

  it('asks for the other field of a row once one is filled', () => {
    const values = { conditions: { radiuses: [{ zip: '80331', radius: null }, { zip: '', radius: null }] } };
    const radius = (index: number) => ({ finalSource: `conditions.radiuses.${index}.radius` });
    expect(german(requiredInRow('zip')(null, values, radius(0)))).toBe('Bitte ausfüllen oder die Zeile entfernen');
    expect(requiredInRow('zip')(null, values, radius(1))).toBeUndefined();
  });

  it("wants an active day's end after its start", () => {
    const values = {
      conditions: {
        activeDays: [
          { active: true, startTime: '08:00', endTime: '07:00' },
          { active: false, startTime: '08:00', endTime: '07:00' },
        ],
      },
    };
    const end = (index: number) => ({ finalSource: `conditions.activeDays.${index}.endTime` });
    expect(german(endAfterStart('07:00', values, end(0)))).toBe('Das Ende muss nach dem Beginn liegen');
    expect(endAfterStart('18:00', values, end(0))).toBeUndefined();
    expect(endAfterStart('07:00', values, end(1))).toBeUndefined();
  });

  it('takes midnight as the end of a day: shown and typed as 00:00, stored as 24:00', () => {
    expect(formatEndTime('24:00')).toBe('00:00');
    expect(formatEndTime('18:00')).toBe('18:00');
    expect(parseEndTime('00:00')).toBe('24:00');
    expect(parseEndTime('17:45')).toBe('17:45');
    expect(validEndTime('24:00')).toBeUndefined();
    expect(german(validEndTime('24:15'))).toBe('Bitte eine Uhrzeit in Viertelstunden angeben (HH:MM)');
    const values = { conditions: { activeDays: [{ active: true, startTime: '00:00', endTime: '24:00' }] } };
    expect(endAfterStart('24:00', values, { finalSource: 'conditions.activeDays.0.endTime' })).toBeUndefined();
  });

  it('gives the first message of combined rules', () => {
    expect(german(all(validZip, requiredInRow('radius'))('123'))).toBe('Bitte eine gültige Postleitzahl angeben (5 Ziffern)');
    expect(all(validZip, validRadius)('')).toBeUndefined();
  });
});
