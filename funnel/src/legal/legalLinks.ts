import { useEffect, useState } from 'react';
import { LEGAL_PAGES, type LegalPageSlug, type PublicLegalIndex } from '@contract/legal-pages';
import { fetchLegalIndex } from '../api';

export interface LegalLink {
  slug: LegalPageSlug;
  href: string;
  /** An address outside this site, set by staff instead of a text. */
  external: boolean;
}

/** Where each legal page is: staff's external address, else this site's own page. */
export function legalLinks(index: PublicLegalIndex | null): Record<LegalPageSlug, LegalLink> {
  return Object.fromEntries(
    LEGAL_PAGES.map(({ slug }) => {
      const url = index?.[slug]?.url;
      return [slug, { slug, href: url ?? `/${slug}`, external: Boolean(url) }];
    }),
  ) as Record<LegalPageSlug, LegalLink>;
}

// Asked once per page load: the footer is on every page and the addresses rarely change.
let loading: Promise<PublicLegalIndex | null> | null = null;

/** The legal links, own pages at first and external addresses once the server said so. */
export function useLegalLinks(): Record<LegalPageSlug, LegalLink> {
  const [index, setIndex] = useState<PublicLegalIndex | null>(null);
  useEffect(() => {
    let active = true;
    loading ??= fetchLegalIndex().then((result) => (result.ok ? result.data : null));
    void loading.then((loaded) => {
      if (active) setIndex(loaded);
    });
    return () => {
      active = false;
    };
  }, []);
  return legalLinks(index);
}
