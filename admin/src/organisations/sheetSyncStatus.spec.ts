import { sheetSettingsEdited, sheetSyncLines } from './sheetSyncStatus';

describe('sheetSyncLines', () => {
  it.each([
    [
      'a synced list',
      { zips: 1420, syncedAt: '2026-11-22T20:05:00Z', error: null },
      { key: 'app.organisations.sheet_sync.synced', options: { smart_count: 1420, count: '1.420', date: '22.11.2026 21:05' } },
      null,
    ],
    ['one not synced yet', { zips: 0, syncedAt: null, error: null }, { key: 'app.organisations.sheet_sync.never' }, null],
    [
      'a failure that keeps the last list',
      { zips: 142, syncedAt: '2026-07-01T08:00:00Z', error: 'Spalte „PLZ“ nicht gefunden.' },
      { key: 'app.organisations.sheet_sync.synced', options: { smart_count: 142, count: '142', date: '01.07.2026 10:00' } },
      'Spalte „PLZ“ nicht gefunden.',
    ],
    [
      'a failure without any list',
      { zips: 0, syncedAt: null, error: 'Google-Tabelle nicht gefunden oder nicht freigegeben (HTTP 404).' },
      { key: 'app.organisations.sheet_sync.never' },
      'Google-Tabelle nicht gefunden oder nicht freigegeben (HTTP 404).',
    ],
  ])('describes %s', (_, status, summary, error) => {
    expect(sheetSyncLines(status)).toEqual({ summary, error });
  });
});

describe('sheetSettingsEdited', () => {
  const saved = { sheetId: 'abc', pageName: 'Gebiete', tableName: 'PLZ', whiteList: true };

  it.each([
    ['the saved settings', { ...saved }, false],
    ['only spaces and case of the column differ', { ...saved, sheetId: ' abc ', tableName: 'plz' }, false],
    ['only white or black list differs (decides how codes count, not which)', { ...saved, whiteList: false }, false],
    ['another sheet', { ...saved, sheetId: 'xyz' }, true],
    ['a sheet id in other case (ids are case-sensitive)', { ...saved, sheetId: 'ABC' }, true],
    ['another tab', { ...saved, pageName: 'Tabelle2' }, true],
    ['an emptied column (react-admin sends null)', { ...saved, tableName: null as unknown as string }, true],
  ])('%s → %s', (_, inForm, edited) => {
    expect(sheetSettingsEdited(saved, inForm)).toBe(edited);
  });
});
