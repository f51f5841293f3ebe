import { texts } from '../texts';
import { createTickerEntries, nextTickerIndex, TICKER_ENTRY_COUNT, tickerSentence, type RandomSource } from './ticker';

/** A fixed sequence in place of Math.random. */
const sequence = (...values: number[]): RandomSource => {
  let index = 0;
  return () => values[index++ % values.length];
};

describe('ticker entries', () => {
  it('makes seven entries by default', () => {
    expect(createTickerEntries(sequence(0.5))).toHaveLength(TICKER_ENTRY_COUNT);
    expect(TICKER_ENTRY_COUNT).toBe(7);
  });

  it('takes first name, initial, minutes and activity from the random source', () => {
    const [entry] = createTickerEntries(sequence(0, 0, 0.35, 0), 1);
    expect(entry).toEqual({ name: 'Lukas A.', minutes: 4, activity: 'eine PV-Anlage konfiguriert' });
    expect(tickerSentence(entry)).toBe('Lukas A. hat vor 4 Minuten eine PV-Anlage konfiguriert');
  });

  it('stays within 1 to 10 minutes and within the lists, also at the ends of the range', () => {
    const low = createTickerEntries(sequence(0), 1)[0];
    const high = createTickerEntries(sequence(0.999999), 1)[0];
    expect(low.minutes).toBe(1);
    expect(high.minutes).toBe(10);
    expect(high.activity).toBe(texts.offer.ticker.activities.at(-1));
    expect(high.name).toMatch(/^\S+ [A-Z]\.$/);
    // A faulty source returning 1 must not run past the end of a list.
    const edge = createTickerEntries(sequence(1), 1)[0];
    expect(edge.minutes).toBe(10);
    expect(texts.offer.ticker.activities).toContain(edge.activity);
  });

  it('uses all five activities of the spec', () => {
    const sentences = texts.offer.ticker.activities.map((_activity, index, all) =>
      tickerSentence(createTickerEntries(sequence(0, 0, 0, index / all.length), 1)[0]),
    );
    expect(sentences).toEqual([
      'Lukas A. hat vor 1 Minute eine PV-Anlage konfiguriert',
      'Lukas A. hat vor 1 Minute einen passenden Anbieter gefunden',
      'Lukas A. hat vor 1 Minute eine Beratung angefragt',
      'Lukas A. hat vor 1 Minute einen Förder-Check gemacht',
      'Lukas A. hat vor 1 Minute ein Angebot erhalten',
    ]);
  });

  it('cycles through the indexes 0 to 6', () => {
    expect(Array.from({ length: 8 }, (_, i) => nextTickerIndex(i))).toEqual([1, 2, 3, 4, 5, 6, 0, 1]);
  });
});
