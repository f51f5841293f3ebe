import { useEffect, useState } from 'react';
import { texts } from '../texts';
import { createTickerEntries, nextTickerIndex, TICKER_INTERVAL_MS, tickerSentence } from './ticker';

/**
 * One social-proof line at a time, the next every 5 seconds. Not a live region: a line changing
 * every few seconds would keep interrupting a screen reader.
 */
export function Ticker() {
  const [entries] = useState(() => createTickerEntries());
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const timer = window.setInterval(() => setIndex((current) => nextTickerIndex(current, entries.length)), TICKER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [entries.length]);

  return (
    <p className="ticker">
      <span className="ticker-dot" aria-hidden="true" />
      <span className="visually-hidden">{texts.offer.ticker.label}: </span>
      <span key={index} className="ticker-text">
        {tickerSentence(entries[index])}
      </span>
    </p>
  );
}
