import { Logger } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { startTestContext, TestContext } from '../../../../test/support/test-context';
import { AppConfig } from '../config/app-config';
import { EmbeddedMaintenance } from './embedded-maintenance';
import { ErasedDataRewriteRequests } from './erased-data-rewrite';

/** The nightly VACUUM (ANALYZE) of the embedded database, against a real one (embedded, or DATABASE_URL's server). */
describe('EmbeddedMaintenance (real database)', () => {
  let t: TestContext;
  let maintenance: EmbeddedMaintenance;
  const table = async () =>
    (await t.db.query(`SELECT reltuples::int AS tuples, relallvisible::int AS visible FROM pg_class WHERE relname = 'maintenance_probe'`))[0] as { tuples: number; visible: number };

  beforeAll(async () => {
    t = await startTestContext();
    maintenance = t.get(EmbeddedMaintenance);
  });
  afterAll(() => t.close());

  it('removes dead rows and counts the rows for the planner', async () => {
    await t.db.query(`CREATE TABLE maintenance_probe (id serial PRIMARY KEY, value int NOT NULL)`);
    await t.db.query(`INSERT INTO maintenance_probe (value) SELECT n FROM generate_series(1, 2000) n`);
    await t.db.query(`DELETE FROM maintenance_probe WHERE id % 2 = 0`);
    // Never analysed, never vacuumed: the planner guesses, no page is known to hold only live rows.
    expect(await table()).toEqual({ tuples: -1, visible: 0 });
    expect(await maintenance.run()).toBeGreaterThanOrEqual(0);
    const after = await table();
    expect(after.tuples).toBe(1000);
    expect(after.visible).toBeGreaterThan(0);
  });

  it('runs on its schedule only for the embedded database; a server has autovacuum', async () => {
    const run = jest.spyOn(EmbeddedMaintenance.prototype, 'run').mockResolvedValue(0);
    try {
      await new EmbeddedMaintenance(t.db, Object.assign(new AppConfig(), { DATABASE_URL: 'postgres://db.example/leads' }), t.get(ErasedDataRewriteRequests)).onSchedule();
      expect(run).not.toHaveBeenCalled();
      await new EmbeddedMaintenance(t.db, Object.assign(new AppConfig(), { DATABASE_URL: undefined }), t.get(ErasedDataRewriteRequests)).onSchedule();
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      run.mockRestore();
    }
  });

  it('after an erasure on a server: tells the operator once (one process of several), rewrites nothing itself', async () => {
    const requests = t.get(ErasedDataRewriteRequests);
    const onServer = () => new EmbeddedMaintenance(t.db, Object.assign(new AppConfig(), { DATABASE_URL: 'postgres://db.example/leads' }), requests);
    const run = jest.spyOn(EmbeddedMaintenance.prototype, 'run');
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      await t.get(TransactionHost).withTransaction(() => requests.request(new Date('2026-12-01T10:00:00Z')));
      await Promise.all([onServer().onSchedule(), onServer().onSchedule()]);
      expect(warned).toHaveBeenCalledTimes(1);
      expect(warned).toHaveBeenCalledWith(expect.stringMatching(/^Seit der letzten Wartung wurden personenbezogene Daten gelöscht \(zuletzt 2026-12-01T10:00:00.000Z\)\. .*VACUUM FULL/));
      await onServer().onSchedule();
      expect(warned).toHaveBeenCalledTimes(1);
      expect(run).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
      warned.mockRestore();
    }
  });
});
