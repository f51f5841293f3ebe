import { AppConfig, loadConfig, OutboundGuard } from '@app/infrastructure';
import { FakeGoogleSheets, gvizCsv, startFakeGoogleSheets } from '../../../../test/support/fake-google-sheets';
import { GoogleSheetSource, googleSheetId } from './google-sheet-source';
import { SheetZipsException } from './sheet-zips.exception';

const SHEET_ID = '1AbC-dEf_123';
const sheet = (overrides: Partial<{ sheetId: string; pageName: string; tableName: string }> = {}) => ({
  sheetId: SHEET_ID,
  pageName: 'Gebiete',
  tableName: 'PLZ',
  whiteList: true,
  ...overrides,
});

/** The source with the address of OUTBOUND_ALLOW_HOSTS as a test sets it: the fake's host and port. */
const sourceFor = (env: Record<string, string>, timeoutMs: number) => {
  const config: AppConfig = loadConfig(env);
  return new GoogleSheetSource(config, new OutboundGuard(config.outboundAllowHosts), timeoutMs);
};

describe('GoogleSheetSource', () => {
  let google: FakeGoogleSheets;
  let source: GoogleSheetSource;
  let allow: string;

  beforeAll(async () => {
    google = await startFakeGoogleSheets();
    // Enough for a busy CI machine; the hanging case below has a short timeout of its own.
    allow = new URL(google.url).host;
    source = sourceFor({ GOOGLE_SHEETS_URL: `${google.url}/`, OUTBOUND_ALLOW_HOSTS: allow }, 5000);
  });
  afterAll(() => google.close());
  beforeEach(() => {
    google.mode = 'ok';
    google.requests.length = 0;
    google.setSheet(SHEET_ID, {
      Start: gvizCsv([['Hinweis'], ['Bitte Reiter „Gebiete“ pflegen']]),
      Gebiete: gvizCsv([['Ort', 'PLZ'], ['Dresden', 1067], ['München, Altstadt', 80331], ['München', '80331']]),
    });
  });

  it('reads the named tab through the public CSV export and normalises the postal codes', async () => {
    await expect(source.zips(sheet())).resolves.toEqual(['01067', '80331']);
    expect(google.requests).toEqual([{ path: `/spreadsheets/d/${SHEET_ID}/gviz/tq`, query: { tqx: 'out:csv', sheet: 'Gebiete' } }]);
  });

  it('asks for the first tab when no tab is named', async () => {
    google.setSheet(SHEET_ID, { Tabelle1: gvizCsv([['PLZ'], ['10115']]) });
    await expect(source.zips(sheet({ pageName: '' }))).resolves.toEqual(['10115']);
    expect(google.requests[0].query).toEqual({ tqx: 'out:csv' });
  });

  it('takes the sheet id out of a pasted sheet address', () => {
    expect(googleSheetId(`https://docs.google.com/spreadsheets/d/${SHEET_ID}/edit#gid=0`)).toBe(SHEET_ID);
    expect(googleSheetId(` ${SHEET_ID} `)).toBe(SHEET_ID);
    expect(() => googleSheetId('meine tabelle')).toThrow('Google-Sheet-Id ist ungültig');
  });

  it.each([
    ['an unknown sheet', () => google.removeSheet(SHEET_ID), 'Google-Tabelle nicht gefunden oder nicht freigegeben (HTTP 404).', false],
    [
      'a sheet not shared publicly (Google shows its sign-in page)',
      () => google.setSheet(SHEET_ID, { Gebiete: 'PLZ\n80331' }, { shared: false }),
      'Die Google-Tabelle ist nicht öffentlich freigegeben (Google zeigt eine Anmeldeseite).',
      false,
    ],
    ['an unknown tab', () => google.setSheet(SHEET_ID, { Tabelle1: 'PLZ\n80331' }), 'Google lehnt die Abfrage der Tabelle ab (HTTP 400).', false],
    ['a missing column', () => google.setSheet(SHEET_ID, { Gebiete: gvizCsv([['Postleitzahl'], ['80331']]) }), 'Spalte „PLZ“ nicht gefunden.', false],
    ['a column without postal codes', () => google.setSheet(SHEET_ID, { Gebiete: gvizCsv([['PLZ'], ['folgt']]) }), 'Keine Postleitzahlen in der Spalte „PLZ“ gefunden', false],
    ['a server error', () => (google.mode = 'error'), 'Google Sheets antwortet mit Fehler 500.', true],
  ])('fails on %s with a German reason', async (_, arrange, message, retryable) => {
    arrange();
    const failure = await source.zips(sheet()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SheetZipsException);
    expect((failure as SheetZipsException).message).toContain(message);
    expect((failure as SheetZipsException).retryable).toBe(retryable);
    expect((failure as SheetZipsException).status).toBe(502);
  });

  it('gives up on a hanging server after its timeout, retryable', async () => {
    google.mode = 'hang';
    // A short timeout so the case takes a moment, not the real 10 s.
    const impatient = sourceFor({ GOOGLE_SHEETS_URL: `${google.url}/`, OUTBOUND_ALLOW_HOSTS: allow }, 300);
    await expect(impatient.zips(sheet())).rejects.toMatchObject({
      message: 'Google Sheets antwortet nicht (Zeitüberschreitung nach 0,3 s).',
      retryable: true,
      status: 502,
    });
  });

  it('reports an unreachable server as retryable', async () => {
    const nowhere = sourceFor({ GOOGLE_SHEETS_URL: 'http://127.0.0.1:1', OUTBOUND_ALLOW_HOSTS: '127.0.0.1:1' }, 2000);
    await expect(nowhere.zips(sheet())).rejects.toMatchObject({ message: expect.stringMatching(/^Google Sheets ist nicht erreichbar/), retryable: true });
  });

  it('calls no internal address that OUTBOUND_ALLOW_HOSTS does not name', async () => {
    const unnamed = sourceFor({ GOOGLE_SHEETS_URL: `${google.url}/` }, 2000);
    await expect(unnamed.zips(sheet())).rejects.toMatchObject({
      message: 'Die Adresse von Google Sheets zeigt auf eine interne oder reservierte Adresse (127.0.0.1) und ist nicht erlaubt.',
      retryable: false,
    });
    expect(google.requests).toHaveLength(0);
  });
});
