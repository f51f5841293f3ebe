import { Injectable } from '@nestjs/common';
import { Clock, ReadCaches, ReadThroughCache, Transactional } from '@app/infrastructure';
import { CONSENT_TEXT_KIND_TITLES, LEGAL_PAGES, type ConsentTextKind, type LegalPageSetting, type LegalSettings } from '@app/contract';
import { canonicalConsentText, consentTextHash } from './consent-hash';
import { ConsentTextVersion } from './consent-text-version.entity';
import { ConsentTextVersionRepository } from './consent-text-version.repository';
import { ConsentTextVersionDto } from './consent-text-version.dto';
import { SettingsException } from '../settings.exception';

/** What a legal page says as one text: its own text, or where it lives (then that address is what was published). */
function legalContent(page: LegalPageSetting): string {
  if (page.text) return page.text;
  if (page.url) return `Externe Adresse: ${page.url}`;
  return '';
}

/**
 * Keeps every published version of the texts people consent under and of the legal pages, each with its
 * SHA-256 and when it was valid. Leads point to the version they were given under.
 */
@Injectable()
export class ConsentTextsService {
  /** Every funnel lead asks for the current consent line; every supplier lead for its text. */
  private readonly cache: ReadThroughCache<ConsentTextVersion>;

  constructor(
    private readonly versions: ConsentTextVersionRepository,
    private readonly clock: Clock,
    caches: ReadCaches,
  ) {
    this.cache = caches.create('consent-texts');
  }

  /**
   * The current version of a text that changes only with the product (the funnel's consent line): the
   * stored current one when its text is the same, else a new version that closes the old one.
   */
  current(kind: ConsentTextKind, text: string): Promise<ConsentTextVersion> {
    const canonical = canonicalConsentText(text);
    const hash = consentTextHash(canonical);
    return this.cache.get(`${kind}:${hash}`, () => this.findOrStartCurrent(kind, canonical, hash));
  }

  /** A supplier's consent text as a version of its own, found by its hash (the same text is one version). */
  supplierText(text: string): Promise<ConsentTextVersion> {
    const canonical = canonicalConsentText(text);
    const hash = consentTextHash(canonical);
    return this.cache.get(`supplier-consent:${hash}`, async () => {
      const existing = await this.versions.findSupplierText(hash);
      if (existing) return existing;
      const stored = await this.versions.insert({ kind: 'supplier-consent', text: canonical, hash, validFrom: this.clock.now(), validTo: null });
      // Stored meanwhile by another lead with the same text: that row is the version.
      return stored ?? (await this.versions.findSupplierText(hash))!;
    });
  }

  /**
   * After the legal pages were saved (in the same transaction): a page whose content changed gets a new
   * version and its previous one ends now; a page emptied only ends its version.
   */
  async publishLegal(settings: LegalSettings): Promise<void> {
    const now = this.clock.now();
    for (const { key } of LEGAL_PAGES) {
      const content = canonicalConsentText(legalContent(settings[key]));
      const current = await this.versions.current(key);
      const hash = content ? consentTextHash(content) : null;
      if (current?.hash === hash) continue;
      if (current) await this.versions.close(current.id, now);
      if (hash) await this.insertOrFail({ kind: key, text: content, hash, validFrom: now, validTo: null });
    }
    this.cache.invalidate();
  }

  async list(): Promise<ConsentTextVersionDto[]> {
    return (await this.versions.list()).map((version) => ConsentTextVersionDto.from(version));
  }

  findById(id: number): Promise<ConsentTextVersion | null> {
    return this.versions.findById(id);
  }

  /** The version of a legal page that was valid at `at` (for the certificate: which privacy policy applied). */
  validAt(kind: ConsentTextKind, at: Date): Promise<ConsentTextVersion | null> {
    return this.versions.validAt(kind, at);
  }

  @Transactional()
  private async findOrStartCurrent(kind: ConsentTextKind, text: string, hash: string): Promise<ConsentTextVersion> {
    const current = await this.versions.current(kind);
    if (current?.hash === hash) return current;
    const now = this.clock.now();
    if (current) await this.versions.close(current.id, now);
    const stored = await this.versions.insert({ kind, text, hash, validFrom: now, validTo: null });
    // Another process started the same version a moment earlier: use it.
    return stored ?? (await this.versions.current(kind))!;
  }

  private async insertOrFail(version: Omit<ConsentTextVersion, 'id'>): Promise<void> {
    const stored = await this.versions.insert(version);
    // Two staff saving at once: the unique index keeps one current version; the slower save is refused whole.
    if (!stored) {
      throw new SettingsException(
        'LEGAL_SAVED_CONCURRENTLY',
        `„${CONSENT_TEXT_KIND_TITLES[version.kind]}“ wurde gerade von jemand anderem gespeichert. Bitte laden Sie die Seite neu und speichern Sie erneut.`,
      );
    }
  }
}
