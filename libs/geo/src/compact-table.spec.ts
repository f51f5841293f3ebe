import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { projectRoot } from '@app/infrastructure';
import { BUNDLED_POSTAL_CODES, formatCompactTable, parseCompactTable } from './compact-table';
import { parseGeonames } from './geonames';
import { haversineKm } from './haversine';

describe('Compact postal-code table', () => {
  it('keeps one rounded row per postal code, sorted, and reads back what it wrote', () => {
    const { postalCodes } = parseGeonames(
      [
        'DE\t80331\tMünchen\tBayern\tBY\t\t\t\t\t48.1372\t11.5756\t',
        'DE\t10115\tBerlin\tBerlin\tBE\t\t\t\t\t52.5323\t13.3846\t',
        // Two places of one code: their mean.
        'DE\t01067\tDresden\tSachsen\tSN\t\t\t\t\t51.05\t13.73\t',
        'DE\t01067\tDresden-Altstadt\tSachsen\tSN\t\t\t\t\t51.06\t13.74\t',
      ].join('\n'),
    );
    const text = formatCompactTable(postalCodes);
    expect(text.split('\n').slice(1)).toEqual(['zip\tlatitude\tlongitude', '01067\t51.055\t13.735', '10115\t52.532\t13.385', '80331\t48.137\t11.576', '']);
    expect(text).toContain('GeoNames');
    expect(parseCompactTable(text)).toEqual(
      new Map([
        ['01067', { latitude: 51.055, longitude: 13.735 }],
        ['10115', { latitude: 52.532, longitude: 13.385 }],
        ['80331', { latitude: 48.137, longitude: 11.576 }],
      ]),
    );
  });

  it('refuses a broken row instead of loading part of the table', () => {
    expect(() => parseCompactTable('zip\tlatitude\tlongitude\n80331\t48.1\t11.5\n8033\t48\t11\n')).toThrow('Postleitzahl-Tabelle: Zeile 3 ist ungültig: 8033\t48\t11');
    expect(() => parseCompactTable('80331\t148.1\t11.5\n')).toThrow('Zeile 1 ist ungültig');
  });

  it('ships every German postal code with centroids close to GeoNames', () => {
    const table = parseCompactTable(gunzipSync(readFileSync(join(projectRoot(), BUNDLED_POSTAL_CODES))).toString('utf8'));
    expect(table.size).toBe(10_814);
    expect([...table.keys()]).toEqual([...table.keys()].sort());
    expect(table.get('10115')).toEqual({ latitude: 52.532, longitude: 13.385 });
    // Rounding moves a centroid by at most about 80 m.
    expect(haversineKm(table.get('10115')!, { latitude: 52.5323, longitude: 13.3846 })).toBeLessThan(0.08);
    expect(Math.round(haversineKm(table.get('10115')!, table.get('80331')!))).toBe(506);
  });
});
