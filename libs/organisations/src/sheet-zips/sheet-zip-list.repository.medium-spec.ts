import { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { ConfigModule, DatabaseModule, loadConfig } from '@app/common';
import { SCHEMA } from '@app/schema';
import { defaultConditions } from '@app/shared';
import { createTestDatabase, TestDatabase } from '../../../../test/support/test-database';
import { Organisation } from '../entities/organisation.entity';
import { SheetZipListRepository } from './sheet-zip-list.repository';

describe('SheetZipListRepository (real database)', () => {
  let database: TestDatabase;
  let context: INestApplicationContext;
  let dataSource: DataSource;
  let lists: SheetZipListRepository;
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);

  const organisation = async (name: string, sheetId: string, deleted = false) => {
    const conditions = defaultConditions();
    conditions.config.googleZipSheet.sheetId = sheetId;
    const saved = await dataSource.getRepository(Organisation).save({
      name,
      deleted,
      apiKey: `key-${name}`,
      integrations: {} as Organisation['integrations'],
      config: { reclamationEmail: '' },
      extension: { lawyer: { active: false, email: '', days: 30 } },
      conditions,
    });
    return saved.id;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ JWT_SECRET: 'z'.repeat(32), ...database.env });
    const moduleRef = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(SCHEMA)],
      providers: [SheetZipListRepository],
    }).compile();
    context = await moduleRef.init();
    dataSource = context.get(DataSource);
    lists = context.get(SheetZipListRepository);
  });
  afterAll(async () => {
    await context.close();
    await database.drop();
  });

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
