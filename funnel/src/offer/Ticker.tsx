import { useEffect, useState } from 'react';
import type { RecentEnquiry } from '@contract/consent';
import { fetchRecentEnquiries } from '../api';
import { texts } from '../texts';
import { nextTickerIndex, TICKER_INTERVAL_MS, tickerEntries, tickerSentence } from './ticker';

interface Loaded {
  entries: RecentEnquiry[];
  at: number;
}

/**
 * One line of social proof at a time, the next every 5 seconds: real enquiries of the last days
 * (time, product, postcode region), never an invented name. Without any, nothing is shown. Not a live
 * region: a line changing every few seconds would keep interrupting a screen reader.
 */
export function Ticker() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // The shown line and the time it was shown at (Date.now() is read in the timer, not while rendering).
  const [tick, setTick] = useState<{ index: number; now: number | null }>({ index: 0, now: null });
  const count = loaded?.entries.length ?? 0;

  useEffect(() => {
    const controller = new AbortController();
    void fetchRecentEnquiries(controller.signal).then((entries) => {
      if (!controller.signal.aborted) setLoaded({ entries: tickerEntries(entries), at: Date.now() });
    });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (count < 2) return undefined;
    const timer = window.setInterval(() => setTick((current) => ({ index: nextTickerIndex(current.index, count), now: Date.now() })), TICKER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count]);

  if (!loaded || count === 0) return null;
  const entry = loaded.entries[tick.index % count];
  return (
    <p className="ticker">
      <span className="ticker-dot" aria-hidden="true" />
      <span className="visually-hidden">{texts.offer.ticker.label}: </span>
      <span key={tick.index} className="ticker-text">
        {tickerSentence(entry, loaded.at, tick.now ?? loaded.at)}
      </span>
    </p>
  );
}
