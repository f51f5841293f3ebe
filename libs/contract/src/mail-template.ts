/**
 * The customer confirmation mail template (Settings): `{{placeholder}}` replaced by HTML-escaped
 * values. Shared so the back office previews exactly what the server sends.
 */

export const TEMPLATE_PLACEHOLDERS = ['salutation', 'firstName', 'lastName', 'zip', 'city'] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];
export type TemplateValues = Partial<Record<TemplatePlaceholder, string | null | undefined>>;

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** Example values for the preview. */
export const SAMPLE_TEMPLATE_VALUES: Record<TemplatePlaceholder, string> = {
  salutation: 'Frau',
  firstName: 'Anna',
  lastName: 'Schmidt',
  zip: '80331',
  city: 'München',
};

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Placeholders used in the text that the product does not know, e.g. a typo like `{{vorname}}`. */
export function unknownPlaceholders(template: string): string[] {
  const unknown = new Set<string>();
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (!TEMPLATE_PLACEHOLDERS.includes(match[1] as TemplatePlaceholder)) unknown.add(match[1]);
  }
  return [...unknown];
}

/** German message naming unknown placeholders, or null when all are known. */
export function placeholderError(template: string): string | null {
  const unknown = unknownPlaceholders(template);
  if (unknown.length === 0) return null;
  const allowed = TEMPLATE_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ');
  const names = unknown.map((name) => `{{${name}}}`).join(', ');
  return `Unbekannte${unknown.length === 1 ? 'r' : ''} Platzhalter: ${names}. Erlaubt sind ${allowed}.`;
}

/** Fills the template; values are HTML-escaped (`escape: false` for the subject line and text part). */
export function renderTemplate(template: string, values: TemplateValues, { escape = true } = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    if (!TEMPLATE_PLACEHOLDERS.includes(name as TemplatePlaceholder)) return whole;
    const value = values[name as TemplatePlaceholder] ?? '';
    return escape ? escapeHtml(value) : value;
  });
}

/** A plain-text part from the HTML body: line breaks kept, tags dropped, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|div|h[1-6]|li|tr)\s*>/gi, '\n')
    .replace(/<\s*li[^>]*>/gi, '- ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
