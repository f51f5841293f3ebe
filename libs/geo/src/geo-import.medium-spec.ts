// PostgreSQL pass: the import's batches on a server.
import { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { SCHEMA } from '@app/schema';
import { loadConfig, ConfigModule, DatabaseModule } from '@app/infrastructure';
import { asGeonamesText, bundledCentroids } from '../../../test/support/geo-fixtures';
import { createTestDatabase, TestDatabase } from '../../../test/support/test-database';
import { GeoModule } from './geo.module';
import { GeoService } from './geo.service';
import { PostalCodeRepository } from './postal-code.repository';

describe('Importing GeoNames postal codes into the database', () => {
  let database: TestDatabase;
  let app: INestApplicationContext;
  let geo: GeoService;
  let text: string;

  beforeAll(async () => {
    // A whole country's worth of GeoNames rows: the shipped centroids written back in DE.txt's format.
    text = asGeonamesText(bundledCentroids(), 'München', 'Bayern');
    database = await createTestDatabase();
    const config = loadConfig({ JWT_SECRET: 'g'.repeat(32), ...database.env });
    const moduleRef = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(SCHEMA), GeoModule],
    }).compile();
    app = await moduleRef.createNestApplication({ logger: false }).init();
    geo = app.get(GeoService);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('starts empty', async () => {
    expect(geo.count()).toBe(0);
    expect(() => geo.distanceKm('10115', '80331')).toThrow('Unbekannte Postleitzahl: 10115');
  });

  it('imports the whole file for Germany quickly', async () => {
    const result = await geo.import(text);
    console.log(`GeoNames-Zeilen: ${result.imported} Postleitzahlen in ${result.durationMs} ms importiert (${database.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
    expect(result).toMatchObject({ imported: 10_814, skipped: 0 });
    // A generous guard against a row-by-row import, not a benchmark.
    expect(result.durationMs).toBeLessThan(10_000);
    expect(await app.get(PostalCodeRepository).count()).toBe(10_814);
    expect(geo.count()).toBe(10_814);
  });

  it('answers distances after the import', () => {
    expect(geo.distanceKm('10115', '80331')).toBeGreaterThan(499);
    expect(geo.distanceKm('10115', '80331')).toBeLessThan(509);
    expect(geo.distanceKm('20095', '80331')).toBeCloseTo(geo.distanceKm('80331', '20095'), 10);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = (await app.get(PostalCodeRepository).findAll()).find((row) => row.zip === '20095');
    const again = await geo.import(text);
    console.log(`Zweiter Import: ${again.durationMs} ms`);
    expect(again.imported).toBe(10_814);
    expect(await app.get(PostalCodeRepository).count()).toBe(10_814);
    expect((await app.get(PostalCodeRepository).findAll()).find((row) => row.zip === '20095')).toEqual(before);
  });

  it('corrects a changed centroid on re-import and a fresh start loads what is stored', async () => {
    await geo.import('DE\t80331\tMünchen\tBayern\tBY\t\t\t\t\t48.0\t11.0\t\n');
    expect(geo.centroid('80331')).toMatchObject({ latitude: 48, longitude: 11 });
    expect(geo.count()).toBe(10_814);

    const fresh = new GeoService(app.get(PostalCodeRepository));
    await fresh.onApplicationBootstrap();
    expect(fresh.count()).toBe(10_814);
    expect(fresh.centroid('80331')).toEqual({ latitude: 48, longitude: 11, place: 'München', state: 'Bayern' });
    expect(fresh.centroid('10115')).toMatchObject({ latitude: 52.532, longitude: 13.385 });
  });

  it('lets a running process pick up an import made by another one (geo:import) without a restart', async () => {
    const running = new GeoService(app.get(PostalCodeRepository));
    await running.onApplicationBootstrap();
    expect(await running.reloadIfImported()).toBe(false);

    // The import command is another process: here another service on the same database.
    await geo.import('DE\t80331\tMünchen\tBayern\tBY\t\t\t\t\t48.1\t11.5\t\nDE\t99999\tTeststadt\tThüringen\tTH\t\t\t\t\t50.9\t11.0\t\n');
    expect(running.has('99999')).toBe(false);
    expect(await running.reloadIfImported()).toBe(true);
    expect(running.count()).toBe(10_815);
    expect(running.centroid('80331')).toMatchObject({ latitude: 48.1, longitude: 11.5 });
    expect(await running.reloadIfImported()).toBe(false);
  });
});
