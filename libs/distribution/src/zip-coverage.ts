import { Buyer } from './matching/types';
import { CoverageIndex } from './matching/coverage-index';

/** A row of Lead Analyse (spec: zip statistic row). */
export interface ZipCoverageRow {
  /** Postal code, or its first two digits in two-digit mode. */
  zip: string;
  /** Active buyers that receive leads from here. */
  buyers: number;
  /** All buyers covering it, active or not (deleted ones never count). */
  orgas: number;
}

/**
 * Coverage per postal code (or per two-digit area) by the same rules the matching uses. Rows with no
 * buyer are kept: those are the gaps staff look for.
 */
export function zipCoverage(
  zips: readonly string[],
  buyers: readonly Buyer[],
  coverage: CoverageIndex,
  options: { excluded: ReadonlySet<number>; twoDigits: boolean },
): ZipCoverageRow[] {
  const byId = new Map(buyers.map((buyer) => [buyer.id, buyer]));
  const rows = new Map<string, { active: Set<number>; all: Set<number> }>();
  for (const zip of zips) {
    const key = options.twoDigits ? zip.slice(0, 2) : zip;
    const row = rows.get(key) ?? { active: new Set<number>(), all: new Set<number>() };
    rows.set(key, row);
    for (const buyerId of coverage.coveredBy(zip).keys()) {
      const buyer = byId.get(buyerId);
      if (!buyer || buyer.deleted || options.excluded.has(buyerId)) continue;
      row.all.add(buyerId);
      if (buyer.active) row.active.add(buyerId);
    }
  }
  return [...rows]
    .map(([zip, row]) => ({ zip, buyers: row.active.size, orgas: row.all.size }))
    .sort((a, b) => a.zip.localeCompare(b.zip));
}
