// PostgreSQL pass: the pool's and the queue's metrics on the servers.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { InvoiceRunService } from '@app/invoicing';
import { JobName, OutboxMessage } from '@app/infrastructure';
import { buyerForm, funnelLead, supplierLead } from '../factories';
import { outboxSettled } from '../support/outbox-settled';
import { PORTAL_TEST_PASSWORD } from '../support/portal-session';
import { SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { startTestApp, TestApp } from '../support/test-app';

const METRICS_TOKEN = randomBytes(24).toString('hex');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface LogEntry {
  level: string;
  time: string;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  userId?: number;
  buyerUserId?: number;
  job?: string;
  jobId?: string;
  [key: string]: unknown;
}

/** One sample of the Prometheus text: the value of `name` with exactly these labels, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = (match[2] ?? '').split(/,(?=[a-z_]+=")/).filter(Boolean).sort().join(',');
    if (found === wanted) return Number(match[3]);
  }
  return undefined;
}

/** The API's logs and metrics on a full run: supplier and funnel intake, selling, delivery by mail, logins, the buyers' portal. */
describe('Logs and metrics', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let logText = '';
  const entries = () =>
    logText
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogEntry);
  const scrape = async () => (await t.http.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200)).text;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp(
      { METRICS_TOKEN, LOG_LEVEL: 'debug', SMTP_URL: smtp.url },
      { logStream: { write: (chunk: string) => void (logText += chunk) } },
    );
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  describe('a full run through the API', () => {
    const staffEmail = `lena.vogt.${randomBytes(3).toString('hex')}@example.de`;
    const buyer = buyerForm({ name: 'Rheinsolar Vogt GmbH', email: 'einkauf@rheinsolar-vogt.example', zips: ['50'] });
    const supplierContact = { ...supplierLead().contact, firstName: 'Jonas', lastName: 'Becker', mail: 'jonas.becker@example.de', phone: '0221 9876543' };
    const funnelContact = { firstName: 'Anna', lastName: 'Schmidt', mail: 'Anna.Schmidt@Example.de', phone: '0171 1234567', zip: '50667' };
    const failedLoginEmail = 'niemand.hier@example.de';
    const buyerUser = { email: 'petra.sonnenschein@rheinsolar-vogt.example', name: 'Petra Sonnenschein' };
    let buyerUserId: number;
    const responses: { requestId: string; method: string; route: string; status: number }[] = [];
    const secrets: string[] = [];
    let staffId: number;
    let leadId: number;
    let supplierId: number;
    let metricsBefore: string;

    const note = <T extends { status: number; headers: Record<string, string> }>(method: string, route: string, response: T): T => {
      responses.push({ requestId: response.headers['x-request-id'], method, route, status: response.status });
      return response;
    };

    beforeAll(async () => {
      metricsBefore = await scrape();
      // Logged in as a named staff member, who then works through the API.
      const { token, renewToken } = await t.loginAs(staffEmail, undefined, 'admin');
      secrets.push(token, renewToken);
      const auth = { Authorization: `Bearer ${token}` };
      staffId = (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: number }).sub;
      const organisation = note('POST', '/api/organisation', await t.http.post('/api/organisation').set(auth).send(buyer).expect(201));
      expect(organisation.body.email).toBe(buyer.email);
      const supplier = note('POST', '/api/leadsource', await t.http.post('/api/leadsource').set(auth).send({ name: 'Solarportal Vogt', slug: 'solarportal-vogt' }).expect(201));
      supplierId = supplier.body.id;
      secrets.push(supplier.body.apiKey);

      const intake = note(
        'POST',
        '/public-api/leadsource/lead',
        await t.http.post('/public-api/leadsource/lead').set('X-Api-Key', supplier.body.apiKey).send(supplierLead({ externalId: 'OBS-1', contact: supplierContact })).expect(201),
      );
      leadId = intake.body.id;
      note('POST', '/public-api/lead', await t.http.post('/public-api/lead').set('X-Forwarded-For', '10.90.0.1').send(funnelLead({ contact: funnelContact })).expect(201));
      const qualified = note('PUT', '/api/lead/:lId', await t.http.put(`/api/lead/${leadId}`).set(auth).send({ qualified: true }).expect(200));
      expect(qualified.body.sellingStatistics).toHaveLength(1);
      note('POST', '/auth/login', await t.http.post('/auth/login').send({ email: failedLoginEmail, password: 'Falsches-Passwort-1' }).expect(401));
      note('POST', '/auth/login', await t.http.post('/auth/login').send({ email: buyer.email, password: 'Auch-falsch-2026' }).expect(401));

      // The buyer's own person: invited by staff, sets a password from the mail's link, works in the portal.
      const organisationId = organisation.body.id as number;
      note('POST', '/api/organisation/:id/portal-users', await t.http.post(`/api/organisation/${organisationId}/portal-users`).set(auth).send(buyerUser).expect(201));
      await outboxSettled(t.db);
      // The lead mail to the buyer, both confirmation mails and the invitation went out through the jobs.
      const mails = await smtp.waitFor(4);
      const invitation = mails.map((mail) => /\/portal\/set-password\?token=([\w-]+)/.exec(mail.text ?? '')).find(Boolean)!;
      secrets.push(invitation[1]);
      note('POST', '/portal-api/auth/set-password', await t.http.post('/portal-api/auth/set-password').send({ token: invitation[1], password: PORTAL_TEST_PASSWORD }).expect(200));
      note('POST', '/portal-api/auth/login', await t.http.post('/portal-api/auth/login').send({ email: buyerUser.email, password: 'Nicht-das-Passwort-1' }).expect(401));
      const portal = note('POST', '/portal-api/auth/login', await t.http.post('/portal-api/auth/login').send({ email: buyerUser.email, password: PORTAL_TEST_PASSWORD }).expect(200));
      secrets.push(portal.body.token, portal.body.renewToken);
      buyerUserId = portal.body.user.id;
      const buyerAuth = { Authorization: `Bearer ${portal.body.token}` };
      note('GET', '/portal-api/leads', await t.http.get('/portal-api/leads').set(buyerAuth).expect(200));
      note('GET', '/portal-api/leads/:id', await t.http.get(`/portal-api/leads/${leadId}`).set(buyerAuth).expect(200));
      note('PUT', '/portal-api/leads/:id/outcome', await t.http.put(`/portal-api/leads/${leadId}/outcome`).set(buyerAuth).send({ status: 'won', value: 18500 }).expect(200));
      // A download link carries the access token in its query: the log keeps the route only.
      note('GET', '/portal-api/leads/export', await t.http.get('/portal-api/leads/export').query({ token: portal.body.token }).expect(200));
    });

    it('writes only JSON lines, each with time and level', () => {
      const lines = logText.split('\n').filter(Boolean);
      expect(lines.length).toBeGreaterThan(20);
      for (const line of lines) {
        const entry = JSON.parse(line) as LogEntry;
        expect(typeof entry.msg).toBe('string');
        expect(['trace', 'debug', 'info', 'warn', 'error', 'fatal']).toContain(entry.level);
        expect(new Date(entry.time).toISOString()).toBe(entry.time);
      }
    });

    it('sends every request id back and writes one line per request with it: method, route pattern, status, duration, staff or buyer user id', () => {
      for (const response of responses) {
        expect(response.requestId).toMatch(UUID);
        const lines = entries().filter((entry) => entry.reqId === response.requestId && entry.status !== undefined);
        expect(lines).toEqual([
          expect.objectContaining({ method: response.method, route: response.route, status: response.status, durationMs: expect.any(Number) }),
        ]);
      }
      const qualify = entries().find((entry) => entry.route === '/api/lead/:lId' && entry.method === 'PUT');
      expect(qualify).toMatchObject({ userId: staffId, status: 200, level: 'info', msg: expect.stringMatching(/^PUT \/api\/lead\/:lId 200 \d+ ms$/) });
      expect(entries().find((entry) => entry.route === '/public-api/leadsource/lead')?.userId).toBeUndefined();
      // A buyer user is named by its own id, never taken for the staff member with the same number.
      const outcome = entries().find((entry) => entry.route === '/portal-api/leads/:id/outcome');
      expect(outcome).toMatchObject({ buyerUserId, status: 200 });
      expect(outcome?.userId).toBeUndefined();
      // The path with the lead's id (and any query string) is nowhere: only the pattern.
      expect(logText).not.toContain(`/api/lead/${leadId}`);
      expect(entries().some((entry) => 'url' in entry || 'req' in entry || 'headers' in entry)).toBe(false);
    });

    it('keeps a plain X-Request-Id from the load balancer and replaces anything else', async () => {
      const kept = await t.http.get('/health').set('X-Request-Id', 'haproxy-7f3a9c:0001').expect(200);
      expect(kept.headers['x-request-id']).toBe('haproxy-7f3a9c:0001');
      expect(entries().find((entry) => entry.reqId === 'haproxy-7f3a9c:0001')).toMatchObject({ route: '/health', status: 200, level: 'debug' });
      for (const forged of ['zwei teile', 'x'.repeat(129), 'a\u00e4b', '<script>']) {
        const replaced = await t.http.get('/health').set('X-Request-Id', forged).expect(200);
        expect(replaced.headers['x-request-id']).toMatch(UUID);
      }
      // Refused before any route (a body too large): an id and a line all the same.
      const tooLarge = await t.http.post('/auth/login').set('Content-Type', 'application/json').send(JSON.stringify({ email: 'x', password: 'y'.repeat(1024 * 1024) })).expect(413);
      expect(entries().find((entry) => entry.reqId === tooLarge.headers['x-request-id'])).toMatchObject({ route: 'unmatched', status: 413 });
    });

    it('marks every line a job writes with its name and id', async () => {
      const deliveries = await t.db.getRepository(OutboxMessage).findBy({ topic: JobName.DeliverSale });
      expect(deliveries).toHaveLength(1);
      const jobLines = entries().filter((entry) => entry.jobId === deliveries[0].id);
      expect(jobLines.length).toBeGreaterThan(0);
      expect(jobLines.every((entry) => entry.job === JobName.DeliverSale)).toBe(true);
      expect(entries().some((entry) => entry.job === JobName.SendMail && typeof entry.jobId === 'string')).toBe(true);
    });

    it('marks every line a job writes with the id of the request that created the job', async () => {
      const jobs: { id: string; topic: string; request_id: string | null }[] = await t.db.query(`SELECT id, topic, request_id FROM outbox_message`);
      const requestOf = (method: string, route: string) => responses.find((response) => response.method === method && response.route === route)!.requestId;
      // The sale's delivery was created by the request that qualified the lead, the funnel lead's confirmation mail by its intake.
      const delivery = jobs.find((job) => job.topic === JobName.DeliverSale)!;
      expect(delivery.request_id).toBe(requestOf('PUT', '/api/lead/:lId'));
      expect(jobs.filter((job) => job.topic === JobName.SendMail).map((job) => job.request_id)).toContain(requestOf('POST', '/public-api/lead'));
      for (const job of jobs.filter((each) => each.request_id !== null)) {
        const lines = entries().filter((entry) => entry.jobId === job.id);
        expect({ job: job.topic, lines: lines.length > 0 }).toEqual({ job: job.topic, lines: true });
        expect({ job: job.topic, reqIds: [...new Set(lines.map((line) => line.reqId))] }).toEqual({ job: job.topic, reqIds: [job.request_id] });
      }
    });

    it('writes none of the people, addresses, phone numbers and tokens of the run', () => {
      const text = logText.toLowerCase();
      const personal = [
        staffEmail,
        'Test Person',
        buyer.email,
        buyer.name,
        supplierContact.mail,
        supplierContact.firstName,
        supplierContact.lastName,
        supplierContact.street,
        '0221 9876543',
        '2219876543',
        funnelContact.mail,
        funnelContact.firstName,
        funnelContact.lastName,
        '0171 1234567',
        '1711234567',
        failedLoginEmail,
        buyerUser.email,
        buyerUser.name,
        ...secrets,
      ];
      for (const value of personal) expect({ value, found: text.includes(String(value).toLowerCase()) }).toEqual({ value, found: false });
      // Not even caught by the last line of defence: no call site in the run passed an address or phone on.
      expect(logText).not.toMatch(/\[E-Mail\]|\[Telefon\]/);
      const failed = entries().filter((entry) => entry.msg.startsWith('Fehlgeschlagene Anmeldung'));
      expect(failed).toHaveLength(3);
      expect(failed[0].msg).toMatch(/^Fehlgeschlagene Anmeldung \(Konto [0-9a-f]{16}\)$/);
      expect(failed[0].msg).not.toBe(failed[1].msg);
      expect(failed[2].msg).toMatch(/^Fehlgeschlagene Anmeldung im Käuferportal \(Konto [0-9a-f]{16}\)$/);
    });

    it('counts the intake by source, the sale, the delivery, the mails and the requests', async () => {
      const after = await scrape();
      const moved = (name: string, labels: Record<string, string> = {}) => (sample(after, name, labels) ?? 0) - (sample(metricsBefore, name, labels) ?? 0);
      expect(moved('leadportal_leads_received_total', { source: String(supplierId) })).toBe(1);
      expect(moved('leadportal_leads_received_total', { source: 'funnel' })).toBe(1);
      expect(moved('leadportal_sales_total')).toBe(1);
      expect(moved('leadportal_deliveries_total', { channel: 'email', result: 'delivered' })).toBe(1);
      expect(moved('leadportal_delivery_duration_seconds_count', { channel: 'email' })).toBe(1);
      // The two confirmation mails and the invitation; the lead mail to the buyer is the delivery, counted above.
      expect(moved('leadportal_mails_total', { result: 'sent' })).toBe(3);
      expect(moved('http_request_duration_seconds_count', { method: 'POST', route: '/public-api/leadsource/lead', status_code: '201' })).toBe(1);
      expect(moved('http_request_duration_seconds_count', { method: 'PUT', route: '/api/lead/:lId', status_code: '200' })).toBe(1);
      expect(sample(after, 'leadportal_outbox_due')).toBe(0);
      expect(sample(after, 'leadportal_outbox_oldest_due_seconds')).toBe(0);
    });
  });

  describe('GET /metrics', () => {
    it('answers 401 without the right bearer token, with the reason in German', async () => {
      for (const header of [undefined, 'Bearer falsch', `Bearer ${METRICS_TOKEN}x`, `Basic ${METRICS_TOKEN}`, METRICS_TOKEN]) {
        const call = t.http.get('/metrics');
        const response = await (header ? call.set('Authorization', header) : call).expect(401);
        expect(response.body).toEqual({ statusCode: 401, error: 'Metriken nur mit Authorization: Bearer METRICS_TOKEN' });
        expect(response.headers['www-authenticate']).toBe('Bearer');
      }
    });

    it('serves the Prometheus text format with the product’s metrics, their labels and Node’s own', async () => {
      const response = await t.http.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
      expect(response.headers['cache-control']).toBe('no-store');
      const types = Object.fromEntries([...response.text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => [name, type]));
      expect(types).toMatchObject({
        leadportal_leads_received_total: 'counter',
        leadportal_leads_rejected_total: 'counter',
        leadportal_sales_total: 'counter',
        leadportal_deliveries_total: 'counter',
        leadportal_delivery_duration_seconds: 'histogram',
        leadportal_outbox_due: 'gauge',
        leadportal_outbox_oldest_due_seconds: 'gauge',
        leadportal_mails_total: 'counter',
        leadportal_invoice_run_last_success_timestamp_seconds: 'gauge',
        http_request_duration_seconds: 'histogram',
        process_cpu_user_seconds_total: 'counter',
        nodejs_eventloop_lag_seconds: 'gauge',
        process_resident_memory_bytes: 'gauge',
      });
      // Labels are patterns and codes only: no path with an id, no name, no address.
      const routes = [...response.text.matchAll(/route="([^"]*)"/g)].map(([, route]) => route);
      expect(routes.length).toBeGreaterThan(0);
      expect(routes.filter((route) => /\/\d+(\/|$)/.test(route))).toEqual([]);
      expect(response.text).not.toMatch(/@|Rheinsolar|Solarportal/);
    });

    it('counts refused leads by a short reason code', async () => {
      const before = await scrape();
      await t.http.post('/public-api/leadsource/lead').set('X-Api-Key', 'k'.repeat(48)).send(supplierLead()).expect(401);
      await t.http.post('/public-api/lead').set('X-Forwarded-For', '10.90.0.2').send(funnelLead({ contact: { zip: '1' } })).expect(400);
      await t.http.post('/public-api/lead').set('X-Forwarded-For', '10.90.0.3').send({ contact: 'kaputt' }).expect(400);
      const after = await scrape();
      const moved = (reason: string) => (sample(after, 'leadportal_leads_rejected_total', { reason }) ?? 0) - (sample(before, 'leadportal_leads_rejected_total', { reason }) ?? 0);
      expect(moved('invalid_api_key')).toBe(1);
      expect(moved('invalid_lead')).toBe(1);
      expect(moved('invalid_request')).toBe(1);
    });

    it('reports the last finished monthly invoice run from the database', async () => {
      expect(sample(await scrape(), 'leadportal_invoice_run_last_success_timestamp_seconds')).toBe(0);
      const started = Date.now() / 1000;
      await t.app.get(InvoiceRunService).onSchedule();
      const last = sample(await scrape(), 'leadportal_invoice_run_last_success_timestamp_seconds')!;
      expect(last).toBeGreaterThanOrEqual(Math.floor(started) - 1);
      expect(last).toBeLessThanOrEqual(Date.now() / 1000 + 1);
    });

    it('does not exist without METRICS_TOKEN', async () => {
      // The route reads the setting on every call; the same app with the variable unset.
      const token = t.config.METRICS_TOKEN;
      t.config.METRICS_TOKEN = undefined;
      try {
        const response = await t.http.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(404);
        expect(response.body).toEqual({ statusCode: 404, error: expect.any(String) });
      } finally {
        t.config.METRICS_TOKEN = token;
      }
    });
  });

  describe('GET /ready', () => {
    it('answers 503 with the reason when the database is gone (last: the app has no database afterwards)', async () => {
      await t.http.get('/ready').expect(200);
      if (t.config.DATABASE_URL) {
        // The server refuses new connections to the database and cuts every open one (the app's pool, any probe's own).
        const name = new URL(t.config.DATABASE_URL).pathname.slice(1);
        const admin = new Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        try {
          await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
          await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
        } finally {
          await admin.end();
        }
      } else {
        await t.db.destroy();
      }
      const response = await t.http.get('/ready').expect(503);
      expect(response.body).toMatchObject({ status: 'nicht bereit', database: expect.stringMatching(/^Datenbank nicht erreichbar: /) });
      await t.http.get('/health').expect(200);
    });
  });
});
