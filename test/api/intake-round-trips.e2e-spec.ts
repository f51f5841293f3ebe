import { CLS_REQ, ClsServiceManager } from 'nestjs-cls';
import { Client } from 'pg';
import type { Request } from 'express';
import { Lead } from '@app/leads';
import { OutgoingMail } from '@app/mail';
import { funnelLead, insertLeadsource, supplierLead } from '../factories';
import { outboxSettled } from '../support/outbox-settled';
import { startSmtpSink, SmtpSink } from '../support/smtp-sink';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * What a new lead costs the database (issue 19 §5): one statement, so one round trip, and no
 * transaction around it. Every statement the app sends through `pg` is recorded with the request whose
 * CLS context sent it, so the outbox's timers and the jobs that run after the commit do not count.
 * With SMTP configured, the confirmation mail is queued: its outbox message rides in the same statement.
 */
describe('Intake round trips: one statement per new lead', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let sent: { path: string; text: string; name?: string }[] = [];
  let counter = 0;

  const supplier = (key: string, overrides: Record<string, unknown> = {}) => {
    const n = ++counter;
    return t.http
      .post('/public-api/leadsource/lead')
      .set('X-Api-Key', key)
      .send(supplierLead({ externalId: `RT-${n}`, contact: { ...supplierLead().contact, phone: `0151 4400${String(n).padStart(4, '0')}`, mail: `rt-${n}@example.de` }, ...overrides }));
  };
  /** The statements sent for requests to `path` while `work` ran. */
  const statementsFor = async (path: string, work: () => Promise<unknown>) => {
    sent = [];
    await work();
    return sent.filter((statement) => statement.path === path).map((statement) => statement.text);
  };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ SMTP_URL: smtp.url });
    await insertLeadsource(t, { name: 'Portal', slug: 'rt-portal', apiKey: 'r'.repeat(48) });
    await insertLeadsource(t, { name: 'Callcenter', slug: 'rt-callcenter', apiKey: 'c'.repeat(48), preQualified: true });
    const query = Client.prototype.query;
    jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
      const cls = ClsServiceManager.getClsService();
      const request = cls.isActive() ? cls.get<Request | undefined>(CLS_REQ) : undefined;
      const config = args[0] as string | { text: string; name?: string };
      if (request) sent.push({ path: request.path, ...(typeof config === 'string' ? { text: config } : { text: config.text, name: config.name }) });
      return (query as (...values: unknown[]) => unknown).apply(this, args);
    } as typeof query);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
    await smtp?.close();
  });

  it('a supplier’s lead, its confirmation mail and the mail’s outbox message: one statement, no BEGIN or COMMIT', async () => {
    // The first call of a key reads its lead source and the settings into their caches (10 s).
    await supplier('r'.repeat(48)).expect(201);
    let id = 0;
    const statements = await statementsFor('/public-api/leadsource/lead', async () => {
      id = (await supplier('r'.repeat(48)).expect(201)).body.id;
    });
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/INSERT INTO lead\b/);
    expect(statements[0]).toMatch(/INSERT INTO outgoing_mail\b/);
    expect(statements[0]).toMatch(/INSERT INTO outbox_message\b/);
    expect(statements[0]).toMatch(/FROM do_not_contact\b/);
    // What the statement wrote is there and the mail goes out (the outbox handed its message on).
    const mail = await t.db.getRepository(OutgoingMail).findOneByOrFail({ leadId: id });
    expect(mail).toMatchObject({ kind: 'lead-confirmation', recipient: `rt-${counter}@example.de` });
    await outboxSettled(t.db);
    expect((await t.db.getRepository(OutgoingMail).findOneByOrFail({ id: mail.id })).status).toBe('sent');
    expect(smtp.messages.some((message) => message.subject?.includes('50667 Köln') && JSON.stringify(message.to).includes(`rt-${counter}@example.de`))).toBe(true);
  });

  it('the statement is prepared: every lead of the same shape runs it by the same name, so it is parsed once per connection', async () => {
    const sentFor = async () => {
      sent = [];
      await supplier('r'.repeat(48)).expect(201);
      return sent.filter((statement) => statement.path === '/public-api/leadsource/lead' && /INSERT INTO lead\b/.test(statement.text));
    };
    const [first] = await sentFor();
    const [second] = await sentFor();
    expect(first.name).toMatch(/^p_[\w-]{32}$/);
    expect(second).toEqual(first);
    // Another shape (no externalId: no lookup of an earlier delivery), another statement.
    sent = [];
    await t.http.post('/public-api/leadsource/lead').set('X-Api-Key', 'r'.repeat(48)).send(supplierLead({ externalId: undefined, contact: { ...supplierLead().contact, phone: '0151 44119999', mail: 'rt-shape@example.de' } })).expect(201);
    const other = sent.find((statement) => /INSERT INTO lead\b/.test(statement.text));
    expect(other?.name).toMatch(/^p_/);
    expect(other?.name).not.toBe(first.name);
  });

  it('the prepared statement is planned for each lead: no generic plan made on a young lead table stays', async () => {
    // PostgreSQL would settle on a generic plan after five runs on a connection; made while the lead table
    // is small, it scans the whole table for duplicates (session-settings.ts). Sequential requests reuse
    // the pool's last connection, so one connection runs the statement more than five times here.
    const runs = new Map<Client, string>();
    const spy = jest.spyOn(Client.prototype, 'query');
    const recording = spy.getMockImplementation()!;
    spy.mockImplementation(function (this: Client, ...args: unknown[]) {
      const config = args[0] as { text?: string; name?: string };
      if (config?.name && /INSERT INTO lead\b/.test(config.text ?? '')) runs.set(this, config.name);
      return (recording as (...values: unknown[]) => unknown).apply(this, args);
    } as typeof Client.prototype.query);
    try {
      for (let n = 0; n < 12; n++) await supplier('r'.repeat(48)).expect(201);
    } finally {
      spy.mockImplementation(recording);
    }
    const plans: { generic: number; custom: number }[] = [];
    for (const [client, name] of runs) {
      const { rows } = await client.query<{ generic: number; custom: number }>(
        `SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE name = $1`,
        [name],
      );
      plans.push(...rows);
    }
    expect(Math.max(...plans.map((plan) => plan.custom))).toBeGreaterThan(5);
    expect(plans.map((plan) => plan.generic)).toEqual(plans.map(() => 0));
  });

  it('a pre-qualified source’s lead carries its quality check job, which distributes it, in the same statement', async () => {
    await supplier('c'.repeat(48)).expect(201);
    let id = 0;
    const statements = await statementsFor('/public-api/leadsource/lead', async () => {
      id = (await supplier('c'.repeat(48)).expect(201)).body.id;
    });
    expect(statements).toHaveLength(1);
    const jobs: { payload: unknown }[] = await t.db.query(`SELECT payload FROM outbox_message WHERE topic = 'lead.check-quality' AND (payload->>'leadId')::int = $1`, [id]);
    expect(jobs).toEqual([{ payload: { leadId: id } }]);
    expect(await t.db.getRepository(Lead).findOneByOrFail({ id })).toMatchObject({ qualified: true });
    await outboxSettled(t.db);
    // The check, once done, queued the distribution.
    const distribution: unknown[] = await t.db.query(`SELECT 1 FROM outbox_message WHERE topic = 'lead.distribute' AND (payload->>'leadId')::int = $1`, [id]);
    expect(distribution).toHaveLength(1);
  });

  it('a funnel lead: one statement as well', async () => {
    const post = (n: number) =>
      t.http
        .post('/public-api/lead')
        .set('X-Forwarded-For', `10.44.0.${n}`)
        .send(funnelLead({ contact: { phone: `0171 55500${n}`, mail: `funnel-rt-${n}@example.de` } }));
    await post(1).expect(201);
    const statements = await statementsFor('/public-api/lead', () => post(2).expect(201));
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/INSERT INTO lead\b/);
  });

  it('a repeated externalId: the statement finds the first lead, which is then read once', async () => {
    const first = await supplier('r'.repeat(48)).expect(201);
    const repeated = supplierLead({ externalId: `RT-${counter}`, contact: { ...supplierLead().contact, phone: `0151 4400${String(counter).padStart(4, '0')}`, mail: `rt-${counter}@example.de` } });
    const statements = await statementsFor('/public-api/leadsource/lead', async () => {
      const again = await t.http.post('/public-api/leadsource/lead').set('X-Api-Key', 'r'.repeat(48)).send(repeated).expect(200);
      expect(again.body).toEqual(first.body);
    });
    expect(statements).toHaveLength(2);
    expect(await t.db.getRepository(Lead).countBy({ externalId: `RT-${counter}` })).toBe(1);
  });
});
