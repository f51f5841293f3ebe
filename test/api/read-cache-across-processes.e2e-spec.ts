// PostgreSQL pass: one process's change clears the other's cache through Redis.
import { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { READ_CACHE_TTL_MS } from '@app/infrastructure';
import { createApp } from '../../apps/api/src/create-app';
import { startTestApp, TestApp } from '../support/test-app';

/** Several API processes need one database server and Redis: without both there is nothing to share. */
const onPostgresAndRedis = process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;

/** A change applies in every process within this time; the cache itself would keep a value for READ_CACHE_TTL_MS. */
const WITHIN_MS = 1000;

/** Polls `check` until it holds; answers how long that took, or fails once `WITHIN_MS` passed. */
async function seenWithin(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < WITHIN_MS) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Nach ${WITHIN_MS} ms noch nicht im anderen Prozess angekommen`);
}

onPostgresAndRedis('Read caches of several API processes (PostgreSQL and Redis)', () => {
  let first: TestApp;
  let second: NestExpressApplication;
  let other: ReturnType<typeof request>;
  let auth: { Authorization: string };

  beforeAll(async () => {
    first = await startTestApp();
    // A second API process on the same database and Redis, as behind the load balancer: caches of its own.
    second = await createApp(first.config, { logger: false });
    await second.init();
    other = request(second.getHttpServer());
    auth = await first.staffAuth();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('shows a legal text changed through one process in the other within a second', async () => {
    // Read through the other process first: its cache now holds the pages without a text.
    expect((await other.get('/public-api/legal').expect(200)).body.impressum).toEqual({ text: false });

    await first.http
      .put('/api/settings/legal')
      .set(auth)
      .send({ imprint: { text: 'Sonnenstrom Müller GmbH\nMarienplatz 1\n80331 München' }, terms: {}, privacy: {}, partner: {} })
      .expect(200);

    expect(await seenWithin(async () => (await other.get('/public-api/legal')).body.impressum?.text === true)).toBeLessThan(READ_CACHE_TTL_MS);
    await other.get('/public-api/legal/impressum').expect(200, { title: 'Impressum', text: 'Sonnenstrom Müller GmbH\nMarienplatz 1\n80331 München' });
  });

  it('refuses a supplier key replaced through one process in the other within a second', async () => {
    const source = (await first.http.post('/api/leadsource').set(auth).send({ name: 'Solarvergleich Nord', slug: 'solarvergleich-nord' }).expect(201)).body as { id: number; apiKey: string };
    // The key is checked before the body: an empty body is refused with 400 while the key works, with 401 once it does not.
    await other.post('/public-api/leadsource/lead').set('X-Api-Key', source.apiKey).send({}).expect(400);

    await first.http.post(`/api/leadsource/${source.id}/apikey`).set(auth).expect(200);

    await seenWithin(async () => (await other.post('/public-api/leadsource/lead').set('X-Api-Key', source.apiKey).send({})).status === 401);
  });
});
