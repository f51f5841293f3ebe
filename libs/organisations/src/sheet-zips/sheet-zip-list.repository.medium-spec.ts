import { defaultConditions } from '@app/contract';
import { insertOrganisation } from '../../../../test/factories/organisations';
import { startTestContext, TestContext } from '../../../../test/support/test-context';
import { SheetZipListRepository } from './sheet-zip-list.repository';

describe('SheetZipListRepository (real database)', () => {
  let t: TestContext;
  let lists: SheetZipListRepository;
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);

  const organisation = async (name: string, sheetId: string, deleted = false) => {
    const conditions = defaultConditions();
    conditions.config.googleZipSheet.sheetId = sheetId;
    return (await insertOrganisation(t, { name, deleted, conditions })).id;
  };

  beforeAll(async () => {
    t = await startTestContext({ providers: [SheetZipListRepository] });
    lists = t.get(SheetZipListRepository);
  });
  afterAll(() => t.close());

  it('changes its version only when a list’s content changes, and keeps the last good list of the same sheet on failure', async () => {
    const id = await organisation('Versioniert', 'abc');
    const versions = [await lists.version()];
    const step = async (work: () => Promise<void>) => {
      await work();
      versions.push(await lists.version());
    };

    await step(() => lists.saveSuccess(id, 'A', ['01067', '80331'], at(30)));
    await step(() => lists.saveSuccess(id, 'A', ['01067', '80331'], at(20)));
    await step(() => lists.saveFailure(id, 'A', 'Google Sheets antwortet mit Fehler 500.', at(10)));
    expect(await lists.summary(id)).toEqual({ sheetKey: 'A', zipCount: 2, syncedAt: at(20), lastError: 'Google Sheets antwortet mit Fehler 500.' });
    await step(() => lists.saveSuccess(id, 'A', ['01067'], at(5)));
    expect(await lists.summary(id)).toEqual({ sheetKey: 'A', zipCount: 1, syncedAt: at(5), lastError: null });
    // A failure for other sheet settings drops the list: it belongs to settings no longer in use.
    await step(() => lists.saveFailure(id, 'B', 'Spalte „PLZ“ nicht gefunden.', at(1)));
    expect(await lists.summary(id)).toEqual({ sheetKey: 'B', zipCount: 0, syncedAt: null, lastError: 'Spalte „PLZ“ nicht gefunden.' });

    const [initial, first, sameAgain, failedSame, fewer, otherSheet] = versions;
    expect(first).not.toBe(initial);
    expect(sameAgain).toBe(first);
    expect(failedSame).toBe(first);
    expect(fewer).not.toBe(failedSame);
    expect(otherSheet).not.toBe(fewer);
  });

  it('finds the sheets due for the hourly refresh: never or long unchecked, not deleted, with a sheet id', async () => {
    const fresh = await organisation('Frisch', 'frisch');
    const stale = await organisation('Alt', 'alt');
    const never = await organisation('Nie', 'nie');
    await organisation('Ohne', '  ');
    await organisation('Geloescht', 'weg', true);
    await lists.saveSuccess(fresh, 'F', ['01067'], at(10));
    await lists.saveFailure(stale, 'S', 'Google Sheets ist nicht erreichbar.', at(90));

    // Never checked first, then the longest unchecked; the fresh one, the one without id and the deleted one not at all.
    expect(await lists.dueForRefresh(at(60), 100)).toEqual([never, stale]);
    expect(await lists.dueForRefresh(at(60), 1)).toEqual([never]);
  });
});
