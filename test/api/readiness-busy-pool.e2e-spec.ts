// PostgreSQL pass: readiness while the connection pool is busy.
import { startTestApp, TestApp } from '../support/test-app';

/**
 * GET /ready is what the load balancer asks (ops/haproxy/haproxy.cfg). In the cluster test, staff edits waiting
 * for the audit trail's lock held every connection of the request pool; the check queued behind them, timed
 * out, and HAProxy took both healthy processes out of rotation: 503 for every request. Readiness says whether
 * PostgreSQL answers, not whether the pool has a free connection this second.
 */
describe('GET /ready while the request pool is busy', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  // The embedded database runs one transaction at a time: a busy connection there is a busy database.
  const onPostgres = process.env.DATABASE_URL ? it : it.skip;

  onPostgres('answers at once while every pooled connection is taken', async () => {
    // More statements than the pool has connections (10), each holding its connection for 5 s.
    const busy = Array.from({ length: 12 }, () => t.db.query('SELECT pg_sleep(5)'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    const response = await t.http.get('/ready').expect(200);
    const tookMs = Date.now() - started;
    expect(response.body).toMatchObject({ status: 'ok', database: 'ok' });
    await Promise.all(busy);
    // Queued behind the pool it took until a statement finished, about 5 s.
    expect(tookMs).toBeLessThan(2500);
  });
});
