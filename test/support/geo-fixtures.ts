import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { projectRoot } from '@app/infrastructure';
import { BUNDLED_POSTAL_CODES, CompactCentroid, parseCompactTable } from '@app/geo';

/** The postal-code table the project ships (GeoNames, compacted): every German code, no download needed. */
export function bundledCentroids(): Map<string, CompactCentroid> {
  return parseCompactTable(gunzipSync(readFileSync(join(projectRoot(), BUNDLED_POSTAL_CODES))).toString('utf8'));
}

/** Centroids as rows of GeoNames' DE.txt, to test the import with a whole country's worth of rows. */
export function asGeonamesText(centroids: Map<string, CompactCentroid>, place = 'Ort', state = 'Land'): string {
  return [...centroids].map(([zip, { latitude, longitude }]) => ['DE', zip, place, state, '', '', '', '', '', latitude, longitude, ''].join('\t')).join('\n');
}

/** Real GeoNames rows (DE.txt format, CC BY 4.0): Berlin-Mitte, München-Altstadt, and Hamburg-Altstadt with its four places. */
export const GEONAMES_EXCERPT = [
  'DE\t10115\tBerlin\tBerlin\tBE\t\t00\tBerlin, Stadt\t11000\t52.5323\t13.3846\t',
  'DE\t80331\tMünchen\tBayern\tBY\tUpper Bavaria\t091\tKreisfreie Stadt München\t09162\t48.1345\t11.571\t',
  'DE\t20095\tHamburg Altstadt\tHamburg\tHH\t\t00\tHamburg, Freie und Hansestadt\t02000\t53.5453\t9.9953\t',
  'DE\t20095\tHamburg Klostertor\tHamburg\tHH\t\t00\tHamburg, Freie und Hansestadt\t02000\t53.5439\t10.0133\t',
  'DE\t20095\tHamburg Sankt Georg\tHamburg\tHH\t\t00\tHamburg, Freie und Hansestadt\t02000\t53.5564\t10.0144\t',
  'DE\t20095\tHamburg\tHamburg\tHH\t\t00\tHamburg, Freie und Hansestadt\t02000\t53.5521\t10.0004\t',
].join('\n');
