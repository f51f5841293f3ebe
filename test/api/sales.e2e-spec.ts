// PostgreSQL pass: the sale's deliveries go through the queue on Redis.
import { Sale } from '@app/sales';
import { buyerConditions, createBuyer, insertLeadsource, submitFunnelLead } from '../factories';
import { FakeWebhook, startFakeWebhook } from '../support/fake-webhook';
import { startSmtpSink, SmtpSink } from '../support/smtp-sink';
import { startTestApp, TestApp } from '../support/test-app';
import { MID_MONTH, TestClock } from '../support/test-clock';

describe('Sales: qualifying sells to the top buyers and delivers', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  /** The buyers' Zapier hook, a local fake named in OUTBOUND_ALLOW_HOSTS. */
  let hook: FakeWebhook;
  let auth: { Authorization: string };
  let db: TestApp['db'];
  const ids: Record<string, number> = {};

  const buyer = async (name: string, prio: number, zip = '80', extra: Record<string, unknown> = {}) => {
    ids[name] = (await createBuyer(t, { name, prio, leadSellCost: 40 + prio, zips: [zip], ...extra })).id;
  };
  const newLead = async (contact: Record<string, unknown> = {}) => (await submitFunnelLead(t, { zip: '80331', ...contact })).id;
  const waitFor = async (check: () => Promise<boolean>) => {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > 10_000) throw new Error('Zeitüberschreitung');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    hook = await startFakeWebhook();
    t = await startTestApp({ SMTP_URL: smtp.url, OUTBOUND_ALLOW_HOSTS: new URL(hook.url).host });
    // Monthly limits count from the month's start: mid-month, a run at the turn of a month counts the same.
    t.useClock(TestClock.runningFrom(MID_MONTH));
    auth = await t.staffAuth();
    db = t.db;
    await t.http.put('/api/settings/distribution').set(auth).send({ buyersPerLead: 2, duplicateWindowDays: 30 }).expect(200);
    await buyer('Erster', 10);
    await buyer('Zweiter', 20);
    await buyer('Dritter', 30);
    await buyer('Anderswo', 5, '10');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await hook.close();
  });
  beforeEach(() => {
    hook.mode = 'ok';
    hook.requests.length = 0;
  });

  it('sells a lead qualified via PUT /api/lead/{lId} to the top N at their price, once, and delivers by mail', async () => {
    const leadId = await newLead();
    const before = smtp.messages.length;
    const qualified = await t.http.put(`/api/lead/${leadId}`).set(auth).send({ qualified: true }).expect(200);
    expect(qualified.body.qualified).toBe(true);
    expect(qualified.body.qualifiedAt).toEqual(expect.any(String));
    expect(qualified.body.sellingStatistics.map((sale: { organisation: { name: string }; price: number }) => [sale.organisation.name, sale.price])).toEqual([
      ['Erster', 50],
      ['Zweiter', 60],
    ]);
    // Qualifying again sells nothing twice.
    await t.http.put(`/api/lead/${leadId}`).set(auth).send({ qualified: true }).expect(200);
    expect(await db.getRepository(Sale).countBy({ leadId })).toBe(2);

    await waitFor(async () => {
      const { body } = await t.http.get(`/api/lead/${leadId}`).set(auth).expect(200);
      return body.sellingStatistics.every((sale: { delivery: { status: string } }) => sale.delivery.status === 'delivered');
    });
    const mails = (await smtp.waitFor(before + 3)).slice(before).filter((mail) => mail.subject?.startsWith('Neuer Lead'));
    expect(mails.map((mail) => mail.to && 'text' in mail.to ? mail.to.text : '').sort()).toEqual(['erster@kaeufer.example', 'zweiter@kaeufer.example']);
    expect(mails[0].subject).toBe(`Neuer Lead ${leadId}: Anna Schmidt, 80331 München`);
  });

  it('sells by hand only to fitting buyers unless forced, and never the same buyer twice', async () => {
    const leadId = await newLead();
    const refused = await t.http.post(`/api/lead/${leadId}/sell`).set(auth).send({ organisations: [ids.Anderswo] }).expect(400);
    expect(refused.body.error).toBe('Nicht verkauft: Anderswo: Postleitzahl liegt nicht im Gebiet: 80331');
    const sold = await t.http.post(`/api/lead/${leadId}/sell`).set(auth).send({ organisations: [ids.Dritter, ids.Anderswo], force: true }).expect(200);
    expect(sold.body.sellingStatistics.map((sale: { organisation: { name: string }; manual: boolean; forced: boolean }) => [sale.organisation.name, sale.manual, sale.forced])).toEqual([
      ['Dritter', true, false],
      ['Anderswo', true, true],
    ]);
    expect(sold.body.history[0]).toMatchObject({ kind: 'sold', text: 'Von Hand verkauft an Dritter, Anderswo (erzwungen)' });
    expect(sold.body.history[0].user).toBeTruthy();
    const twice = await t.http.post(`/api/lead/${leadId}/sell`).set(auth).send({ organisations: [ids.Dritter], force: true }).expect(400);
    expect(twice.body.error).toBe('Nicht verkauft: Dritter: Hat diesen Lead schon gekauft');

    // A deleted company gets nothing, forced or not; unknown ids are named.
    await buyer('Aufgeloest', 1);
    await t.http.delete(`/api/organisations/${ids.Aufgeloest}`).set(auth).expect(200);
    const deleted = await t.http.post(`/api/lead/${leadId}/sell`).set(auth).send({ organisations: [ids.Aufgeloest, 999999], force: true }).expect(400);
    expect(deleted.body.error).toBe('Nicht verkauft: Aufgeloest: Unternehmen ist gelöscht; Unternehmen 999999 gibt es nicht');
    expect(await db.getRepository(Sale).countBy({ leadId })).toBe(2);
  });

  it('shows on Lead Matchen what was sold: buyers of the lead are explained, the next in line fit', async () => {
    const leadId = await newLead();
    const fitting = async () => (await t.http.get(`/api/organisation/match/${leadId}`).set(auth).expect(200)).body.map((row: { name: string; leadId: number }) => [row.name, row.leadId]);
    expect(await fitting()).toEqual([
      ['Erster', leadId],
      ['Zweiter', leadId],
      ['Dritter', leadId],
    ]);
    await t.http.put(`/api/lead/${leadId}`).set(auth).send({ qualified: true }).expect(200);
    expect(await fitting()).toEqual([['Dritter', leadId]]);
    const all = await t.http.get(`/api/organisation/match/${leadId}?all=true`).set(auth).expect(200);
    const reasons = Object.fromEntries(all.body.map((row: { name: string; reason?: string }) => [row.name, row.reason ?? 'passt']));
    expect(reasons).toMatchObject({ Erster: 'Hat diesen Lead schon gekauft', Zweiter: 'Hat diesen Lead schon gekauft', Dritter: 'passt' });
  });

  it('does not sell the same person to a buyer again within the duplicate window', async () => {
    const first = await newLead({ phone: '0160 1112233', mail: 'gleich@example.de' });
    await t.http.put(`/api/lead/${first}`).set(auth).send({ qualified: true }).expect(200);
    const second = await newLead({ phone: '0160 1112233', mail: 'gleich@example.de' });
    const { body } = await t.http.put(`/api/lead/${second}`).set(auth).send({ qualified: true }).expect(200);
    expect(body.sellingStatistics.map((sale: { organisation: { name: string } }) => sale.organisation.name)).toEqual(['Dritter']);
  });

  it('distributes a lead from a pre-qualified source on intake', async () => {
    const source = await insertLeadsource(t, { name: 'Callcenter', slug: 'callcenter', apiKey: 'c'.repeat(48), preQualified: true });
    const { body } = await t.http
      .post('/public-api/leadsource/lead')
      .set('X-Api-Key', source.apiKey)
      .send({ contact: { firstName: 'Eva', lastName: 'Lang', phone: '0171 5556667', mail: 'eva.lang@example.de', street: 'Marienplatz 1', zip: '80331' } })
      .expect(201);
    await waitFor(async () => (await db.getRepository(Sale).countBy({ leadId: body.id })) === 2);
  });

  it('counts only non-reclaimed sales of this month toward the monthly limit', async () => {
    await buyer('Limitiert', 1, '81', { monthlyLeadLimit: 1 });
    const soldTo = async (leadId: number) =>
      (await t.http.put(`/api/lead/${leadId}`).set(auth).send({ qualified: true }).expect(200)).body.sellingStatistics.map((sale: { organisation: { name: string } }) => sale.organisation.name);
    const first = await newLead({ zip: '81667' });
    expect(await soldTo(first)).toEqual(['Limitiert']);
    expect(await soldTo(await newLead({ zip: '81667' }))).toEqual([]);
    await db.getRepository(Sale).update({ leadId: first }, { reclaimed: true, reclaimedAt: new Date() });
    expect(await soldTo(await newLead({ zip: '81667' }))).toEqual(['Limitiert']);
  });

  it('shows a refused webhook delivery as failed with its error, and delivers it on retry', async () => {
    await buyer('Webhookkunde', 1, '82', { type: 'zapier', zapier: { uri: hook.url } });
    hook.mode = 'reject';
    const leadId = await newLead({ zip: '82110' });
    await t.http.put(`/api/lead/${leadId}`).set(auth).send({ qualified: true }).expect(200);
    const deliveryOf = async () => (await t.http.get(`/api/lead/${leadId}`).set(auth).expect(200)).body.sellingStatistics[0].delivery;
    await waitFor(async () => (await deliveryOf()).status === 'failed');
    const failed = await deliveryOf();
    // Status and reason only: what a buyer's address answers is never shown.
    expect(failed.lastError).toBe('Zapier lehnt die Lieferung ab (HTTP 400).');
    hook.mode = 'ok';
    await t.http.post(`/api/deliveries/${failed.id}/retry`).set(auth).expect(200, { id: failed.id, status: 'pending' });
    await waitFor(async () => (await deliveryOf()).status === 'delivered');
    const posts = hook.requests.filter((request) => request.method === 'POST');
    expect(posts.at(-1)?.headers['idempotency-key']).toBe(String((await t.http.get(`/api/lead/${leadId}`).set(auth)).body.sellingStatistics[0].id));
    await t.http.post(`/api/deliveries/${failed.id}/retry`).set(auth).expect(400);
  });

  it('tells when a pending delivery is tried next: after a buyer\'s delay, and after a failed attempt', async () => {
    hook.mode = 'error';
    await buyer('Wartekunde', 1, '83', { type: 'zapier', zapier: { uri: hook.url } });
    await buyer('Spaetkunde', 2, '83', { conditions: buyerConditions({ zips: ['83'], delay: 30 }) });

    const leadId = await newLead({ zip: '83022' });
    const soldAt = Date.now();
    await t.http.put(`/api/lead/${leadId}`).set(auth).send({ qualified: true }).expect(200);
    const deliveryTo = async (name: string) =>
      (await t.http.get(`/api/lead/${leadId}`).set(auth).expect(200)).body.sellingStatistics.find((sale: { organisation: { name: string } }) => sale.organisation.name === name).delivery;

    const delayed = await deliveryTo('Spaetkunde');
    expect(delayed).toMatchObject({ status: 'pending', attempts: 0 });
    expect(Date.parse(delayed.nextAttemptAt) - soldAt).toBeGreaterThan(29 * 60_000);
    expect(Date.parse(delayed.nextAttemptAt) - soldAt).toBeLessThan(31 * 60_000);

    // Recorded on the delivery first, then the outbox schedules the next attempt.
    await waitFor(async () => {
      const delivery = await deliveryTo('Wartekunde');
      return delivery.attempts === 1 && delivery.nextAttemptAt !== null;
    });
    const retrying = await deliveryTo('Wartekunde');
    expect(retrying).toMatchObject({ status: 'pending', lastError: 'Zapier antwortet mit Fehler 500.' });
    // The first wait after a failed attempt is one minute.
    expect(Date.parse(retrying.nextAttemptAt) - Date.now()).toBeGreaterThan(40_000);
    expect(Date.parse(retrying.nextAttemptAt) - Date.now()).toBeLessThan(61_000);
  });

  it('answers unknown leads and deliveries with German 404s', async () => {
    expect((await t.http.get('/api/lead/999999').set(auth).expect(404)).body.error).toBe('Lead 999999 gibt es nicht.');
    await t.http.post('/api/deliveries/999999/retry').set(auth).expect(404);
    await t.http.put('/api/lead/1').send({ qualified: true }).expect(401);
  });
});
