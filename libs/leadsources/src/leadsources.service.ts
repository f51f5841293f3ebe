import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AuditService } from '@app/audit';
import { ReadCaches, ReadThroughCache } from '@app/infrastructure';
import { CostRule, validateCostRules } from './cost-rules';
import { CreateLeadsourceDto, LeadsourceFormDto } from './dto/leadsource.dto';
import { Leadsource } from './entities/leadsource.entity';
import { LeadsourceRepository } from './leadsource.repository';
import { LeadsourceException } from './leadsources.exception';

const newApiKey = () => randomBytes(24).toString('hex');

@Injectable()
export class LeadsourcesService {
  /** Every lead looks its source up (suppliers by key, the funnel by slug or the website's); every write here clears it. */
  private readonly lookups: ReadThroughCache<Leadsource | null>;

  constructor(
    private readonly sources: LeadsourceRepository,
    private readonly audit: AuditService,
    caches: ReadCaches,
  ) {
    this.lookups = caches.create('leadsources');
  }

  list(): Promise<Leadsource[]> {
    return this.sources.findAll();
  }

  async get(id: number): Promise<Leadsource> {
    const source = Number.isSafeInteger(id) ? await this.sources.findById(id) : null;
    if (!source) throw new LeadsourceException('LEADSOURCE_NOT_FOUND', `Leadsource ${id} gibt es nicht.`);
    return source;
  }

  async create(form: CreateLeadsourceDto): Promise<Leadsource> {
    await this.ensureSlugFree(form.slug);
    return this.saveSlugged({
      name: form.name,
      slug: form.slug,
      mail: form.mail ?? '',
      active: form.active ?? true,
      reclaQuote: (form.reclaQuote ?? 0).toFixed(2),
      leadCost: form.leadCost === undefined || form.leadCost === null ? null : form.leadCost.toFixed(2),
      preQualified: form.preQualified ?? false,
      requireConsent: form.requireConsent ?? false,
      minQuality: form.minQuality ?? 0,
      testPhoneNumbers: cleanTestNumbers(form.testPhoneNumbers),
      costRules: checkedCostRules(form.costRules ?? []),
      apiKey: newApiKey(),
    });
  }

  async update(id: number, form: LeadsourceFormDto): Promise<Leadsource> {
    const source = await this.get(id);
    const before = { ...source };
    if (form.slug !== undefined && form.slug !== source.slug) {
      if (source.builtIn) {
        throw new LeadsourceException('BUILT_IN', 'Der Slug der Website-Quelle kann nicht geändert werden.', { slug: 'Der Slug der Website-Quelle kann nicht geändert werden.' });
      }
      await this.ensureSlugFree(form.slug, id);
      source.slug = form.slug;
    }
    if (form.name !== undefined) source.name = form.name;
    if (form.mail !== undefined) source.mail = form.mail;
    if (form.active !== undefined) source.active = form.active;
    if (form.reclaQuote !== undefined) source.reclaQuote = form.reclaQuote.toFixed(2);
    // null clears the purchase price; missing keeps it (the spec's bodies do not know the field).
    if (form.leadCost !== undefined) source.leadCost = form.leadCost === null ? null : form.leadCost.toFixed(2);
    if (form.preQualified !== undefined) source.preQualified = form.preQualified;
    if (form.requireConsent !== undefined) source.requireConsent = form.requireConsent;
    // An emptied field (null) is 0: the check is off.
    if (form.minQuality !== undefined) source.minQuality = form.minQuality ?? 0;
    if (form.testPhoneNumbers !== undefined) source.testPhoneNumbers = cleanTestNumbers(form.testPhoneNumbers);
    if (form.costRules !== undefined) source.costRules = checkedCostRules(form.costRules);
    const saved = await this.saveSlugged(source);
    await this.audit.noteChange('leadsource', saved.id, before, saved);
    return saved;
  }

  /** Two saves with the same new slug at once: the unique index lets one win, the other gets the same 400. */
  private async saveSlugged(source: Partial<Leadsource>): Promise<Leadsource> {
    const saved = await this.sources.saveUnlessSlugTaken(source);
    this.lookups.invalidate();
    if (!saved) throw slugTaken();
    return saved;
  }

  /** The active source with this supplier API key, or null. */
  findActiveByApiKey(apiKey: string): Promise<Leadsource | null> {
    return this.lookups.get(`key:${apiKey}`, async () => {
      const source = await this.sources.findByApiKey(apiKey);
      return source?.active ? source : null;
    });
  }

  /** The active source with this slug (`?ls=` in the funnel's address), or null. */
  findActiveBySlug(slug: string): Promise<Leadsource | null> {
    return this.lookups.get(`slug:${slug}`, async () => {
      const source = await this.sources.findBySlug(slug);
      return source?.active ? source : null;
    });
  }

  /** The website's own source: leads from the funnel without another one. */
  async website(): Promise<Leadsource> {
    return (await this.lookups.get('website', () => this.sources.website()))!;
  }

  /** Hidden and its key dead at once; its leads keep pointing to it. */
  async remove(id: number): Promise<{ id: number }> {
    const source = await this.get(id);
    if (source.builtIn) {
      throw new LeadsourceException('BUILT_IN', `Die Leadsource „${source.name}“ ist eingebaut und kann nicht gelöscht werden.`);
    }
    source.deleted = true;
    source.active = false;
    // A deleted source must not block its slug or keep a working key.
    source.slug = `${source.slug}-geloescht-${source.id}`.slice(0, 100);
    source.apiKey = newApiKey();
    await this.sources.save(source);
    this.lookups.invalidate();
    return { id };
  }

  /**
   * 'Gedrosselt' (SupplierThrottle decides): its leads need manual qualification from now on. Once: a source that is
   * throttled already stays as it was. Answers whether this call throttled it.
   */
  async throttle(id: number, reason: string, at: Date): Promise<boolean> {
    const source = await this.get(id);
    if (source.throttledAt) return false;
    const before = { ...source };
    source.throttledAt = at;
    source.throttleReason = reason.slice(0, 1000);
    await this.sources.save(source);
    this.lookups.invalidate();
    await this.audit.noteChange('leadsource', id, before, source);
    return true;
  }

  /** Staff lift the throttle: its leads are qualified as the source says again, and the next figures count from now. */
  async liftThrottle(id: number, at: Date): Promise<Leadsource> {
    const source = await this.get(id);
    if (!source.throttledAt) return source;
    const before = { ...source };
    source.throttledAt = null;
    source.throttleReason = null;
    source.throttleLiftedAt = at;
    await this.sources.save(source);
    this.lookups.invalidate();
    await this.audit.noteChange('leadsource', id, before, source);
    return source;
  }

  /** The old key stops working with this call. */
  async regenerateApiKey(id: number): Promise<{ apiKey: string }> {
    const source = await this.get(id);
    source.apiKey = newApiKey();
    await this.sources.save(source);
    this.lookups.invalidate();
    return { apiKey: source.apiKey };
  }

  private async ensureSlugFree(slug: string, ownId?: number) {
    const holder = await this.sources.findBySlug(slug);
    if (holder && holder.id !== ownId) throw slugTaken();
  }
}

const slugTaken = () => new LeadsourceException('INVALID_LEADSOURCE', 'Dieser Slug ist schon vergeben', { slug: 'Dieser Slug ist schon vergeben' });

/** Trimmed, without empty entries and repeats; null or missing is none. */
function cleanTestNumbers(numbers: string[] | null | undefined): string[] {
  return [...new Set((numbers ?? []).map((number) => number.trim()).filter(Boolean))];
}

/** The DTO checked them already; this trims them and drops what is not a rule's. */
function checkedCostRules(rules: unknown[]): CostRule[] {
  const checked = validateCostRules(rules);
  if (!checked.ok) throw new LeadsourceException('INVALID_LEADSOURCE', Object.values(checked.errors).join('; '), checked.errors);
  return checked.value;
}
