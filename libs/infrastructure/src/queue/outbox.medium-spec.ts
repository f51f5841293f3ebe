// PostgreSQL pass: the outbox hands its messages to BullMQ on Redis.
import { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import { SCHEMA } from '@app/schema';
import { User } from '@app/users';
import { createTestDatabase, TestDatabase, testRedisEnv } from '../../../../test/support/test-database';
import { loadConfig } from '../config/app-config';
import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { ConfigModule } from '../config/config.module';
import { DatabaseModule } from '../database/database.module';
import { JOB_QUEUE, JobQueue, jobIdFor } from './job-queue';
import { JobName } from './jobs';
import { OutboxMessage } from './outbox-message.entity';
import { OutboxFailure, OutboxHandlers } from './outbox-handlers';
import { OutboxOptions, OutboxService } from './outbox.service';
import { QueueModule } from './queue.module';

/** A topic of the test's own, outside the product's typed job names. */
const PROBE = 'probe' as JobName;

/** A handler the test steers: it records every call and fails while `failuresLeft` > 0. */
class ProbeHandler {
  calls: string[] = [];
  failuresLeft = 0;
  failure: Partial<OutboxFailure> = {};

  async handle(payload: { label?: string }) {
    this.calls.push(String(payload.label));
    if (this.failuresLeft > 0) {
      this.failuresLeft--;
      throw Object.assign(new Error('Empfänger antwortet mit 500'), this.failure);
    }
  }

  retryDelayMs() {
    return 50;
  }
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('Zeitüberschreitung beim Warten');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function startContext(env: Record<string, string>) {
  const config = loadConfig({ JWT_SECRET: 'y'.repeat(32), ...env });
  const moduleRef = await Test.createTestingModule({
    imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(SCHEMA), QueueModule.forRoot({ processJobs: true })],
  }).compile();
  const probe = new ProbeHandler();
  moduleRef.get(OutboxHandlers).register(PROBE, probe as never);
  const app = await moduleRef.createNestApplication({ logger: false }).init();
  const outbox = app.get(OutboxService);
  return {
    app,
    probe,
    outbox,
    add: (label: string, options?: OutboxOptions) => outbox.add(PROBE, { label } as never, options),
    txHost: app.get<TransactionHost<TransactionalAdapterTypeOrm>>(TransactionHost),
    dataSource: app.get<DataSource>(getDataSourceToken()),
  };
}

describe('Outbox (durable jobs)', () => {
  let database: TestDatabase;
  let app: INestApplicationContext;
  let probe: ProbeHandler;
  let outbox: OutboxService;
  let add: (label: string, options?: OutboxOptions) => Promise<OutboxMessage>;
  let txHost: TransactionHost<TransactionalAdapterTypeOrm>;
  let dataSource: DataSource;
  const messages = () => dataSource.getRepository(OutboxMessage);

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, probe, outbox, add, txHost, dataSource } = await startContext({ ...database.env, ...testRedisEnv() }));
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  beforeEach(() => {
    probe.calls = [];
    probe.failuresLeft = 0;
    probe.failure = {};
  });

  it('commits the message with its cause and processes it after the commit', async () => {
    const message = await txHost.withTransaction(async () => {
      await txHost.tx.getRepository(User).save({ email: 'ursache@example.de', name: 'Ursache', passwordHash: 'x' });
      return add('mit Ursache');
    });
    await until(async () => (await messages().findOneByOrFail({ id: message.id })).status === 'done');
    expect(probe.calls).toEqual(['mit Ursache']);
  });

  it('keeps neither cause nor message when the transaction fails', async () => {
    let rolledBack: OutboxMessage | undefined;
    await expect(
      txHost.withTransaction(async () => {
        await txHost.tx.getRepository(User).save({ email: 'zurueckgerollt@example.de', name: 'X', passwordHash: 'x' });
        rolledBack = await add('zurückgerollt');
        throw new Error('Abbruch');
      }),
    ).rejects.toThrow('Abbruch');
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Never handed to the queue: the job would point to a row that does not exist.
    expect(await app.get<JobQueue>(JOB_QUEUE).has(jobIdFor(rolledBack!.id, 0))).toBe(false);
    expect(await dataSource.getRepository(User).countBy({ email: 'zurueckgerollt@example.de' })).toBe(0);
    expect(await messages().count({ where: { payload: { label: 'zurückgerollt' } as never } })).toBe(0);
    expect(probe.calls).toEqual([]);
  });

  it('hands a job to the queue only after the outermost transaction committed', async () => {
    const queue = app.get<JobQueue>(JOB_QUEUE);
    let seenInside: boolean | undefined;
    // The inner call joins the outer transaction (as a @Transactional() service called by another does).
    const message = await txHost.withTransaction(async () => {
      const added = await txHost.withTransaction(() => add('nach dem Commit', { delayMs: 300 }));
      await new Promise((resolve) => setTimeout(resolve, 50));
      seenInside = await queue.has(jobIdFor(added.id, 0));
      return added;
    });
    expect(seenInside).toBe(false);
    expect(await queue.has(jobIdFor(message.id, 0))).toBe(true);
    await until(async () => (await messages().findOneByOrFail({ id: message.id })).status === 'done');
    expect(probe.calls).toEqual(['nach dem Commit']);
  });

  it('retries with backoff and records the error until it succeeds', async () => {
    probe.failuresLeft = 2;
    const message = await add('wackelig');
    await until(async () => (await messages().findOneByOrFail({ id: message.id })).status === 'done');
    const done = await messages().findOneByOrFail({ id: message.id });
    expect(done.attempts).toBe(3);
    expect(probe.calls).toEqual(['wackelig', 'wackelig', 'wackelig']);
  });

  it('gives up after the last attempt, keeps the error visible and can be retried', async () => {
    probe.failuresLeft = 99;
    const message = await add('kaputt', { maxAttempts: 3 });
    await until(async () => (await messages().findOneByOrFail({ id: message.id })).status === 'failed');
    const failed = await messages().findOneByOrFail({ id: message.id });
    expect(failed.attempts).toBe(3);
    expect(failed.lastError).toBe('Empfänger antwortet mit 500');

    probe.failuresLeft = 0;
    expect(await outbox.retry(message.id)).not.toBeNull();
    await until(async () => (await messages().findOneByOrFail({ id: message.id })).status === 'done');
    expect(probe.calls).toEqual(['kaputt', 'kaputt', 'kaputt', 'kaputt']);
  });

  it('does not retry errors marked as not retryable', async () => {
    probe.failuresLeft = 1;
    probe.failure = { retryable: false };
    const message = await add('abgelehnt');
    await until(async () => (await messages().findOneByOrFail({ id: message.id })).status === 'failed');
    expect(probe.calls).toEqual(['abgelehnt']);
  });

  it('waits for a delayed message', async () => {
    const message = await add('später', { delayMs: 600 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(probe.calls).toEqual([]);
    await until(async () => (await messages().findOneByOrFail({ id: message.id })).status === 'done');
    expect(probe.calls).toEqual(['später']);
  });

  it('re-adds due messages no queue holds and frees claims of dead workers (reconciler)', async () => {
    // Written without dispatch, as if the process died between commit and enqueue.
    const orphan = await dataSource.getRepository(OutboxMessage).save({ topic: 'probe', payload: { label: 'verwaist' } });
    // Claimed by a worker that died: its lease ran out.
    const stuck = await dataSource.getRepository(OutboxMessage).save({
      topic: 'probe',
      payload: { label: 'hängengeblieben' },
      status: 'processing',
      attempts: 1,
      lockedUntil: new Date(Date.now() - 1000),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(probe.calls).toEqual([]);

    const result = await outbox.reconcile();
    expect(result.released).toBe(1);
    expect(result.requeued).toBeGreaterThanOrEqual(2);
    await until(async () => (await messages().findBy([{ id: orphan.id }, { id: stuck.id }])).every((m) => m.status === 'done'));
    expect(probe.calls.sort()).toEqual(['hängengeblieben', 'verwaist']);
    // Nothing left to do: a second pass adds nothing.
    expect(await outbox.reconcile()).toEqual({ released: 0, requeued: 0 });
  });

  it('processes each message once even when its job is added twice', async () => {
    const message = await add('doppelt', { delayMs: 300 });
    const queue = app.get<JobQueue>(JOB_QUEUE);
    await queue.add(`${jobIdFor(message.id, 0)}-extra`, message.id, 300);
    await until(async () => (await messages().findOneByOrFail({ id: message.id })).status === 'done');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(probe.calls).toEqual(['doppelt']);
  });
});

const describeWithRedis = process.env.REDIS_URL ? describe : describe.skip;

describeWithRedis('Outbox on BullMQ: nothing is lost when Redis loses its data', () => {
  it('processes a message whose job vanished in a Redis flush', async () => {
    // A Redis database of its own, so FLUSHDB touches nothing else running in parallel.
    const redisUrl = new URL(process.env.REDIS_URL!);
    redisUrl.pathname = '/9';
    const database = await createTestDatabase();
    const { app, probe, outbox, add, dataSource } = await startContext({
      ...database.env,
      REDIS_URL: redisUrl.toString(),
      REDIS_PREFIX: `lptest-${randomBytes(4).toString('hex')}`,
    });
    try {
      const message = await add('überlebt', { delayMs: 800 });
      const queue = app.get<JobQueue>(JOB_QUEUE);
      expect(await queue.has(jobIdFor(message.id, 0))).toBe(true);

      const redis = new IORedis(redisUrl.toString());
      await redis.flushdb();
      redis.disconnect();
      expect(await queue.has(jobIdFor(message.id, 0))).toBe(false);

      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(probe.calls).toEqual([]);
      expect((await dataSource.getRepository(OutboxMessage).findOneByOrFail({ id: message.id })).status).toBe('pending');

      expect((await outbox.reconcile()).requeued).toBe(1);
      await until(async () => (await dataSource.getRepository(OutboxMessage).findOneByOrFail({ id: message.id })).status === 'done');
      expect(probe.calls).toEqual(['überlebt']);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
