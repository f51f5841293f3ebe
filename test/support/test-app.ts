import { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import IORedis from 'ioredis';
import { AppConfig, loadConfig } from '@app/common';
import { UsersService } from '@app/users';
import { createApp } from '../../apps/api/src/create-app';
import { createTestDatabase, testRedisEnv } from './test-database';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  http: ReturnType<typeof request>;
  /** Creates a staff user and returns a logged-in session for them. */
  loginAs(email?: string, password?: string, isAdmin?: boolean): Promise<{ token: string; renewToken: string }>;
  close(): Promise<void>;
}

/** The real HTTP app on a fresh database (embedded, or DATABASE_URL) and, when set, the real Redis. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const redis = testRedisEnv();
  const config = loadConfig({ JWT_SECRET: randomBytes(32).toString('hex'), ...database.env, ...redis, ...env });
  const app = await createApp(config, { logger: false });
  await app.init();
  const http = request(app.getHttpServer());
  return {
    app,
    config,
    http,
    async loginAs(email = `staff-${randomBytes(3).toString('hex')}@example.de`, password = 'geheim-123', isAdmin = false) {
      await app.get(UsersService).createOrUpdate({ email, password, name: 'Test Person', isAdmin });
      const response = await http.post('/auth/login').send({ email, password }).expect(200);
      return { token: response.body.token, renewToken: response.body.renewToken };
    },
    async close() {
      await app.close();
      await database.drop();
      if (redis.REDIS_URL) await deleteRedisKeys(redis.REDIS_URL, redis.REDIS_PREFIX);
    },
  };
}

export async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const client = new IORedis(redisUrl);
  const keys = await client.keys(`${prefix}:*`);
  if (keys.length > 0) await client.del(...keys);
  client.disconnect();
}
