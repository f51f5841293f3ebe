/**
 * Provable consent (issue 18 §5): the kinds of texts whose every published version is kept, and the
 * social-proof line of the funnel built from real enquiries. Shared by the server, the back office's
 * 'Rechtstexte' history and the funnel's ticker. Pure TypeScript.
 */
import { LEGAL_PAGES, type LegalPageKey } from './legal-pages';

/**
 * `consent`: the funnel's consent line; `supplier-consent`: a text a supplier's customer agreed to
 * (one version per distinct text); the legal pages by their settings key.
 */
export type ConsentTextKind = 'consent' | 'supplier-consent' | LegalPageKey;

export const CONSENT_TEXT_KINDS: readonly ConsentTextKind[] = ['consent', 'supplier-consent', ...LEGAL_PAGES.map((page) => page.key)];

export const CONSENT_TEXT_KIND_TITLES: Record<ConsentTextKind, string> = {
  consent: 'Einwilligungszeile im Funnel',
  'supplier-consent': 'Einwilligungstext einer Leadsource',
  ...(Object.fromEntries(LEGAL_PAGES.map((page) => [page.key, page.title])) as Record<LegalPageKey, string>),
};

/** How long the double opt-in link of a funnel lead can be used. */
export const EMAIL_CONFIRMATION_VALID_DAYS = 30;

/** One line of the funnel's ticker: a real enquiry, without anything that points to a person. */
export interface RecentEnquiry {
  /** Whole minutes between the enquiry and the answer. */
  minutesAgo: number;
  /** What was asked for, e.g. 'eine PV-Anlage mit Stromspeicher'. */
  product: string;
  /** The first two digits of the postcode. */
  region: string;
}

/** 'Gerade eben', 'Vor 12 Minuten', 'Vor 3 Stunden', 'Vor 2 Tagen'. */
export function relativeTime(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole < 1) return 'Gerade eben';
  if (whole < 60) return `Vor ${whole} ${whole === 1 ? 'Minute' : 'Minuten'}`;
  const hours = Math.floor(whole / 60);
  if (hours < 24) return `Vor ${hours} ${hours === 1 ? 'Stunde' : 'Stunden'}`;
  const days = Math.floor(hours / 24);
  return `Vor ${days} ${days === 1 ? 'Tag' : 'Tagen'}`;
}

/** 'Vor 12 Minuten: Angebot für eine PV-Anlage im Raum 80… angefragt' */
export function recentEnquirySentence(entry: RecentEnquiry, minutesSinceLoaded = 0): string {
  return `${relativeTime(entry.minutesAgo + minutesSinceLoaded)}: Angebot für ${entry.product} im Raum ${entry.region}… angefragt`;
}
