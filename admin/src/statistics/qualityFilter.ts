import { berlinWallClock } from '@contract/berlin-time';
import type { QualityGroup } from '../dataProvider/apiTypes';
import type { QualityFilter } from '../dataProvider/buyerPortalApi';

export const QUALITY_GROUPS = ['leadsource', 'organisation', 'zip2'] as const satisfies readonly QualityGroup[];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** This month so far in German calendar days: the report's default period. */
export function thisMonth(now: Date): { from: string; to: string } {
  const today = berlinWallClock(now).date;
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** The filters live in the address (a link or reload keeps them); anything unreadable falls back to the default. */
export function qualityFilterFromSearch(search: URLSearchParams, now: Date): QualityFilter {
  const period = thisMonth(now);
  const day = (key: 'from' | 'to') => {
    const value = search.get(key)?.trim() ?? '';
    return DAY.test(value) ? value : period[key];
  };
  const group = search.get('groupBy');
  return { from: day('from'), to: day('to'), groupBy: (QUALITY_GROUPS as readonly string[]).includes(group ?? '') ? (group as QualityGroup) : 'leadsource' };
}

export function searchFromQualityFilter({ from, to, groupBy }: QualityFilter): URLSearchParams {
  return new URLSearchParams({ from, to, groupBy });
}
