import { useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { ZipCoverageRow } from '../dataProvider/apiTypes';
import type { ZipCoverageFilter } from '../dataProvider/distributionApi';
import { ZIP_REFETCH_DELAY_MS } from './zipRows';

export type ZipCoverageState = { status: 'loading' } | { status: 'loaded'; rows: ZipCoverageRow[] } | { status: 'failed'; error: unknown };

/**
 * The coverage rows for the chosen filter. The first load starts at once; a changed filter loads
 * after ZIP_REFETCH_DELAY_MS, so that several quick changes cost one request. Answers to an
 * outdated filter are dropped.
 */
export function useZipCoverage(filter: ZipCoverageFilter): ZipCoverageState {
  const dataProvider = useDataProvider<AppDataProvider>();
  const key = JSON.stringify({ excluded: [...filter.excluded].sort((a, b) => a - b), twoDigits: filter.twoDigits });
  // Each answer is kept with the filter it belongs to; another filter is loading until its answer comes.
  const [answer, setAnswer] = useState<{ key: string; state: ZipCoverageState } | null>(null);
  // The key last asked for: the same key again (React's strict mode runs effects twice) is no change.
  const lastKey = useRef<string | null>(null);

  useEffect(() => {
    let current = true;
    const changed = lastKey.current !== null && lastKey.current !== key;
    lastKey.current = key;
    const timer = setTimeout(
      () =>
        dataProvider.zipCoverage(JSON.parse(key) as ZipCoverageFilter).then(
          (rows) => current && setAnswer({ key, state: { status: 'loaded', rows } }),
          (error: unknown) => current && setAnswer({ key, state: { status: 'failed', error } }),
        ),
      changed ? ZIP_REFETCH_DELAY_MS : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, dataProvider]);

  return answer?.key === key ? answer.state : { status: 'loading' };
}
