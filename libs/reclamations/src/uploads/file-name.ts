const MAX_LENGTH = 200;

/**
 * A file name safe to store, list and send in a Content-Disposition header: no path, no control or
 * reserved characters, no leading dots, at most 200 characters (the extension kept), never empty.
 */
export function sanitiseFileName(raw: string | undefined | null): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (!cleaned) return 'Datei';
  if (cleaned.length <= MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_LENGTH - extension.length) + extension;
}
