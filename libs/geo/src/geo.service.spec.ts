import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundledCentroids } from '../../../test/support/geo-fixtures';
import { PostalCode } from './entities/postal-code.entity';
import { GeoException } from './geo.exception';
import { GeoService } from './geo.service';
import { PostalCodeRepository } from './postal-code.repository';

/** A repository that keeps the rows in memory. */
function memoryRepository(initial: PostalCode[] = []) {
  const rows = new Map(initial.map((row) => [row.zip, row]));
  const repository = {
    upsert: jest.fn(async (upserted: PostalCode[]) => upserted.forEach((row) => rows.set(row.zip, row))),
    findAll: jest.fn(async () => [...rows.values()]),
    count: jest.fn(async () => rows.size),
    fingerprint: jest.fn(async () => `${rows.size}:${[...rows.values()].reduce((sum, row) => sum + row.latitude * 1000 + row.longitude, 0).toFixed(6)}`),
  };
  return repository as typeof repository & PostalCodeRepository;
}

describe('GeoService with the shipped GeoNames centroids for Germany', () => {
  let geo: GeoService;

  beforeAll(async () => {
    geo = new GeoService(memoryRepository([...bundledCentroids()].map(([zip, centroid]) => ({ zip, ...centroid, place: '', state: '' }))));
    await geo.onApplicationBootstrap();
  });

  it('knows every German postal code of the file', () => {
    expect(geo.count()).toBe(10_814);
    expect(geo.has('80331')).toBe(true);
    expect(geo.has('00000')).toBe(false);
    const zips = geo.allZips();
    expect(zips).toHaveLength(10_814);
    expect(zips).toEqual([...zips].sort());
    expect(zips[0]).toMatch(/^0\d{4}$/);
    expect(geo.centroid('10115')).toEqual({ latitude: 52.532, longitude: 13.385, place: '', state: '' });
  });

  it.each([
    ['10115', '80331', 504, 5],
    ['20095', '80331', 612, 6],
  ])('measures %s – %s as about %i km', (a, b, expected, tolerance) => {
    const distance = geo.distanceKm(a, b);
    console.log(`${a} – ${b}: ${distance.toFixed(1)} km`);
    expect(Math.abs(distance - expected)).toBeLessThanOrEqual(tolerance);
  });

  it('calls a code unknown only when no place has it', () => {
    expect(geo.isUnknown('00000')).toBe(true);
    expect(geo.isUnknown('99999')).toBe(true);
    expect(geo.isUnknown('10115')).toBe(false);
  });

  it('is 0 from a code to itself and the same in both directions', () => {
    expect(geo.distanceKm('80331', '80331')).toBe(0);
    expect(geo.distanceKm('10115', '20095')).toBe(geo.distanceKm('20095', '10115'));
    expect(geo.distanceKm('80331', '80333')).toBeLessThan(3);
  });

  it('refuses an unknown postal code in German instead of counting it as near', () => {
    expect(() => geo.distanceKm('11111', '80331')).toThrow(new GeoException('UNKNOWN_POSTAL_CODE', 'Unbekannte Postleitzahl: 11111'));
    expect(() => geo.distanceKm('80331', '99999')).toThrow('Unbekannte Postleitzahl: 99999');
    const thrown = (() => {
      try {
        geo.distanceKm('80331', '1234');
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(GeoException);
    expect(thrown).toMatchObject({ code: 'UNKNOWN_POSTAL_CODE', status: 400, message: 'Unbekannte Postleitzahl: 1234' });
  });
});

describe('GeoService.import', () => {
  const file = ['DE\t10115\tBerlin\tBerlin\tBE\t\t00\tBerlin, Stadt\t11000\t52.5323\t13.3846\t', 'kaputt', ''].join('\n');

  it('writes the centroids, reports skipped rows and answers distances at once', async () => {
    const repository = memoryRepository();
    const geo = new GeoService(repository);
    await geo.onApplicationBootstrap();
    expect(geo.count()).toBe(0);
    // Without geodata no code is known to be missing.
    expect(geo.isUnknown('00000')).toBe(false);

    const result = await geo.import(file);

    expect(result).toEqual({ imported: 1, skipped: 1, skippedLines: [2], durationMs: expect.any(Number) });
    expect(repository.upsert).toHaveBeenCalledWith([{ zip: '10115', latitude: 52.5323, longitude: 13.3846, place: 'Berlin', state: 'Berlin' }]);
    expect(geo.distanceKm('10115', '10115')).toBe(0);
  });

  it('loads the shipped table into an empty database, and only into an empty one', async () => {
    const repository = memoryRepository();
    const geo = new GeoService(repository);
    await geo.onApplicationBootstrap();

    expect(await geo.loadBundledIfEmpty()).toBe(10_814);
    expect(geo.count()).toBe(10_814);
    expect(geo.centroid('80331')).toEqual({ ...bundledCentroids().get('80331'), place: '', state: '' });
    expect(await geo.loadBundledIfEmpty()).toBe(0);
    expect(repository.upsert).toHaveBeenCalledTimes(1);
  });

  it('leaves imported codes alone and copes with a missing table', async () => {
    const imported = memoryRepository([{ zip: '10115', latitude: 52.5323, longitude: 13.3846, place: 'Berlin', state: 'Berlin' }]);
    const geo = new GeoService(imported);
    expect(await geo.loadBundledIfEmpty()).toBe(0);
    expect(imported.upsert).not.toHaveBeenCalled();

    const empty = new GeoService(memoryRepository());
    expect(await empty.loadBundledIfEmpty('/nirgendwo/de-postal-codes.tsv.gz')).toBe(0);
    expect(empty.count()).toBe(0);
  });

  it('refuses a damaged table as a whole', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'geo-table-')), 'kaputt.tsv.gz');
    writeFileSync(file, gzipSync('zip\tlatitude\tlongitude\n80331\t48.137\t11.575\nkaputt\n'));
    const repository = memoryRepository();
    await expect(new GeoService(repository).loadBundledIfEmpty(file)).rejects.toThrow('Postleitzahl-Tabelle: Zeile 3 ist ungültig');
    expect(repository.upsert).not.toHaveBeenCalled();
  });

  it('writes nothing from a file without German postal codes', async () => {
    const repository = memoryRepository();
    const geo = new GeoService(repository);
    await expect(geo.import('PLZ;Ort\n80331;München')).rejects.toThrow('Die Datei enthält keine deutschen Postleitzahlen');
    expect(repository.upsert).not.toHaveBeenCalled();
  });
});
