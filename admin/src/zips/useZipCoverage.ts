import { useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { ZipCoverageFilter, ZipCoverageRow } from '../dataProvider/distributionApi';
import { ZIP_REFETCH_DELAY_MS } from './zipRows';

export type ZipCoverageState = { status: 'loading' } | { status: 'loaded'; rows: ZipCoverageRow[] } | { status: 'failed'; error: unknown };

/**
 * The coverage rows for the chosen filter. The first load starts at once; a changed filter loads
 * after ZIP_REFETCH_DELAY_MS, so that several quick changes cost one request. Answers to an
 * outdated filter are dropped.
 */
export function useZipCoverage(filter: ZipCoverageFilter): ZipCoverageState {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState<ZipCoverageState>({ status: 'loading' });
  const key = JSON.stringify({ excluded: [...filter.excluded].sort((a, b) => a - b), twoDigits: filter.twoDigits });
  // The key last asked for: the same key again (React's strict mode runs effects twice) is no change.
  const lastKey = useRef<string | null>(null);

  useEffect(() => {
    let current = true;
    const changed = lastKey.current !== null && lastKey.current !== key;
    lastKey.current = key;
    setState({ status: 'loading' });
    const timer = setTimeout(
      () =>
        dataProvider.zipCoverage(JSON.parse(key) as ZipCoverageFilter).then(
          (rows) => current && setState({ status: 'loaded', rows }),
          (error: unknown) => current && setState({ status: 'failed', error }),
        ),
      changed ? ZIP_REFETCH_DELAY_MS : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, dataProvider]);

  return state;
}
