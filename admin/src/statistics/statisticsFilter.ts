import type { StatisticsFilter } from '../dataProvider/statisticsApi';

/** The filters live in the page's address, so the browser's back button from the details keeps them. */
const KEYS = ['orga', 'leadsource', 'start', 'end'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filterFromSearch(search: URLSearchParams): StatisticsFilter {
  const filter: StatisticsFilter = {};
  for (const key of KEYS) {
    const value = search.get(key)?.trim();
    if (!value) continue;
    if ((key === 'start' || key === 'end') && !DAY.test(value)) continue;
    if ((key === 'orga' || key === 'leadsource') && !/^\d+$/.test(value)) continue;
    filter[key] = value;
  }
  return filter;
}

export function searchFromFilter(filter: StatisticsFilter): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = filter[key];
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search;
}

/** A start after the end finds nothing and the API refuses it: the page says so instead of asking. */
export function isReversed(filter: StatisticsFilter): boolean {
  return Boolean(filter.start && filter.end && filter.start > filter.end);
}
