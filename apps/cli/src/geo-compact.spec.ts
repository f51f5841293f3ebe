import { gunzipSync } from 'node:zlib';
import { parseCompactTable } from '@app/geo';
import { GEONAMES_EXCERPT } from '../../../test/support/geo-fixtures';
import { compactGeonames } from './geo-compact';
import { GeoImportUsageError } from './geo-import';

describe('Command line: geo:compact', () => {
  it('turns GeoNames rows into the shipped table, byte for byte the same on every run', () => {
    const first = compactGeonames(GEONAMES_EXCERPT);
    expect(first).toMatchObject({ postalCodes: 3, skipped: 0 });
    expect(compactGeonames(GEONAMES_EXCERPT).gzip.equals(first.gzip)).toBe(true);
    expect(parseCompactTable(gunzipSync(first.gzip).toString('utf8'))).toEqual(
      new Map([
        ['10115', { latitude: 52.532, longitude: 13.385, placeNames: ['Berlin'] }],
        // Hamburg-Altstadt: the mean of its four places, and their names.
        ['20095', { latitude: 53.549, longitude: 10.006, placeNames: ['Hamburg', 'Hamburg Altstadt', 'Hamburg Klostertor', 'Hamburg Sankt Georg'] }],
        ['80331', { latitude: 48.135, longitude: 11.571, placeNames: ['München'] }],
      ]),
    );
  });

  it('refuses a file without German postal codes', () => {
    expect(() => compactGeonames('PLZ;Ort\n80331;München\n')).toThrow(GeoImportUsageError);
  });
});
