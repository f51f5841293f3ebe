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
    geo = new GeoService(memoryRepository([...bundledCentroids()].map(([zip, { latitude, longitude }]) => ({ zip, latitude, longitude, place: '', state: '' }))));
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

describe('GeoService.placeNamesOf', () => {
  it.each([
    ['one place', '10115', ['Berlin']],
    ['several places, sorted', '20095', ['Hamburg', 'Hamburg Altstadt', 'Hamburg Klostertor', 'Hamburg Sankt Georg']],
    ['a large customer’s own code: company names', '10875', expect.arrayContaining(['Mercedes-Benz Versicherung AG'])],
    ['no place has the code', '00000', []],
    ['no postal code at all', '8033', []],
    ['surrounding spaces are not trimmed for the caller', ' 10115', []],
  ])('answers from the shipped table, with no import and an empty database: %s (%s)', (_, zip, names) => {
    const geo = new GeoService(memoryRepository());
    expect(geo.count()).toBe(0);
    expect(geo.placeNamesOf(zip)).toEqual(names);
  });

  it('reads the table once and hands out the same frozen list', () => {
    const geo = new GeoService(memoryRepository());
    const first = geo.placeNamesOf('80331');
    expect(first).toEqual(['München']);
    expect(geo.placeNamesOf('80331')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(geo.placeNamesOf('00000'))).toBe(true);
  });

  it('answers for stored centroids that have no names in the database (installs before the names)', async () => {
    const stored = memoryRepository([{ zip: '80331', latitude: 48.137, longitude: 11.576, place: '', state: '' }]);
    const geo = new GeoService(stored);
    await geo.onApplicationBootstrap();
    expect(geo.placeNamesOf('80331')).toEqual(['München']);
  });

  it('keeps the names of the table loaded on first start, and has none from a table of the former format', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'geo-table-'));
    const withNames = join(directory, 'mit-orten.tsv.gz');
    writeFileSync(withNames, gzipSync('zip\tlatitude\tlongitude\tplace_names\n80331\t48.137\t11.576\tMünchen|Testort\n'));
    const geo = new GeoService(memoryRepository());
    expect(await geo.loadBundledIfEmpty(withNames)).toBe(1);
    expect(geo.placeNamesOf('80331')).toEqual(['München', 'Testort']);

    const former = join(directory, 'ohne-orte.tsv.gz');
    writeFileSync(former, gzipSync('zip\tlatitude\tlongitude\n80331\t48.137\t11.576\n'));
    const old = new GeoService(memoryRepository());
    expect(await old.loadBundledIfEmpty(former)).toBe(1);
    expect(old.count()).toBe(1);
    expect(old.placeNamesOf('80331')).toEqual([]);
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
    const { latitude, longitude } = bundledCentroids().get('80331')!;
    expect(geo.centroid('80331')).toEqual({ latitude, longitude, place: '', state: '' });
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
