import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { projectRoot } from '@app/infrastructure';
import { BUNDLED_POSTAL_CODES, formatCompactTable, parseCompactTable } from './compact-table';
import { parseGeonames } from './geonames';
import { haversineKm } from './haversine';

describe('Compact postal-code table', () => {
  it('keeps one rounded row per postal code with its places, sorted, and reads back what it wrote', () => {
    const { postalCodes } = parseGeonames(
      [
        'DE\t80331\tMünchen\tBayern\tBY\t\t\t\t\t48.1372\t11.5756\t',
        'DE\t10115\tBerlin\tBerlin\tBE\t\t\t\t\t52.5323\t13.3846\t',
        // Two places of one code: their mean, and both names, sorted.
        'DE\t01067\tDresden-Altstadt\tSachsen\tSN\t\t\t\t\t51.06\t13.74\t',
        'DE\t01067\tDresden\tSachsen\tSN\t\t\t\t\t51.05\t13.73\t',
      ].join('\n'),
    );
    const text = formatCompactTable(postalCodes);
    expect(text.split('\n').slice(1)).toEqual([
      'zip\tlatitude\tlongitude\tplace_names',
      '01067\t51.055\t13.735\tDresden|Dresden-Altstadt',
      '10115\t52.532\t13.385\tBerlin',
      '80331\t48.137\t11.576\tMünchen',
      '',
    ]);
    expect(text.split('\n')[0]).toMatch(/^# .*GeoNames.*CC BY 4\.0.*place_names.*\|/);
    expect(parseCompactTable(text)).toEqual(
      new Map([
        ['01067', { latitude: 51.055, longitude: 13.735, placeNames: ['Dresden', 'Dresden-Altstadt'] }],
        ['10115', { latitude: 52.532, longitude: 13.385, placeNames: ['Berlin'] }],
        ['80331', { latitude: 48.137, longitude: 11.576, placeNames: ['München'] }],
      ]),
    );
  });

  it.each([
    ['several places, kept in the given order', '20095\t53.549\t10.006\tHamburg|Hamburg Altstadt|Hamburg Sankt Georg', ['Hamburg', 'Hamburg Altstadt', 'Hamburg Sankt Georg']],
    ['a name with spaces, umlauts and punctuation', '10875\t48.78\t9.17\tGVG Daimler AG & Co. Alpha OHG|Münster (Westf.)', ['GVG Daimler AG & Co. Alpha OHG', 'Münster (Westf.)']],
    ['an empty 4th column: no names', '80331\t48.137\t11.576\t', []],
    ['a row of a table written before the names (three columns)', '80331\t48.137\t11.576', []],
  ])('reads %s', (_, row, placeNames) => {
    expect([...parseCompactTable(`${row}\n`).values()]).toEqual([{ latitude: expect.any(Number), longitude: expect.any(Number), placeNames }]);
  });

  it('still loads a whole table of the former format, header included, without names', () => {
    const former = '# Postleitzahl-Mittelpunkte Deutschland, aus GeoNames\nzip\tlatitude\tlongitude\n10115\t52.532\t13.385\n80331\t48.137\t11.576\n';
    expect(parseCompactTable(former)).toEqual(
      new Map([
        ['10115', { latitude: 52.532, longitude: 13.385, placeNames: [] }],
        ['80331', { latitude: 48.137, longitude: 11.576, placeNames: [] }],
      ]),
    );
  });

  it.each([
    ['a 4-digit code', '8033\t48\t11', 'Zeile 2'],
    ['a latitude beyond 90°', '80331\t148.1\t11.5\tMünchen', 'Zeile 2'],
    ['an empty name between separators', '80331\t48.1\t11.5\tMünchen||Pasing', 'Zeile 2'],
    ['a leading separator', '80331\t48.1\t11.5\t|München', 'Zeile 2'],
    ['a trailing separator', '80331\t48.1\t11.5\tMünchen|', 'Zeile 2'],
    ['a 5th column', '80331\t48.1\t11.5\tMünchen\tBayern', 'Zeile 2'],
    ['names without coordinates', '80331\tMünchen', 'Zeile 2'],
  ])('refuses the whole table for %s', (_, row, line) => {
    expect(() => parseCompactTable(`10115\t52.532\t13.385\tBerlin\n${row}\n`)).toThrow(`Postleitzahl-Tabelle: ${line} ist ungültig: ${row}`);
  });

  it('writes no name twice, no empty name, and refuses one it could not read back', () => {
    const one = (placeNames: string[]) => formatCompactTable(new Map([['80331', { latitude: 48.137, longitude: 11.576, placeNames }]])).split('\n')[2];
    expect(one(['München', ' Pasing', 'München', ''])).toBe('80331\t48.137\t11.576\tMünchen|Pasing');
    expect(one([])).toBe('80331\t48.137\t11.576\t');
    expect(() => one(['München|Pasing'])).toThrow('Ortsname mit „|“ oder Tabulator: München|Pasing');
    expect(() => one(['München\tPasing'])).toThrow('Ortsname');
  });

  it('ships every German postal code with centroids close to GeoNames and its places', () => {
    const table = parseCompactTable(gunzipSync(readFileSync(join(projectRoot(), BUNDLED_POSTAL_CODES))).toString('utf8'));
    expect(table.size).toBe(10_814);
    expect([...table.keys()]).toEqual([...table.keys()].sort());
    expect(table.get('10115')).toEqual({ latitude: 52.532, longitude: 13.385, placeNames: ['Berlin'] });
    expect(table.get('20095')?.placeNames).toEqual(['Hamburg', 'Hamburg Altstadt', 'Hamburg Klostertor', 'Hamburg Sankt Georg']);
    // DE.txt has 23,297 rows, one per postal code and place, no pair twice.
    expect([...table.values()].reduce((sum, { placeNames }) => sum + placeNames.length, 0)).toBe(23_297);
    expect([...table.values()].every(({ placeNames }) => placeNames.length > 0)).toBe(true);
    // Rounding moves a centroid by at most about 80 m.
    expect(haversineKm(table.get('10115')!, { latitude: 52.5323, longitude: 13.3846 })).toBeLessThan(0.08);
    expect(Math.round(haversineKm(table.get('10115')!, table.get('80331')!))).toBe(506);
  });
});
