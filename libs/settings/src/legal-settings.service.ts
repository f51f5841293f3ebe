import { Injectable } from '@nestjs/common';
import { ReadCaches, ReadThroughCache, Transactional } from '@app/infrastructure';
import { LEGAL_PAGES, LegalPageSetting, LegalSettings, legalPageBySlug, PublicLegalIndex, PublicLegalPage } from '@app/contract';
import { AppSettingRepository } from './app-setting.repository';
import { SettingsException } from './settings.exception';
import { ConsentTextsService } from './consent-texts/consent-texts.service';

const KEY = 'legal';

/** Only what is there: a blank text or address counts as not set. */
function cleanPage(page: LegalPageSetting | undefined): LegalPageSetting {
  const text = page?.text?.trim() ? page.text.replace(/\s+$/, '') : undefined;
  const url = page?.url?.trim() || undefined;
  return { ...(text !== undefined ? { text } : {}), ...(url !== undefined ? { url } : {}) };
}

/** The texts (or external addresses) of Impressum, AGB, Datenschutzerklärung and 'Partner werden'. */
@Injectable()
export class LegalSettingsService {
  /** Read by every visitor who opens a legal page or the funnel footer. */
  private readonly cache: ReadThroughCache<LegalSettings>;

  constructor(
    private readonly settings: AppSettingRepository,
    private readonly consentTexts: ConsentTextsService,
    caches: ReadCaches,
  ) {
    this.cache = caches.create('legal-settings');
  }

  get(): Promise<LegalSettings> {
    return this.cache.get(KEY, async () => {
      const stored = ((await this.settings.get(KEY)) ?? {}) as Partial<LegalSettings>;
      return Object.fromEntries(LEGAL_PAGES.map(({ key }) => [key, cleanPage(stored[key])])) as LegalSettings;
    });
  }

  /** Saved together with a new version of each page whose content changed (what visitors agreed to stays provable). */
  @Transactional()
  async update(settings: LegalSettings): Promise<LegalSettings> {
    const value = Object.fromEntries(LEGAL_PAGES.map(({ key }) => [key, cleanPage(settings[key])])) as LegalSettings;
    await this.settings.put(KEY, value as unknown as Record<string, unknown>);
    await this.consentTexts.publishLegal(value);
    this.cache.invalidate();
    return value;
  }

  /** For the footer: which pages have a text here and which live elsewhere. */
  async publicIndex(): Promise<PublicLegalIndex> {
    const settings = await this.get();
    return Object.fromEntries(
      LEGAL_PAGES.map(({ key, slug }) => [slug, { text: Boolean(settings[key].text), ...(settings[key].url ? { url: settings[key].url } : {}) }]),
    ) as PublicLegalIndex;
  }

  /** A page by its address; an external address wins over a text. */
  async publicPage(slug: string): Promise<PublicLegalPage> {
    const page = legalPageBySlug(slug);
    if (!page) throw new SettingsException('LEGAL_PAGE_UNKNOWN', `Die Seite „${slug}“ gibt es nicht.`);
    const setting = (await this.get())[page.key];
    if (setting.url) return { url: setting.url };
    if (setting.text) return { title: page.title, text: setting.text };
    throw new SettingsException('LEGAL_PAGE_EMPTY', `Für „${page.title}“ ist noch kein Text hinterlegt.`);
  }
}
