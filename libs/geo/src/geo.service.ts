import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { UseCls } from 'nestjs-cls';
import { projectRoot } from '@app/infrastructure';
import { BUNDLED_POSTAL_CODES, CompactCentroid, parseCompactTable } from './compact-table';
import { Centroid, parseGeonames } from './geonames';
import { GeoException } from './geo.exception';
import { haversineKm } from './haversine';
import { PostalCodeRepository } from './postal-code.repository';

/** The column widths of table postal_code. */
const MAX_PLACE = 200;
const MAX_STATE = 100;

/** What placeNamesOf answers for a code it has no names for; frozen, as callers share it. */
const NO_PLACE_NAMES: readonly string[] = Object.freeze([]);

export interface GeoImportResult {
  /** Distinct postal codes written. */
  imported: number;
  /** Malformed rows or rows that are no German five-digit code. */
  skipped: number;
  /** Line numbers of the first skipped rows. */
  skippedLines: number[];
  durationMs: number;
}

/**
 * Postal-code centroids and the distances between them, for radius conditions, and the places of a
 * code. All ~11,000 centroids are held in memory: distribution asks for many distances per lead.
 */
@Injectable()
export class GeoService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Geo');
  private centroids = new Map<string, Centroid>();
  private loadedFingerprint = '';
  /** From the shipped table, read on first use: see placeNamesOf. */
  private placeNames: ReadonlyMap<string, readonly string[]> | undefined;

  constructor(private readonly postalCodes: PostalCodeRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.reload();
  }

  /** Reads the centroids from the database again (another process may have imported). */
  async reload(): Promise<void> {
    const fingerprint = await this.postalCodes.fingerprint();
    const rows = await this.postalCodes.findAll();
    this.centroids = new Map(rows.map(({ zip, latitude, longitude, place, state }) => [zip, { latitude, longitude, place, state }]));
    this.loadedFingerprint = fingerprint;
  }

  /**
   * `npm run geo:import` runs in its own process: running servers and workers notice the new data
   * within a minute and load it, so radius conditions work without a restart.
   */
  @Interval('geo-refresh', 60_000)
  @UseCls()
  async reloadIfImported(): Promise<boolean> {
    try {
      if ((await this.postalCodes.fingerprint()) === this.loadedFingerprint) return false;
      await this.reload();
      this.logger.log(`Postleitzahlen neu geladen: ${this.centroids.size}`);
      return true;
    } catch (error) {
      this.logger.warn(`Postleitzahlen nicht neu geladen: ${(error as Error).message}`);
      return false;
    }
  }

  has(zip: string): boolean {
    return this.centroids.has(zip);
  }

  /**
   * Whether the geodata says no place has this postal code (00000). Without geodata nothing is known
   * to be missing: then no code counts as unknown, so no homeowner is turned away for it.
   */
  isUnknown(zip: string): boolean {
    return this.centroids.size > 0 && !this.centroids.has(zip);
  }

  count(): number {
    return this.centroids.size;
  }

  /** Changes whenever other centroids were loaded (for caches built on them). */
  version(): string {
    return this.loadedFingerprint;
  }

  allZips(): string[] {
    return [...this.centroids.keys()].sort();
  }

  centroid(zip: string): Centroid | undefined {
    return this.centroids.get(zip);
  }

  /**
   * The places GeoNames lists for a postal code (distinct, sorted, as in the dump: e.g. 20095 →
   * Hamburg, Hamburg Altstadt, Hamburg Klostertor, Hamburg Sankt Georg), to check a lead's town against
   * its code. Empty when nothing is known: an unknown code, or a table without names (one written before
   * the names, or none shipped). So an empty answer means "cannot check", never "the town is wrong".
   *
   * The names come from the table the project ships, not from the database: installs that loaded the
   * table before it had names have none stored, and none need an import to get them. A code added only
   * by a later `geo:import` therefore has no names until the shipped table is regenerated. Some codes are
   * a large customer's own (Großkunden-PLZ): their "places" are company names.
   *
   * The table is read on the first call (tens of milliseconds, once per process; the names then take
   * some 3 MB), so processes that never check a town neither wait for it nor hold the names.
   */
  placeNamesOf(zip: string): readonly string[] {
    this.placeNames ??= this.readPlaceNames(join(projectRoot(), BUNDLED_POSTAL_CODES));
    return this.placeNames.get(zip) ?? NO_PLACE_NAMES;
  }

  /**
   * Great-circle distance (haversine) between two postal codes' centroids in km. An unknown code
   * throws: counting it as distance 0 would sell a lead to a buyer far away.
   */
  distanceKm(zipA: string, zipB: string): number {
    return haversineKm(this.known(zipA), this.known(zipB));
  }

  /** Imports a GeoNames postal-code file (text); importing the same file again changes nothing. */
  async import(text: string): Promise<GeoImportResult> {
    const started = Date.now();
    const { postalCodes, skipped, skippedLines } = parseGeonames(text);
    if (postalCodes.size === 0) {
      throw new GeoException(
        'NOTHING_TO_IMPORT',
        'Die Datei enthält keine deutschen Postleitzahlen im GeoNames-Format (tabulatorgetrennt: Land, PLZ, Ort, Bundesland, …, Breite, Länge).',
      );
    }
    await this.store(postalCodes);
    return { imported: postalCodes.size, skipped, skippedLines, durationMs: Date.now() - started };
  }

  /**
   * First start of a fresh install: with no postal codes stored yet, the table shipped with the project
   * (GeoNames, compacted) is loaded, so radius conditions work without a download. Returns how many
   * were loaded (0: there were some already, or the table is missing). `geo:import` stays for updates.
   */
  async loadBundledIfEmpty(file = join(projectRoot(), BUNDLED_POSTAL_CODES)): Promise<number> {
    if ((await this.postalCodes.count()) > 0) return 0;
    if (!existsSync(file)) {
      this.logger.warn(`Keine Postleitzahl-Tabelle unter ${file}: Umkreise brauchen npm run geo:import -- DE.txt`);
      return 0;
    }
    const postalCodes = parseCompactTable(gunzipSync(readFileSync(file)).toString('utf8'));
    await this.store(postalCodes);
    // Read once already: placeNamesOf need not read the file a second time.
    this.placeNames = placeNamesByZip(postalCodes);
    this.logger.log(`${postalCodes.size} Postleitzahlen aus der mitgelieferten Tabelle geladen (GeoNames, CC BY 4.0)`);
    return postalCodes.size;
  }

  private async store(postalCodes: Map<string, CompactCentroid & Partial<Centroid>>): Promise<void> {
    await this.postalCodes.upsert(
      [...postalCodes].map(([zip, centroid]) => ({
        zip,
        latitude: centroid.latitude,
        longitude: centroid.longitude,
        place: (centroid.place ?? '').slice(0, MAX_PLACE),
        state: (centroid.state ?? '').slice(0, MAX_STATE),
      })),
    );
    await this.reload();
  }

  /**
   * A missing or broken table leaves every code without names (and says so once in the log): a town
   * that cannot be checked must not stop a lead, and a broken file is refused as a whole, not used in part.
   */
  private readPlaceNames(file: string): ReadonlyMap<string, readonly string[]> {
    if (!existsSync(file)) {
      this.logger.warn(`Keine Postleitzahl-Tabelle unter ${file}: Orte zu Postleitzahlen sind unbekannt`);
      return new Map();
    }
    try {
      return placeNamesByZip(parseCompactTable(gunzipSync(readFileSync(file)).toString('utf8')));
    } catch (error) {
      this.logger.error(`Orte zu Postleitzahlen nicht geladen: ${(error as Error).message}`);
      return new Map();
    }
  }

  private known(zip: string): Centroid {
    const centroid = this.centroids.get(zip);
    if (!centroid) throw new GeoException('UNKNOWN_POSTAL_CODE', `Unbekannte Postleitzahl: ${zip}`);
    return centroid;
  }
}

/** Only codes with names are kept, frozen, since placeNamesOf hands out the arrays themselves. */
function placeNamesByZip(postalCodes: Map<string, CompactCentroid>): ReadonlyMap<string, readonly string[]> {
  const names = new Map<string, readonly string[]>();
  for (const [zip, { placeNames }] of postalCodes) if (placeNames.length > 0) names.set(zip, Object.freeze([...placeNames]));
  return names;
}
