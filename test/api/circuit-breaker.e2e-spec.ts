import { randomBytes } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { Organisation } from '@app/organisations';
import { Delivery, Sale } from '@app/sales';
import { createBuyer, submitFunnelLead } from '../factories';
import { FakeWebhook, startFakeWebhook } from '../support/fake-webhook';
import { SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { startTestApp, TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

const ALERTS = 'technik@leadportal.example';
const METRICS_TOKEN = 'metriken-fuer-den-test-0123456789';
const recipientsOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((entry) => entry.address ?? ''));

describe('Circuit breaker: a buyer whose webhook breaks never stops getting leads unseen', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let auth: { Authorization: string };
  /** The buyers' hooks, local fakes named in OUTBOUND_ALLOW_HOSTS: one per scenario. */
  const hooks: Record<'tenInARow' | 'anHour' | 'bulk', FakeWebhook> = {} as never;

  const until = async (check: () => Promise<boolean> | boolean, what: string, timeoutMs = 20_000) => {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > timeoutMs) throw new Error(`Zeitüberschreitung: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const mailsTo = (address: string) => smtp.messages.filter((mail) => recipientsOf(mail).includes(address));
  const leadMailsTo = (address: string) => mailsTo(address).filter((mail) => mail.subject?.startsWith('Neuer Lead'));
  const organisation = async (id: number) => (await t.http.get(`/api/organisation/${id}`).set(auth).expect(200)).body;
  const listed = async (id: number) => (await t.http.get('/api/organisations').set(auth).expect(200)).body.find((row: { id: number }) => row.id === id);
  /** Qualifies a new lead from the postal area; answers the sale (one buyer covers each area here). */
  const sell = async (zip: string): Promise<number> => {
    const lead = await submitFunnelLead(t, { zip });
    const { body } = await t.http.put(`/api/lead/${lead.id}`).set(auth).send({ qualified: true }).expect(200);
    expect(body.sellingStatistics).toHaveLength(1);
    return body.sellingStatistics[0].id;
  };
  /** The gauge the alert rule 'a buyer paused by the circuit breaker' watches. */
  const stoppedGauge = async () => {
    const { text } = await t.http.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
    return Number(/^leadportal_buyers_delivery_stopped (\d+)$/m.exec(text)?.[1]);
  };
  const deliveriesOf = (organisationId: number) =>
    t.db.getRepository(Delivery).createQueryBuilder('delivery').innerJoin('delivery.sale', 'sale').where('sale.organisationId = :organisationId', { organisationId }).orderBy('delivery.saleId').getMany();

  beforeAll(async () => {
    smtp = await startSmtpSink();
    for (const name of ['tenInARow', 'anHour', 'bulk'] as const) hooks[name] = await startFakeWebhook();
    const allowed = Object.values(hooks).map((hook) => new URL(hook.url).host);
    t = await startTestApp({ SMTP_URL: smtp.url, ENCRYPTION_KEY: randomBytes(32).toString('hex'), OUTBOUND_ALLOW_HOSTS: allowed.join(','), METRICS_TOKEN });
    auth = await t.staffAuth();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    for (const hook of Object.values(hooks)) await hook.close();
  });

  describe('Settings → Benachrichtigungen', () => {
    it('keeps the staff alert address, refusing what is not one in German', async () => {
      expect((await t.http.get('/api/settings/notifications').set(auth).expect(200)).body).toEqual({ alertEmail: '' });
      const refused = await t.http.put('/api/settings/notifications').set(auth).send({ alertEmail: 'technik@' }).expect(400);
      expect(refused.body.error).toContain('Bitte gültige E-Mail-Adressen angeben, mehrere durch Komma getrennt, oder das Feld leer lassen');
      expect((await t.http.put('/api/settings/notifications').set(auth).send({ alertEmail: ` ${ALERTS} ` }).expect(200)).body).toEqual({ alertEmail: ALERTS });
      await t.http.put('/api/settings/notifications').set(await t.staffAuth('sales')).send({ alertEmail: 'x@example.de' }).expect(403);
      expect((await t.http.get('/api/settings/notifications').set(auth).expect(200)).body).toEqual({ alertEmail: ALERTS });
    });
  });

  describe('ten failures in a row', () => {
    let hook: FakeWebhook;
    let buyerId: number;
    const sales: number[] = [];
    const BUYER_MAIL = 'hakenfest@kaeufer.example';

    beforeAll(async () => {
      hook = hooks.tenInARow;
      buyerId = (await createBuyer(t, { name: 'Hakenfest', email: BUYER_MAIL, type: 'zapier', zapier: { uri: hook.url }, zips: ['80'] })).id;
    });

    it('stop its webhook at the tenth failed attempt, with the reason on the organisation and in the list', async () => {
      hook.mode = 'error';
      while (hook.requests.length < 10) {
        const before = hook.requests.length;
        expect((await organisation(buyerId)).deliveryStop).toBeNull();
        sales.push(await sell('80331'));
        await until(() => hook.requests.length > before, 'Zustellversuch');
      }
      await until(async () => (await organisation(buyerId)).deliveryStop !== null, 'Zustellstopp');
      const stop = (await organisation(buyerId)).deliveryStop;
      expect(stop).toEqual({ since: expect.any(String), reason: '10 Zustellversuche in Folge fehlgeschlagen, zuletzt: Zapier antwortet mit Fehler 500.' });
      expect((await listed(buyerId)).deliveryStop).toEqual(stop);
      expect(await stoppedGauge()).toBe(1);
      // Nothing of what the hook answered ('Internal Server Error') is kept in the reason.
      expect(stop.reason).not.toContain('Internal');
    });

    it('mail every lead so far to the buyer’s address at once, marked as fallback, and stop trying the hook', async () => {
      await until(() => leadMailsTo(BUYER_MAIL).length >= sales.length, 'Ersatz-Mails');
      await until(async () => (await deliveriesOf(buyerId)).every((delivery) => delivery.status === 'delivered'), 'alle per E-Mail zugestellt');
      const deliveries = await deliveriesOf(buyerId);
      expect(deliveries.map((delivery) => delivery.saleId)).toEqual(sales);
      expect(deliveries.every((delivery) => delivery.fallback && delivery.fallbackAt !== null)).toBe(true);
      // Each lead once, each saying why it comes by mail.
      const mails = leadMailsTo(BUYER_MAIL);
      expect(mails).toHaveLength(sales.length);
      expect(mails.every((mail) => mail.text?.includes('Die Übermittlung an Ihr System (Zapier) ist zurzeit gestört.'))).toBe(true);
      expect(hook.requests).toHaveLength(10);
    });

    it('send the staff alert address exactly one mail about it', async () => {
      await until(() => mailsTo(ALERTS).length > 0, 'Warnmail');
      await new Promise((resolve) => setTimeout(resolve, 500));
      const alerts = mailsTo(ALERTS);
      expect(alerts).toHaveLength(1);
      expect(alerts[0].subject).toBe('Zustellung gestoppt: Hakenfest');
      expect(alerts[0].text).toContain('Grund: 10 Zustellversuche in Folge fehlgeschlagen, zuletzt: Zapier antwortet mit Fehler 500.');
      expect(alerts[0].text).toContain(`/organisations/${buyerId}`);
      expect(alerts[0].text).toContain(BUYER_MAIL);
      expect(recipientsOf(alerts[0])).toEqual([ALERTS]);
    });

    it('deliver the next sale by e-mail instead, shown as fallback on the lead page', async () => {
      const saleId = await sell('80331');
      sales.push(saleId);
      await until(() => leadMailsTo(BUYER_MAIL).length === sales.length, 'Ersatz-Mail des neuen Verkaufs');
      const sale = await t.db.getRepository(Sale).findOneByOrFail({ id: saleId });
      const { body } = await t.http.get(`/api/lead/${sale.leadId}`).set(auth).expect(200);
      expect(body.sellingStatistics[0].delivery).toMatchObject({ status: 'delivered', fallback: true, fallbackAt: expect.any(String) });
      expect(hook.requests).toHaveLength(10);
      expect(mailsTo(ALERTS)).toHaveLength(1);
    });

    it('resume: the fixed hook gets every missing sale in sale order, each idempotency key once', async () => {
      hook.mode = 'ok';
      const { body } = await t.http.post(`/api/organisation/${buyerId}/deliveries/resume`).set(auth).expect(200);
      expect(body).toEqual({ queued: sales.length });
      expect((await organisation(buyerId)).deliveryStop).toBeNull();
      expect((await listed(buyerId)).deliveryStop).toBeNull();
      expect(await stoppedGauge()).toBe(0);
      await until(() => hook.acceptedKeys.length >= sales.length, 'Nachstellung');
      await until(async () => (await deliveriesOf(buyerId)).every((delivery) => delivery.status === 'delivered' && !delivery.fallback), 'alle im Webhook');
      expect(hook.acceptedKeys).toEqual(sales.map(String));
      // The fallback mails stay on record; nothing was mailed twice.
      expect((await deliveriesOf(buyerId)).every((delivery) => delivery.fallbackAt !== null)).toBe(true);
      expect(leadMailsTo(BUYER_MAIL)).toHaveLength(sales.length);
    });

    it('says so in German when there is nothing to resume', async () => {
      const answer = await t.http.post(`/api/organisation/${buyerId}/deliveries/resume`).set(auth).expect(409);
      expect(answer.body.error).toBe(`Die Zustellung an Unternehmen ${buyerId} ist nicht gestoppt.`);
      expect((await t.http.post('/api/organisation/999999/deliveries/resume').set(auth).expect(404)).body.error).toBe('Unternehmen 999999 gibt es nicht.');
      await t.http.post(`/api/organisation/${buyerId}/deliveries/resume`).set(await t.staffAuth('accounting')).expect(403);
      expect(hook.acceptedKeys).toHaveLength(sales.length);
    });

    it('lets only one of two resumes at the same moment through', async () => {
      // Stopped again (arranged in the table): two staff press the button at once.
      await t.db.query(`UPDATE organisation SET delivery_stop_since = now(), delivery_stop_reason = 'Test' WHERE id = $1`, [buyerId]);
      const answers = await Promise.all([1, 2].map(() => t.http.post(`/api/organisation/${buyerId}/deliveries/resume`).set(auth)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 200)!.body).toEqual({ queued: 0 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(hook.acceptedKeys).toHaveLength(sales.length);
    });

    it('resume: sales made while the backlog is being sent wait behind it instead of overtaking it', async () => {
      // Stopped again (arranged in the table); three sales go by mail meanwhile.
      await t.db.query(`UPDATE organisation SET delivery_stop_since = now(), delivery_stop_reason = 'Test' WHERE id = $1`, [buyerId]);
      const kept: number[] = [];
      for (let n = 0; n < 3; n++) kept.push(await sell('80331'));
      await until(() => leadMailsTo(BUYER_MAIL).length === sales.length + kept.length, 'Ersatz-Mails');
      const before = hook.acceptedKeys.length;
      // A slow hook: the backlog takes a while, and two sales are made while it runs.
      hook.delayMs = 400;
      await t.http.post(`/api/organisation/${buyerId}/deliveries/resume`).set(auth).expect(200, { queued: 3 });
      const meanwhile = [await sell('80331'), await sell('80331')];
      await until(() => hook.acceptedKeys.length >= before + 5, 'Nachstellung und neue Verkäufe', 30_000);
      hook.delayMs = 0;
      expect(hook.acceptedKeys.slice(before)).toEqual([...kept, ...meanwhile].map(String));
      await until(async () => (await deliveriesOf(buyerId)).every((delivery) => delivery.status === 'delivered' && !delivery.fallback), 'alle im Webhook');
      // The backlog ends once its job hands on after the last delivery (a moment after that delivery is marked);
      // then the next sale goes out on its own again.
      const backlog = async () => (await t.db.query(`SELECT delivery_backlog_message_id AS backlog FROM organisation WHERE id = $1`, [buyerId]))[0].backlog;
      await until(async () => (await backlog()) === null, 'Nachstellung beendet');
      const next = await sell('80331');
      await until(() => hook.acceptedKeys.includes(String(next)), 'nächster Verkauf');
      sales.push(...kept, ...meanwhile, next);
    });
  });

  describe('failures lasting more than an hour', () => {
    let hook: FakeWebhook;
    let buyerId: number;

    beforeAll(async () => {
      hook = hooks.anHour;
      buyerId = (await createBuyer(t, { name: 'Dauerfehler', email: 'dauer@kaeufer.example', type: 'make', make: { uri: hook.url }, zips: ['82'] })).id;
    });

    it('stop after two failures an hour apart, and alert every active administrator when no address is set', async () => {
      await t.http.put('/api/settings/notifications').set(auth).send({ alertEmail: '' }).expect(200);
      const clock = TestClock.runningFrom(new Date());
      t.useClock(clock);
      hook.mode = 'error';
      await sell('82110');
      await until(() => hook.requests.length === 1, 'erster Fehlversuch');
      await until(async () => (await t.db.getRepository(Organisation).findOneByOrFail({ id: buyerId })).deliveryFailuresInRow === 1, 'gezählt');
      clock.advance(61 * 60_000);
      await sell('82110');
      await until(async () => (await organisation(buyerId)).deliveryStop !== null, 'Zustellstopp nach einer Stunde');
      const { reason } = (await organisation(buyerId)).deliveryStop;
      expect(reason).toMatch(/^Zustellversuche schlagen seit über einer Stunde fehl \(seit \d\d\.\d\d\.\d{4} \d\d:\d\d\), zuletzt: Make antwortet mit Fehler 500\.$/);
      expect(hook.requests).toHaveLength(2);

      const admins: { email: string }[] = await t.db.query(`SELECT email FROM staff_user WHERE role = 'admin' AND active ORDER BY id`);
      await until(() => smtp.messages.some((mail) => mail.subject === 'Zustellung gestoppt: Dauerfehler'), 'Warnmail an die Administratoren');
      const alerts = smtp.messages.filter((mail) => mail.subject === 'Zustellung gestoppt: Dauerfehler');
      expect(alerts).toHaveLength(1);
      expect(recipientsOf(alerts[0]).sort()).toEqual(admins.map((admin) => admin.email).sort());
      // Both leads reached the buyer anyway.
      await until(() => leadMailsTo('dauer@kaeufer.example').length === 2, 'Ersatz-Mails');
    });
  });

  describe('failed deliveries, retried in bulk from the Postausgang', () => {
    let hook: FakeWebhook;
    let buyerId: number;

    beforeAll(async () => {
      hook = hooks.bulk;
      buyerId = (await createBuyer(t, { name: 'Abweiser', type: 'zapier', zapier: { uri: hook.url }, zips: ['81'] })).id;
    });

    it('lists the failed ones and starts the chosen again, each once', async () => {
      hook.mode = 'reject';
      const first = await sell('81667');
      const second = await sell('81667');
      await until(async () => (await deliveriesOf(buyerId)).filter((delivery) => delivery.status === 'failed').length === 2, 'zwei fehlgeschlagene');
      const failed = await t.http.get('/api/deliveries').query({ filter: JSON.stringify({ status: 'failed', organisationId: buyerId }) }).set(auth).expect(200);
      expect(failed.headers['content-range']).toBe('deliveries 0-1/2');
      expect(failed.body.map((row: { saleId: number }) => row.saleId).sort()).toEqual([first, second].sort());
      expect(failed.body[0]).toMatchObject({ status: 'failed', lastError: 'Zapier lehnt die Lieferung ab (HTTP 400).', organisation: { id: buyerId, name: 'Abweiser', type: 'zapier' }, fallback: false });

      hook.mode = 'ok';
      const delivered = (await deliveriesOf(buyerId)).map((delivery) => delivery.id);
      const sales = await t.staffAuth('sales');
      const { body } = await t.http.post('/api/deliveries/retry').set(sales).send({ ids: [...delivered, ...delivered] }).expect(200);
      expect(body).toEqual({ queued: 2, ids: [...delivered].sort((a, b) => a - b) });
      await until(async () => (await deliveriesOf(buyerId)).every((delivery) => delivery.status === 'delivered'), 'neu zugestellt');
      expect([...hook.acceptedKeys].sort()).toEqual([first, second].map(String).sort());

      const again = await t.http.post('/api/deliveries/retry').set(sales).send({ ids: delivered }).expect(400);
      expect(again.body.error).toBe('Keine der gewählten Zustellungen ist fehlgeschlagen.');
      expect((await t.http.get('/api/deliveries').query({ filter: JSON.stringify({ status: 'failed', organisationId: buyerId }) }).set(auth).expect(200)).body).toEqual([]);
    });

    it('refuses a wrong request in German and lets accounting only look', async () => {
      expect((await t.http.post('/api/deliveries/retry').set(auth).send({ ids: [] }).expect(400)).body.error).toContain('Bitte mindestens eine Zustellung wählen');
      expect((await t.http.post('/api/deliveries/retry').set(auth).send({ ids: ['x'] }).expect(400)).body.error).toContain('Jede Id muss eine ganze Zahl sein');
      expect((await t.http.get('/api/deliveries').query({ filter: JSON.stringify({ status: 'kaputt' }) }).set(auth).expect(400)).body.error).toBe(
        'filter.status muss einer von pending, delivered, held, failed sein',
      );
      const accounting = await t.staffAuth('accounting');
      await t.http.get('/api/deliveries').set(accounting).expect(200);
      await t.http.post('/api/deliveries/retry').set(accounting).send({ ids: [1] }).expect(403);
    });
  });
});
