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
  /**
   * Buyers that may get leads from here alone (issue 30 §1): those taking exclusive leads among the active buyers
   * with the best prio here (which of them ranks first, and whether alone pays, is decided per lead). Absent when none.
   */
  exclusiveTo?: string[];
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
  const rows = new Map<string, { active: Set<number>; all: Set<number>; exclusive: Set<number> }>();
  for (const zip of zips) {
    const key = options.twoDigits ? zip.slice(0, 2) : zip;
    const row = rows.get(key) ?? { active: new Set<number>(), all: new Set<number>(), exclusive: new Set<number>() };
    rows.set(key, row);
    const active: Buyer[] = [];
    for (const buyerId of coverage.coveredBy(zip).keys()) {
      const buyer = byId.get(buyerId);
      if (!buyer || buyer.deleted || options.excluded.has(buyerId)) continue;
      row.all.add(buyerId);
      if (buyer.active) {
        row.active.add(buyerId);
        active.push(buyer);
      }
    }
    const bestPrio = Math.min(...active.map((buyer) => buyer.prio));
    for (const buyer of active) if (buyer.exclusiveLeads && buyer.prio === bestPrio) row.exclusive.add(buyer.id);
  }
  return [...rows]
    .map(([zip, row]) => ({
      zip,
      buyers: row.active.size,
      orgas: row.all.size,
      ...(row.exclusive.size ? { exclusiveTo: [...row.exclusive].map((id) => byId.get(id)!.name).sort((a, b) => a.localeCompare(b, 'de')) } : {}),
    }))
    .sort((a, b) => a.zip.localeCompare(b.zip));
}
