import { splitEmailList } from '@app/contract';
import { haversineKm } from '@app/geo';
import { Buyer, GeoLookup } from './types';

/** Grid cell size in degrees for the radius index: small enough to keep few candidates per cell. */
const CELL_DEGREES = 0.25;
const KM_PER_DEGREE_LATITUDE = 111.2;
/** A buyer's radius entry is compared in km; border distances count as inside (≤ radius). */
const BORDER_EPSILON_KM = 1e-9;

interface PrefixEntry {
  buyerId: number;
  prefixLength: number;
  recipients: string[];
}

interface Circle {
  buyerId: number;
  latitude: number;
  longitude: number;
  radiusKm: number;
}

export interface Coverage {
  coveredBy: 'prefix' | 'radius' | 'sheet';
  recipients: string[];
  distanceKm?: number;
}

const cellKey = (latCell: number, lonCell: number) => `${latCell}:${lonCell}`;

/**
 * Which buyers cover a postal code, answered from indexes built once per change of buyers (not per
 * lead): a map from postal-code prefix to buyers, and a lat/lon grid of radius circles. Rules
 * (DESIGN.md): `config.radius` off → only prefixes count; on → only radiuses; on with
 * `otherAndRadius` → either. Sheet zips extend (white list) or exclude (black list) coverage.
 */
export class CoverageIndex {
  private readonly prefixes = new Map<string, PrefixEntry[]>();
  private readonly grid = new Map<string, Circle[]>();
  private readonly sheetWhite = new Map<string, number[]>();
  private readonly sheetBlack = new Map<number, ReadonlySet<string>>();
  private readonly buyers = new Map<number, Buyer>();
  /** Radius entries whose own postal code is unknown to the geodata: they cannot match. */
  readonly unknownRadiusZips: { buyerId: number; zip: string }[] = [];

  constructor(
    buyers: readonly Buyer[],
    private readonly geo: GeoLookup,
  ) {
    for (const buyer of buyers) this.add(buyer);
  }

  private add(buyer: Buyer) {
    this.buyers.set(buyer.id, buyer);
    const { config, zipConditions, radiuses } = buyer.conditions;
    const usePrefixes = !config.radius || config.otherAndRadius;
    const useRadiuses = config.radius;
    if (usePrefixes) {
      for (const row of zipConditions) {
        const zip = row.zip.trim();
        if (!/^\d{1,5}$/.test(zip)) continue;
        const entries = this.prefixes.get(zip) ?? [];
        entries.push({ buyerId: buyer.id, prefixLength: zip.length, recipients: splitEmailList(row.email) });
        this.prefixes.set(zip, entries);
      }
    }
    if (useRadiuses) {
      for (const row of radiuses) {
        const centre = this.geo.centroid(row.zip);
        if (!centre) {
          this.unknownRadiusZips.push({ buyerId: buyer.id, zip: row.zip });
          continue;
        }
        this.addCircle({ buyerId: buyer.id, latitude: centre.latitude, longitude: centre.longitude, radiusKm: row.radius });
      }
    }
    if (buyer.sheetZips?.length && config.googleZipSheet.sheetId) {
      if (config.googleZipSheet.whiteList) {
        for (const zip of buyer.sheetZips) this.sheetWhite.set(zip, [...(this.sheetWhite.get(zip) ?? []), buyer.id]);
      } else {
        this.sheetBlack.set(buyer.id, new Set(buyer.sheetZips));
      }
    }
  }

  private addCircle(circle: Circle) {
    const latSpan = circle.radiusKm / KM_PER_DEGREE_LATITUDE;
    const lonSpan = circle.radiusKm / (KM_PER_DEGREE_LATITUDE * Math.max(0.01, Math.cos((circle.latitude * Math.PI) / 180)));
    const latFrom = Math.floor((circle.latitude - latSpan) / CELL_DEGREES);
    const latTo = Math.floor((circle.latitude + latSpan) / CELL_DEGREES);
    const lonFrom = Math.floor((circle.longitude - lonSpan) / CELL_DEGREES);
    const lonTo = Math.floor((circle.longitude + lonSpan) / CELL_DEGREES);
    for (let lat = latFrom; lat <= latTo; lat++) {
      for (let lon = lonFrom; lon <= lonTo; lon++) {
        const key = cellKey(lat, lon);
        const cell = this.grid.get(key) ?? [];
        cell.push(circle);
        this.grid.set(key, cell);
      }
    }
  }

  /** Buyers covering this postal code, with the recipients of the most specific matching prefix row. */
  coveredBy(zip: string): Map<number, Coverage> {
    const result = new Map<number, Coverage>();
    // Longest prefix first, so the most specific row names the recipients.
    for (let length = Math.min(5, zip.length); length >= 1; length--) {
      for (const entry of this.prefixes.get(zip.slice(0, length)) ?? []) {
        const known = result.get(entry.buyerId);
        if (!known) result.set(entry.buyerId, { coveredBy: 'prefix', recipients: entry.recipients });
        else if (known.recipients.length === 0 && entry.recipients.length > 0 && known.coveredBy === 'prefix') known.recipients = entry.recipients;
      }
    }
    const centre = this.geo.centroid(zip);
    if (centre) {
      const candidates = this.grid.get(cellKey(Math.floor(centre.latitude / CELL_DEGREES), Math.floor(centre.longitude / CELL_DEGREES))) ?? [];
      for (const circle of candidates) {
        const distance = haversineKm(centre, circle);
        if (distance > circle.radiusKm + BORDER_EPSILON_KM) continue;
        const known = result.get(circle.buyerId);
        if (!known) result.set(circle.buyerId, { coveredBy: 'radius', recipients: [], distanceKm: distance });
        else if (known.distanceKm === undefined || distance < known.distanceKm) known.distanceKm = distance;
      }
    }
    for (const buyerId of this.sheetWhite.get(zip) ?? []) {
      if (!result.has(buyerId)) result.set(buyerId, { coveredBy: 'sheet', recipients: [] });
    }
    for (const [buyerId, excluded] of this.sheetBlack) {
      if (excluded.has(zip)) result.delete(buyerId);
    }
    return result;
  }

  /** Whether a buyer's black-listed sheet excludes this postal code (for the explanation). */
  excludedBySheet(buyerId: number, zip: string): boolean {
    return this.sheetBlack.get(buyerId)?.has(zip) ?? false;
  }

  /** Whether the buyer has any coverage configured that can count. */
  hasCoverage(buyerId: number): boolean {
    const buyer = this.buyers.get(buyerId);
    if (!buyer) return false;
    const { config, zipConditions, radiuses } = buyer.conditions;
    const prefixes = zipConditions.some((row) => row.zip.trim() !== '');
    const circles = radiuses.some((row) => row.zip.trim() !== '');
    const sheet = config.googleZipSheet.whiteList && (buyer.sheetZips?.length ?? 0) > 0;
    return (config.radius ? (config.otherAndRadius ? prefixes || circles : circles) : prefixes) || sheet;
  }
}
