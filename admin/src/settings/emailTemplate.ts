import { placeholderError, renderTemplate, SAMPLE_TEMPLATE_VALUES, TEMPLATE_PLACEHOLDERS } from '@contract/mail-template';

/** The single template record: `GET /api/email` answers it, `PUT /api/email/1` writes it. */
export const EMAIL_TEMPLATE_ID = 1;

/** Shown as the hint: '{{salutation}}, {{firstName}}, …'. */
export const PLACEHOLDER_LIST = TEMPLATE_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ');

/** The sample person of the preview: 'Frau Anna Schmidt, 80331 München'. */
export const SAMPLE_PERSON = (() => {
  const { salutation, firstName, lastName, zip, city } = SAMPLE_TEMPLATE_VALUES;
  return `${salutation} ${firstName} ${lastName}, ${zip} ${city}`;
})();

/** A react-admin validator: the same German message the server gives for a misspelt placeholder. */
export const knownPlaceholders = (value: unknown): string | undefined =>
  typeof value === 'string' ? (placeholderError(value) ?? undefined) : undefined;

export interface MailPreview {
  subject: string;
  /** A whole HTML document for a sandboxed iframe's srcdoc. */
  document: string;
}

/** The mail as the server would send it to the sample person. */
export function previewMail(subject: string | null | undefined, body: string | null | undefined): MailPreview {
  const html = renderTemplate(body ?? '', SAMPLE_TEMPLATE_VALUES);
  return {
    // Plain text, shown by React: no escaping, as in the sent subject line.
    subject: renderTemplate(subject ?? '', SAMPLE_TEMPLATE_VALUES, { escape: false }),
    document:
      '<!doctype html><html lang="de"><head><meta charset="utf-8">' +
      '<style>body{font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;margin:12px;color:#222}</style>' +
      `</head><body>${html}</body></html>`,
  };
}
