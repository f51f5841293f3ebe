// PostgreSQL pass: a sale counts only once another connection can see its commit.
import { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { DataSource } from 'typeorm';
import { SCHEMA } from '@app/schema';
import { createTestDatabase, TestDatabase } from '../../../../test/support/test-database';
import { loadConfig } from '../config/app-config';
import { ConfigModule } from '../config/config.module';
import { DatabaseModule } from '../database/database.module';
import { QueueModule } from '../queue/queue.module';
import { ScheduledRuns } from '../schedule/scheduled-runs';
import { Metrics } from './metrics';

const valueOf = async (metrics: Metrics, name: string) => {
  const line = (await metrics.exposition()).body.split('\n').find((entry) => entry.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.split(' ')[1]);
};

describe('Metrics read from the database on each scrape', () => {
  let database: TestDatabase;
  let app: INestApplicationContext;
  let db: DataSource;
  let metrics: Metrics;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ JWT_SECRET: 'm'.repeat(32), ...database.env });
    // No process here runs jobs: the rows the test writes stay as they are.
    const moduleRef = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(SCHEMA), QueueModule.forRoot({ processJobs: false })],
    }).compile();
    app = await moduleRef.createNestApplication({ logger: false }).init();
    db = app.get<DataSource>(getDataSourceToken());
    metrics = app.get(Metrics);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('counts the due outbox messages and how long the oldest has waited', async () => {
    expect(await valueOf(metrics, 'leadportal_outbox_due')).toBe(0);
    expect(await valueOf(metrics, 'leadportal_outbox_oldest_due_seconds')).toBe(0);
    const insert = (status: string, availableAt: string) =>
      db.query(`INSERT INTO outbox_message (topic, status, available_at) VALUES ('probe', $1, now() + $2::interval)`, [status, availableAt]);
    await insert('pending', '-20 minutes');
    await insert('pending', '-1 minute');
    // Not due yet, running, or finished either way: not waiting.
    await insert('pending', '+1 hour');
    await insert('processing', '-2 hours');
    await insert('done', '-3 hours');
    await insert('failed', '-4 hours');
    expect(await valueOf(metrics, 'leadportal_outbox_due')).toBe(2);
    const oldest = (await valueOf(metrics, 'leadportal_outbox_oldest_due_seconds'))!;
    expect(oldest).toBeGreaterThanOrEqual(1200);
    expect(oldest).toBeLessThan(1260);
  });

  it('reads the invoice run only once its owner plugged the reading in, and reports when it last ran', async () => {
    expect(await valueOf(metrics, 'leadportal_invoice_run_last_success_timestamp_seconds')).toBeUndefined();
    const runs = app.get(ScheduledRuns);
    metrics.readOnScrape('invoiceRunLastSuccess', async () => ((await runs.lastRun('invoicing'))?.getTime() ?? 0) / 1000);
    expect(() => metrics.readOnScrape('invoiceRunLastSuccess', async () => 1)).toThrow('leadportal_invoice_run_last_success_timestamp_seconds wird schon gelesen');
    expect(await valueOf(metrics, 'leadportal_invoice_run_last_success_timestamp_seconds')).toBe(0);
    await db.query(`INSERT INTO scheduled_run (name, period, started_at) VALUES ('invoicing', '2026-10', '2026-10-01T00:00:05Z'), ('invoicing', '2026-11', '2026-11-01T00:00:07Z'), ('dunning', '2026-11-02', '2026-11-02T05:00:00Z')`);
    expect(await valueOf(metrics, 'leadportal_invoice_run_last_success_timestamp_seconds')).toBe(Date.parse('2026-11-01T00:00:07Z') / 1000);
  });

  it('counts sales only once their transaction committed', async () => {
    const txHost = app.get<TransactionHost<TransactionalAdapterTypeOrm>>(TransactionHost);
    await expect(
      txHost.withTransaction(async () => {
        await metrics.sold(2);
        throw new Error('Abbruch');
      }),
    ).rejects.toThrow('Abbruch');
    expect(await valueOf(metrics, 'leadportal_sales_total')).toBe(0);
    await txHost.withTransaction(async () => {
      await metrics.sold(3);
      expect(await valueOf(metrics, 'leadportal_sales_total')).toBe(0);
    });
    expect(await valueOf(metrics, 'leadportal_sales_total')).toBe(3);
  });
});
