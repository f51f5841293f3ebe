// PostgreSQL pass: the worker process takes its jobs from Redis.
import { randomBytes } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobName, loadConfig, OutboxMessage, OutboxHandlers, OutboxService } from '@app/infrastructure';
import { createApp } from '../../api/src/create-app';
import { createTestDatabase, testRedisEnv } from '../../../test/support/test-database';
import { deleteRedisKeys } from '../../../test/support/test-app';
import { WorkerModule } from './worker.module';

const describeWithServers = process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;

describeWithServers('Worker process (PostgreSQL + Redis)', () => {
  it('processes what the API enqueued when the API does not process jobs itself', async () => {
    const database = await createTestDatabase();
    const redis = testRedisEnv();
    const env = { JWT_SECRET: randomBytes(32).toString('hex'), ...database.env, ...redis };
    const api = await createApp(loadConfig({ ...env, API_PROCESSES_JOBS: 'false' }), { logger: false });
    await api.init();
    const worker = await NestFactory.createApplicationContext(WorkerModule.register(loadConfig(env)), { logger: false });
    const handled: string[] = [];
    // A topic of the test's own, outside the typed job names.
    const probe = 'probe' as JobName;
    worker.get(OutboxHandlers).register(probe, { handle: async (_payload, { messageId }) => void handled.push(messageId) });
    api.get(OutboxHandlers).register(probe, { handle: async () => { throw new Error('Die API darf das nicht verarbeiten'); } });
    try {
      const message = await api.get(OutboxService).add(probe, {} as never);
      const messages = api.get<DataSource>(getDataSourceToken()).getRepository(OutboxMessage);
      const started = Date.now();
      while ((await messages.findOneByOrFail({ id: message.id })).status !== 'done') {
        if (Date.now() - started > 10_000) throw new Error('Worker hat die Nachricht nicht verarbeitet');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(handled).toEqual([message.id]);
      // Feature handlers are registered in both processes (e.g. the Google-sheet sync queued by a save in the API).
      expect(worker.get(OutboxHandlers).get(JobName.SyncSheetZips)).toBeDefined();
      expect(api.get(OutboxHandlers).get(JobName.SyncSheetZips)).toBeDefined();
    } finally {
      await worker.close();
      await api.close();
      await database.drop();
      await deleteRedisKeys(redis.REDIS_URL, redis.REDIS_PREFIX);
    }
  });
});
