import { randomBytes } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { loadConfig } from '@app/common/config/app-config';
import { OutboxMessage } from '@app/common/queue/outbox-message.entity';
import { OutboxHandlers } from '@app/common/queue/outbox-handlers';
import { OutboxService } from '@app/common/queue/outbox.service';
import { SHEET_ZIPS_SYNC_TOPIC } from '@app/organisations/sheet-zips/sheet-zips.service';
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
    worker.get(OutboxHandlers).register('probe', { handle: async (message) => void handled.push(message.id) });
    api.get(OutboxHandlers).register('probe', { handle: async () => { throw new Error('Die API darf das nicht verarbeiten'); } });
    try {
      const message = await api.get(OutboxService).transaction((tx) => tx.add('probe', {}));
      const messages = api.get<DataSource>(getDataSourceToken()).getRepository(OutboxMessage);
      const started = Date.now();
      while ((await messages.findOneByOrFail({ id: message.id })).status !== 'done') {
        if (Date.now() - started > 10_000) throw new Error('Worker hat die Nachricht nicht verarbeitet');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(handled).toEqual([message.id]);
      // Feature handlers are registered in both processes (e.g. the Google-sheet sync queued by a save in the API).
      expect(worker.get(OutboxHandlers).get(SHEET_ZIPS_SYNC_TOPIC)).toBeDefined();
      expect(api.get(OutboxHandlers).get(SHEET_ZIPS_SYNC_TOPIC)).toBeDefined();
    } finally {
      await worker.close();
      await api.close();
      await database.drop();
      await deleteRedisKeys(redis.REDIS_URL, redis.REDIS_PREFIX);
    }
  });
});
