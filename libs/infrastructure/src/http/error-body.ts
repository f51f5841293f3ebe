/** The one shape of every error answer: `error` is German and meant for people. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  code?: string;
  fields?: Record<string, string>;
  /** Some errors carry more, e.g. the row errors of an import. */
  [more: string]: unknown;
}

const GERMAN_STATUS_TEXT: Record<number, string> = {
  400: 'Ungültige Anfrage',
  401: 'Nicht angemeldet oder Sitzung abgelaufen',
  403: 'Keine Berechtigung',
  404: 'Nicht gefunden',
  405: 'Methode nicht erlaubt',
  408: 'Zeitüberschreitung der Anfrage',
  409: 'Konflikt mit dem aktuellen Stand',
  413: 'Die Anfrage ist zu groß',
  415: 'Nicht unterstütztes Format',
  422: 'Die Anfrage kann nicht verarbeitet werden',
  429: 'Zu viele Anfragen. Bitte später erneut versuchen.',
  500: 'Interner Serverfehler',
  502: 'Ein angebundener Dienst hat nicht richtig geantwortet',
  503: 'Dienst vorübergehend nicht verfügbar',
};

export function germanStatusText(status: number): string {
  return GERMAN_STATUS_TEXT[status] ?? (status >= 500 ? GERMAN_STATUS_TEXT[500] : GERMAN_STATUS_TEXT[400]);
}
