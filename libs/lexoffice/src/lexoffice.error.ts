import { HttpCallError } from '@app/infrastructure';

/** How staff and error messages name the remote system. */
export const LEXOFFICE = 'Lexware Office';

/**
 * A Lexware Office call that failed, with a German message for the back office. `retryable`: whether the
 * same call later may succeed (rate limit, server error, network) or a setting or the data is wrong.
 */
export class LexofficeError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'LexofficeError';
  }
}

/** The failure of a call whose tries are used up, or that is not worth another try. */
export function lexofficeErrorOf(error: HttpCallError): LexofficeError {
  if (error.kind !== 'status') return new LexofficeError(error.message, error.status, error.retryable);
  const said = remoteDetail(error.details.remoteMessage ?? '');
  if (error.retryable) {
    // HttpClient's sentence ("… meldet zu viele Anfragen (HTTP 429).") with Lexware's words made readable.
    const sentence = error.message.slice(0, error.message.length - error.said.length);
    return new LexofficeError(`${sentence}${said ? ` Antwort: ${said}` : ''}`, error.status, true);
  }
  const refusal = `${LEXOFFICE} lehnt ab (HTTP ${error.status})${said ? `: ${said}` : '.'}`;
  const message = error.status === 401 ? `${refusal.replace(/\.?$/, '.')} Bitte LEXOFFICE_API_KEY prüfen.` : refusal;
  return new LexofficeError(message, error.status, false);
}

/** An answer Lexware Office should not have given; trying again will not change it. */
export function unexpectedAnswer(what: string): LexofficeError {
  return new LexofficeError(`${LEXOFFICE} hat unerwartet geantwortet: ${what}`, undefined, false);
}

/** Enough for every field Lexware Office names; a whole error page is not shown to staff. */
const MAX_DETAIL = 300;

function remoteDetail(text: string): string {
  const said = readable(text);
  return said.length > MAX_DETAIL ? `${said.slice(0, MAX_DETAIL - 1)}…` : said;
}

/**
 * What Lexware Office said. Its endpoints answer in two shapes (docs, "Error Codes"): the legacy
 * `IssueList` naming field and problem (contacts, files, profile; vouchers too, as others measured),
 * and the regular `{ message, details }`.
 */
function readable(text: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof body !== 'object' || body === null) return text;
  const { IssueList: issues, message, details } = body as { IssueList?: unknown; message?: unknown; details?: unknown };
  const entries = (list: unknown) => (Array.isArray(list) ? list.filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null) : []);
  const named = (field: unknown, problem: unknown) => (typeof field === 'string' && field !== '' ? `${field}: ${String(problem)}` : String(problem));
  const issueTexts = entries(issues).map((issue) => named(issue.source, issue.i18nKey));
  if (issueTexts.length > 0) return issueTexts.join('; ');
  const texts = [typeof message === 'string' ? message : '', ...entries(details).map((detail) => named(detail.field, detail.message))].filter((part) => part !== '');
  if (texts.length > 0) return texts.join('; ');
  // One of Lexware's shapes with nothing in it ({ "message": null } on a 500) says nothing.
  return 'message' in body ? '' : text;
}
