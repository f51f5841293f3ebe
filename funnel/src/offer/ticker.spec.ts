import { nextTickerIndex, TICKER_ENTRY_COUNT, tickerEntries, tickerSentence } from './ticker';

const LOADED = Date.parse('2026-04-15T12:00:00Z');
const entry = (minutesAgo: number, product = 'eine PV-Anlage', region = '80') => ({ minutesAgo, product, region });

describe('ticker', () => {
  it('shows at most seven real enquiries, in the order the server sent them', () => {
    const entries = Array.from({ length: 9 }, (_, index) => entry(index));
    expect(tickerEntries(entries)).toEqual(entries.slice(0, 7));
    expect(TICKER_ENTRY_COUNT).toBe(7);
    expect(tickerEntries([])).toEqual([]);
  });

  it('says how long ago, what and where, without a name', () => {
    expect(tickerSentence(entry(12), LOADED, LOADED)).toBe('Vor 12 Minuten: Angebot für eine PV-Anlage im Raum 80… angefragt');
    expect(tickerSentence(entry(0, 'eine PV-Anlage mit Stromspeicher', '10'), LOADED, LOADED)).toBe(
      'Gerade eben: Angebot für eine PV-Anlage mit Stromspeicher im Raum 10… angefragt',
    );
    expect(tickerSentence(entry(1), LOADED, LOADED)).toBe('Vor 1 Minute: Angebot für eine PV-Anlage im Raum 80… angefragt');
    expect(tickerSentence(entry(61), LOADED, LOADED)).toBe('Vor 1 Stunde: Angebot für eine PV-Anlage im Raum 80… angefragt');
    expect(tickerSentence(entry(3 * 60 + 5), LOADED, LOADED)).toBe('Vor 3 Stunden: Angebot für eine PV-Anlage im Raum 80… angefragt');
    expect(tickerSentence(entry(2 * 24 * 60), LOADED, LOADED)).toBe('Vor 2 Tagen: Angebot für eine PV-Anlage im Raum 80… angefragt');
  });

  it('stays true while the page is open: minutes since loading are added', () => {
    expect(tickerSentence(entry(12), LOADED, LOADED + 3 * 60_000 + 59_000)).toBe('Vor 15 Minuten: Angebot für eine PV-Anlage im Raum 80… angefragt');
    // A clock set back does not make it younger.
    expect(tickerSentence(entry(12), LOADED, LOADED - 600_000)).toBe('Vor 12 Minuten: Angebot für eine PV-Anlage im Raum 80… angefragt');
  });

  it('cycles through the entries there are', () => {
    expect(Array.from({ length: 8 }, (_, i) => nextTickerIndex(i))).toEqual([1, 2, 3, 4, 5, 6, 0, 1]);
    expect([0, 1, 2].map((i) => nextTickerIndex(i, 3))).toEqual([1, 2, 0]);
    expect(nextTickerIndex(0, 0)).toBe(0);
  });
});
