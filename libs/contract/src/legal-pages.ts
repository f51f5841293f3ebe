/**
 * The legal pages of the public site (Impressum, AGB, Datenschutzerklärung, Partner werden): staff set a
 * text or an external address per page in Settings; the funnel shows the text under its own route.
 */
export const LEGAL_PAGES = [
  { key: 'imprint', slug: 'impressum', title: 'Impressum' },
  { key: 'terms', slug: 'agb', title: 'Allgemeine Geschäftsbedingungen' },
  { key: 'privacy', slug: 'datenschutz', title: 'Datenschutzerklärung' },
  { key: 'partner', slug: 'partner-werden', title: 'Partner werden' },
] as const;

export type LegalPageKey = (typeof LEGAL_PAGES)[number]['key'];
export type LegalPageSlug = (typeof LEGAL_PAGES)[number]['slug'];

/** One page's setting: a text (Markdown or plain paragraphs) or an external address, or neither. */
export interface LegalPageSetting {
  text?: string;
  url?: string;
}

export type LegalSettings = Record<LegalPageKey, LegalPageSetting>;

/** A page's text may be long (terms), but not a book. */
export const LEGAL_TEXT_MAX = 50_000;
export const LEGAL_URL_MAX = 2_000;

export const legalPageBySlug = (slug: string) => LEGAL_PAGES.find((page) => page.slug === slug);

/** What `GET /public-api/legal/{page}` answers: the text to show, or where the page lives. */
export type PublicLegalPage = { title: string; text: string } | { url: string };

/** `GET /public-api/legal`: per page slug whether it has a text here, or its external address. */
export type PublicLegalIndex = Record<LegalPageSlug, { text: boolean; url?: string }>;

/**
 * Shown by the funnel while staff have set nothing: the page stays reachable (an Impressum must be), and
 * the text says plainly that it is a placeholder.
 */
export const LEGAL_PLACEHOLDERS: Record<LegalPageSlug, string> = {
  impressum: [
    '**Platzhalter:** Dieses Impressum wurde noch nicht eingerichtet. Bitte hinterlegen Sie es im Backoffice unter Einstellungen → Rechtstexte.',
    '## Angaben gemäß § 5 DDG',
    'Firmenname\nStraße und Hausnummer\nPostleitzahl und Ort',
    '## Kontakt',
    'Telefon: …\nE-Mail: …',
    '## Vertreten durch',
    'Geschäftsführung: …',
    '## Registereintrag',
    'Registergericht: …\nRegisternummer: …',
  ].join('\n\n'),
  agb: [
    '**Platzhalter:** Die Allgemeinen Geschäftsbedingungen wurden noch nicht eingerichtet. Bitte hinterlegen Sie sie im Backoffice unter Einstellungen → Rechtstexte.',
    '## Geltungsbereich',
    'Diese Bedingungen gelten für die Vermittlung von Angeboten für Photovoltaik und Dach über diese Website.',
  ].join('\n\n'),
  datenschutz: [
    '**Platzhalter:** Die Datenschutzerklärung wurde noch nicht eingerichtet. Bitte hinterlegen Sie sie im Backoffice unter Einstellungen → Rechtstexte.',
    '## Verantwortliche Stelle',
    'Verantwortlich für die Datenverarbeitung auf dieser Website ist der im Impressum genannte Anbieter.',
    '## Ihre Anfrage',
    'Ihre Angaben aus dem Anfrageformular verwenden wir, um passende Anbieter in Ihrer Region zu finden und Ihnen deren Angebote zukommen zu lassen.',
  ].join('\n\n'),
  'partner-werden': [
    '**Platzhalter:** Diese Seite wurde noch nicht eingerichtet. Bitte hinterlegen Sie den Text im Backoffice unter Einstellungen → Rechtstexte.',
    'Sie sind Fachbetrieb für Photovoltaik oder Dach und möchten Anfragen aus Ihrer Region erhalten? Sprechen Sie uns an.',
  ].join('\n\n'),
};

/** A block of a page text: headings (`#`, `##`, `###`), bullet lists (`- ` or `* `) and paragraphs. */
export type TextBlock = { type: 'heading'; level: 1 | 2 | 3; text: string } | { type: 'list'; items: string[] } | { type: 'paragraph'; lines: string[] };

/**
 * Splits a page text into blocks, a small part of Markdown that plain paragraphs also fit. The result
 * holds only texts, so the page renders them as text and no HTML in the input can reach the page.
 */
export function textBlocks(source: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const chunk of source.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((line) => line.trimEnd()).filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    const heading = /^(#{1,3})\s+(.*)$/.exec(lines[0]);
    if (heading && lines.length === 1) {
      blocks.push({ type: 'heading', level: heading[1].length as 1 | 2 | 3, text: heading[2].trim() });
    } else if (lines.every((line) => /^\s*[-*]\s+/.test(line))) {
      blocks.push({ type: 'list', items: lines.map((line) => line.replace(/^\s*[-*]\s+/, '')) });
    } else if (heading) {
      blocks.push({ type: 'heading', level: heading[1].length as 1 | 2 | 3, text: heading[2].trim() });
      blocks.push({ type: 'paragraph', lines: lines.slice(1) });
    } else {
      blocks.push({ type: 'paragraph', lines });
    }
  }
  return blocks;
}

/** Inline parts of a line: `**bold**` and `[text](https://…)` links; everything else is plain text. */
export type InlinePart = { type: 'text'; text: string } | { type: 'strong'; text: string } | { type: 'link'; text: string; href: string };

export function inlineParts(line: string): InlinePart[] {
  const parts: InlinePart[] = [];
  const pattern = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(((?:https?:\/\/|mailto:|\/)[^\s)]+)\)/g;
  let last = 0;
  for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
    if (match.index > last) parts.push({ type: 'text', text: line.slice(last, match.index) });
    if (match[1] !== undefined) parts.push({ type: 'strong', text: match[1] });
    else parts.push({ type: 'link', text: match[2], href: match[3] });
    last = match.index + match[0].length;
  }
  if (last < line.length) parts.push({ type: 'text', text: line.slice(last) });
  return parts;
}
