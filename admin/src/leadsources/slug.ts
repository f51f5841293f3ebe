/** The server's rule for a slug: 2 to 50 of [a-z0-9-], starting and ending with a letter or digit. */
export const SLUG_MAX_LENGTH = 50;
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,48}[a-z0-9])$/;

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * A slug suggested from a name: 'Solar Süd GmbH' → 'solar-sued-gmbh'. German umlauts are spelled
 * out, other accents dropped (é → e), spaces become '-', anything else outside [a-z0-9-] goes.
 */
export function suggestSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => UMLAUTS[letter])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** The funnel's address for a source: leads sent from there carry this source. */
export function funnelLink(origin: string, slug: string): string {
  return `${origin.replace(/\/+$/, '')}/?ls=${encodeURIComponent(slug)}`;
}
