/**
 * Ids as sorted, merged ranges `[[first, last], …]`: a lead export of 20,000 leads picked by date is a
 * few ranges, not 20,000 numbers. The list filter finds a lead in them (`entityId` of a lead's page).
 */
export function idRanges(ids: readonly number[]): Array<[number, number]> {
  const sorted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id)).sort((a, b) => a - b);
  const ranges: Array<[number, number]> = [];
  for (const id of sorted) {
    const last = ranges[ranges.length - 1];
    if (last && id === last[1] + 1) last[1] = id;
    else ranges.push([id, id]);
  }
  return ranges;
}
