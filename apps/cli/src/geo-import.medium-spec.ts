// PostgreSQL pass: the command imports into the configured server.
import { INestApplicationContext } from '@nestjs/common';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@app/infrastructure';
import { GeoService } from '@app/geo';
import { GEONAMES_EXCERPT } from '../../../test/support/geo-fixtures';
import { createTestDatabase, TestDatabase } from '../../../test/support/test-database';
import { openCliContext } from './cli-context';
import { describeGeoImport, GeoImportUsageError, importGeonames, readGeonamesFile } from './geo-import';

function usageError(call: () => unknown): GeoImportUsageError {
  try {
    call();
  } catch (error) {
    if (error instanceof GeoImportUsageError) return error;
    throw error;
  }
  throw new Error('kein Fehler');
}

describe('Command line: geo:import', () => {
  it('names a missing file in German and ends with exit code 2', () => {
    const missing = usageError(() => readGeonamesFile(['DE.txt'], '/nirgendwo'));
    expect(missing.message).toMatch(/^Datei nicht gefunden: \/nirgendwo\/DE\.txt\nAufruf: npm run geo:import -- <Datei>/);
    expect(missing.message).toContain('https://download.geonames.org/export/zip/DE.zip');
    expect(missing.exitCode).toBe(2);

    expect(usageError(() => readGeonamesFile([], '/tmp')).message).toMatch(/^Keine Datei angegeben\./);
    expect(usageError(() => readGeonamesFile(['.'], '/tmp')).message).toMatch(/^Datei nicht gefunden/);
  });

  it('reads a relative path from where the command was typed', () => {
    const folder = mkdtempSync(join(tmpdir(), 'geo-import-'));
    writeFileSync(join(folder, 'DE.txt'), 'DE\t80331\tMünchen\tBayern\tBY\t\t\t\t\t48.1345\t11.571\t\n');
    expect(readGeonamesFile(['--verbose', 'DE.txt'], folder)).toEqual({
      path: join(folder, 'DE.txt'),
      text: 'DE\t80331\tMünchen\tBayern\tBY\t\t\t\t\t48.1345\t11.571\t\n',
    });
  });

  it('prints German counts and the time taken', () => {
    expect(describeGeoImport({ imported: 10_814, skipped: 0, skippedLines: [], durationMs: 1234 })).toEqual([
      '10.814 Postleitzahlen importiert (Quelle: GeoNames, CC BY 4.0).',
      'Keine Zeile übersprungen.',
      'Dauer: 1,2 s.',
      'Laufende Server und Worker übernehmen die Postleitzahlen innerhalb einer Minute, ohne Neustart.',
    ]);
    expect(describeGeoImport({ imported: 1, skipped: 2, skippedLines: [3, 7], durationMs: 40 })[1]).toBe(
      '2 Zeilen übersprungen (keine deutsche fünfstellige PLZ oder ungültige Koordinaten), z. B. Zeile 3, 7.',
    );
  });

  describe('against the configured database', () => {
    let database: TestDatabase;
    let context: INestApplicationContext;

    beforeAll(async () => {
      database = await createTestDatabase();
      context = await openCliContext(loadConfig({ JWT_SECRET: 'c'.repeat(32), ...database.env }));
    });
    afterAll(async () => {
      await context?.close();
      await database?.drop();
    });

    it('imports GeoNames rows, twice without change', async () => {
      const excerpt = GEONAMES_EXCERPT;
      const first = await importGeonames(context, `${excerpt}\nkaputt\n`);
      expect(first[0]).toBe('3 Postleitzahlen importiert (Quelle: GeoNames, CC BY 4.0).');
      expect(first[1]).toMatch(/^1 Zeile übersprungen .*z\. B\. Zeile 7\.$/);
      expect(first[2]).toMatch(/^Dauer: \d+,\d s\.$/);
      expect((await importGeonames(context, excerpt))[0]).toBe('3 Postleitzahlen importiert (Quelle: GeoNames, CC BY 4.0).');
      expect(context.get(GeoService).count()).toBe(3);
      expect(Math.round(context.get(GeoService).distanceKm('10115', '80331'))).toBe(506);
    });

    it('refuses a file without German postal codes', async () => {
      await expect(importGeonames(context, 'PLZ;Ort\n80331;München\n')).rejects.toThrow('Die Datei enthält keine deutschen Postleitzahlen');
    });
  });
});
