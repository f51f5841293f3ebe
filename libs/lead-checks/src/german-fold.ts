const UMLAUTS = /[äöüß]/g;
const UMLAUT_SPELLING: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
const COMBINING_MARKS = /\p{M}+/gu;

/**
 * Lower case with the German umlauts spelt out (ä → ae, ö → oe, ü → ue, ß → ss) and other accents dropped
 * (é → e), the way people type without a German keyboard: 'Müller', 'MUELLER' and 'Müller' typed with a
 * combining diaeresis all become 'mueller'. Umlauts are spelt out before the accents are dropped, so 'ü'
 * becomes 'ue' and never 'u'.
 */
export function foldGerman(value: string): string {
  return value
    .normalize('NFC')
    .toLowerCase()
    .replace(UMLAUTS, (char) => UMLAUT_SPELLING[char])
    .normalize('NFD')
    .replace(COMBINING_MARKS, '');
}
