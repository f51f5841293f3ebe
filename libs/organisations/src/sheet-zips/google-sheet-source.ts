import { Inject, Injectable, Optional } from '@nestjs/common';
import { AppConfig, DEFAULT_HTTP_TIMEOUT_MS, HttpAnswer, HttpCallError, HttpClient, OutboundGuard } from '@app/infrastructure';
import type { GoogleZipSheet } from '@app/contract';
import { zipsFromCsv } from './sheet-zip-csv';
import { SheetZipsException } from './sheet-zips.exception';

/** Injection token: how long the call to Google may take (ms). Tests set it low to check a hanging server. */
export const GOOGLE_SHEETS_TIMEOUT_MS = 'GOOGLE_SHEETS_TIMEOUT_MS';

const failed = (message: string, retryable = false) => new SheetZipsException('SHEET_FAILED', message, retryable);

/**
 * The sheet id as typed, or taken from a pasted sheet address (…/spreadsheets/d/<id>/edit#gid=0),
 * which is what people copy from the browser; undefined when it is neither.
 */
export function parseGoogleSheetId(value: string): string | undefined {
  const text = value.trim();
  const id = text.match(/\/spreadsheets\/d\/([A-Za-z0-9_-]+)/)?.[1] ?? text;
  return /^[A-Za-z0-9_-]+$/.test(id) ? id : undefined;
}

const NOT_SHARED =
  'Die Google-Tabelle ist nicht öffentlich freigegeben (Google zeigt eine Anmeldeseite). Bitte in Google Sheets unter „Freigeben“ „Jeder mit dem Link“ als Betrachter einstellen.';

export const INVALID_SHEET_ID = 'Google-Sheet-Id ist ungültig: erwartet wird die Id aus der Adresse der Tabelle (…/spreadsheets/d/<Id>/edit) oder die Adresse selbst';

export function googleSheetId(value: string): string {
  const id = parseGoogleSheetId(value);
  if (id === undefined) throw failed(INVALID_SHEET_ID);
  return id;
}

/**
 * Postal codes from a buyer's Google sheet, read through Google's public CSV export (gviz). That needs
 * no Google account or API key, only that the buyer shared the sheet as "anyone with the link can view".
 */
@Injectable()
export class GoogleSheetSource {
  private readonly http: HttpClient;

  constructor(
    private readonly config: AppConfig,
    guard: OutboundGuard,
    @Optional() @Inject(GOOGLE_SHEETS_TIMEOUT_MS) timeoutMs: number = DEFAULT_HTTP_TIMEOUT_MS,
  ) {
    this.http = new HttpClient(guard, timeoutMs);
  }

  /** The export address; without a tab name Google answers with the first tab. */
  url(sheet: GoogleZipSheet): URL {
    const base = this.config.GOOGLE_SHEETS_URL.replace(/\/+$/, '');
    const url = new URL(`${base}/spreadsheets/d/${googleSheetId(sheet.sheetId)}/gviz/tq`);
    url.searchParams.set('tqx', 'out:csv');
    if (sheet.pageName.trim() !== '') url.searchParams.set('sheet', sheet.pageName.trim());
    return url;
  }

  /** The sheet's postal codes; throws SheetZipsException with the German reason when there are none. */
  async zips(sheet: GoogleZipSheet): Promise<string[]> {
    const csv = await this.download(this.url(sheet));
    const result = zipsFromCsv(csv, sheet.tableName);
    if (!result.ok) throw failed(result.error);
    return result.zips;
  }

  private async download(url: URL): Promise<string> {
    let answer: HttpAnswer;
    try {
      answer = await this.http.request({ service: 'Google Sheets', url, accept: 'text/csv' });
    } catch (error) {
      if (!(error instanceof HttpCallError)) throw error;
      // Google sends a sheet that is not shared to its sign-in page; redirects are never followed.
      if (error.kind === 'redirect') throw failed(NOT_SHARED);
      if (error.kind === 'refused') throw failed(error.message);
      const { status } = error;
      if (status === 404 || status === 403 || status === 401) {
        throw failed(`Google-Tabelle nicht gefunden oder nicht freigegeben (HTTP ${status}). Bitte die Sheet-Id und die Freigabe „Jeder mit dem Link“ prüfen.`);
      }
      if (error.retryable) throw failed(error.kind === 'status' ? `Google Sheets antwortet mit Fehler ${status}.` : error.message, true);
      throw failed(`Google lehnt die Abfrage der Tabelle ab (HTTP ${status}). Bitte Sheet-Id und Tabellenblatt prüfen.`);
    }
    // A sheet that is not shared publicly answers with Google's sign-in page instead of CSV.
    if (/text\/html/i.test(answer.headers.get('content-type') ?? '') || /^\s*</.test(answer.text)) throw failed(NOT_SHARED);
    return answer.text;
  }
}
