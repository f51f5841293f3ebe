import { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { globalAgent } from 'node:http';
import request from 'supertest';
import IORedis from 'ioredis';
import type { DestinationStream } from 'pino';
import { DataSource } from 'typeorm';
import { AppConfig, Clock, loadConfig } from '@app/infrastructure';
import type { StaffRole } from '@app/contract';
import { UsersService } from '@app/users';
import { TEST_PASSWORD } from '../factories/users';
import { createApp } from '../../apps/api/src/create-app';
import { createTestDatabase, testRedisEnv } from './test-database';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  /** The environment the app was configured from (a worker process started beside it takes the same). */
  env: Record<string, string>;
  http: ReturnType<typeof request>;
  /** The app's own database connection, for arranging data and checking what was stored. */
  db: DataSource;
  /** Creates a staff user (an administrator unless `role` says otherwise) and returns a logged-in session for them. */
  loginAs(email?: string, password?: string, role?: StaffRole): Promise<{ token: string; renewToken: string }>;
  /** `Authorization` header of a newly created, logged-in staff user (administrator unless `role` says otherwise). */
  staffAuth(role?: StaffRole): Promise<{ Authorization: string }>;
  /** From now on the app's services take "now" from `clock` (the app's Clock instance is shared by all of them). */
  useClock(clock: Clock): void;
  close(): Promise<void>;
}

/**
 * The real HTTP app on a fresh database (embedded, or DATABASE_URL) and, when set, the real Redis.
 * It logs nothing, unless `logStream` takes its JSON lines.
 */
export async function startTestApp(overrides: Record<string, string> = {}, options: { logStream?: DestinationStream } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const redis = testRedisEnv();
  // No DNS from API tests (the machine's resolver answers what it likes): the e-mail domain check has its own test with a local DNS server.
  const env: Record<string, string> = { JWT_SECRET: randomBytes(32).toString('hex'), EMAIL_DNS: 'off', ...database.env, ...redis, ...overrides };
  const config = loadConfig(env);
  const app = await createApp(config, options.logStream ? { logStream: options.logStream } : { logger: false });
  // Listening once, on loopback: supertest would otherwise open and close a server for every request.
  await app.listen(0, '127.0.0.1');
  const http = request(app.getHttpServer());
  const loginAs: TestApp['loginAs'] = async (email = `staff-${randomBytes(3).toString('hex')}@example.de`, password = TEST_PASSWORD, role = 'admin') => {
    await app.get(UsersService).createOrUpdate({ email, password, name: 'Test Person', role });
    const response = await http.post('/auth/login').send({ email, password }).expect(200);
    return { token: response.body.token, renewToken: response.body.renewToken };
  };
  return {
    app,
    config,
    env,
    http,
    db: app.get<DataSource>(getDataSourceToken()),
    loginAs,
    async staffAuth(role) {
      return { Authorization: `Bearer ${(await loginAs(undefined, undefined, role)).token}` };
    },
    useClock(clock) {
      jest.spyOn(app.get(Clock), 'now').mockImplementation(() => clock.now());
    },
    async close() {
      // Node's shared agent keeps the requests' sockets open for reuse, and the server waits for them before it
      // closes; each was opened inside a test, and Jest's per-test async context on it would keep this whole
      // test file (app, database, modules) in the worker's memory for the rest of the run.
      globalAgent.destroy();
      await app.close();
      await database.drop();
      if (env.REDIS_URL) await deleteRedisKeys(env.REDIS_URL, env.REDIS_PREFIX);
    },
  };
}

export async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const client = new IORedis(redisUrl);
  const keys = await client.keys(`${prefix}:*`);
  if (keys.length > 0) await client.del(...keys);
  client.disconnect();
}
