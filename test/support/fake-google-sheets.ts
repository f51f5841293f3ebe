import { createServer } from 'node:http';
import { closeServer, listen } from './fake-http';

/**
 * A local stand-in for Google's public sheet export (`GET /spreadsheets/d/{id}/gviz/tq?tqx=out:csv&sheet={tab}`).
 * Like Google it answers CSV only for `tqx=out:csv` (otherwise the JSONP wrapper), the first tab when no
 * `sheet` is named, 404 for an unknown spreadsheet, and for a sheet that is not shared publicly a
 * redirect to a sign-in page (HTML with status 200, which is what a client following redirects sees).
 */
export interface FakeGoogleSheets {
  /** Base address, for GOOGLE_SHEETS_URL. */
  url: string;
  /** Every request: path and query parameters. */
  requests: { path: string; query: Record<string, string> }[];
  /** 'error': every request answers 500; 'hang': no request is ever answered. */
  mode: 'ok' | 'error' | 'hang';
  /** Puts a spreadsheet with its tabs (name → CSV, first = default tab); `shared: false` needs a sign-in. */
  setSheet(id: string, tabs: Record<string, string>, options?: { shared?: boolean }): void;
  removeSheet(id: string): void;
  close(): Promise<void>;
}

const LOGIN_PATH = '/v3/signin/identifier';
const LOGIN_PAGE = `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Google Sheets – Anmelden</title></head>
<body><form action="${LOGIN_PATH}" method="post"><h1>Anmelden</h1><p>Weiter zu Google Sheets</p><input type="email" name="identifier"></form></body></html>`;

/** Rows as Google's CSV export writes them: every value quoted, inner quotes doubled, lines ended by \n. */
export function gvizCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map((cell) => `"${String(cell).replace(/"/g, '""')}"`).join(',')).join('\n');
}

export async function startFakeGoogleSheets(): Promise<FakeGoogleSheets> {
  const sheets = new Map<string, { tabs: Record<string, string>; shared: boolean }>();
  const fake: FakeGoogleSheets = {
    url: '',
    requests: [],
    mode: 'ok',
    setSheet: (id, tabs, options = {}) => void sheets.set(id, { tabs, shared: options.shared ?? true }),
    removeSheet: (id) => void sheets.delete(id),
    close: async () => undefined,
  };
  const server = createServer((request, response) => {
    const address = new URL(request.url ?? '/', 'http://localhost');
    fake.requests.push({ path: address.pathname, query: Object.fromEntries(address.searchParams) });
    if (fake.mode === 'hang') return;
    const html = (status: number, body: string) => {
      response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(body);
    };
    if (fake.mode === 'error') return html(500, '<html><body>Server Error</body></html>');
    if (address.pathname === LOGIN_PATH) return html(200, LOGIN_PAGE);
    const id = address.pathname.match(/^\/spreadsheets\/d\/([A-Za-z0-9_-]+)\/gviz\/tq$/)?.[1];
    const sheet = id ? sheets.get(id) : undefined;
    if (request.method !== 'GET' || !sheet) return html(404, '<html><body>Die angeforderte Seite wurde nicht gefunden.</body></html>');
    if (!sheet.shared) {
      response.writeHead(302, { Location: `${LOGIN_PATH}?continue=${encodeURIComponent(address.href)}` });
      return response.end();
    }
    const tabName = address.searchParams.get('sheet');
    const csv = tabName === null ? Object.values(sheet.tabs)[0] : sheet.tabs[tabName];
    if (csv === undefined) return html(400, `<html><body>Ungültige Abfrage: Tabellenblatt ${tabName} nicht gefunden</body></html>`);
    if (address.searchParams.get('tqx') !== 'out:csv') {
      response.writeHead(200, { 'Content-Type': 'application/javascript; charset=utf-8' });
      return response.end(`/*O_o*/\ngoogle.visualization.Query.setResponse({"version":"0.6","status":"ok","table":{}});`);
    }
    response.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
    response.end(csv);
  });
  fake.url = await listen(server);
  fake.close = () => closeServer(server);
  return fake;
}
