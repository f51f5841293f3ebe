// PostgreSQL pass: the mails go out through the queue on Redis.
import { Delivery } from '@app/sales';
import { MailService, OutgoingMail } from '@app/mail';
import { createBuyer, submitFunnelLead } from '../factories';
import { SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { startTestApp, TestApp } from '../support/test-app';

const until = async (check: () => Promise<boolean>, what: string) => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 15_000) throw new Error(`Zeitüberschreitung: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const leadMail = (leadId: number, recipient = 'vertrieb@kaeufer.example') => ({
  kind: 'lead-delivery' as const,
  recipient,
  leadId,
  subject: `Neuer Lead ${leadId}`,
  html: `<p>Lead ${leadId}</p>`,
  text: `Lead ${leadId}`,
});

describe('Held mails and the Postausgang API without SMTP_URL', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let leadId: number;
  let deliveryId: number;

  const deliveryOf = async () => t.db.getRepository(Delivery).findOneByOrFail({ id: deliveryId });
  const leadDeliveryMails = () => t.db.getRepository(OutgoingMail).findBy({ leadId, kind: 'lead-delivery' });

  beforeAll(async () => {
    t = await startTestApp();
    auth = await t.staffAuth();
    await createBuyer(t, { name: 'Gehalten', zips: ['80'] });
    leadId = (await submitFunnelLead(t, { zip: '80331' })).id;
    const qualified = await t.http.put(`/api/lead/${leadId}`).set(auth).send({ qualified: true }).expect(200);
    deliveryId = qualified.body.sellingStatistics[0].delivery.id;
    await until(async () => (await deliveryOf()).status !== 'pending', 'Zustellung abgeschlossen');
  });
  afterAll(() => t.close());

  it("keeps the buyer's lead mail as 'held' and counts the delivery as held, without an error or another attempt", async () => {
    expect(await deliveryOf()).toMatchObject({ status: 'held', lastError: null, attempts: 1 });
    const mails = await leadDeliveryMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ status: 'held', recipient: 'gehalten@kaeufer.example', subject: expect.stringContaining(`Neuer Lead ${leadId}`) });
    const { body } = await t.http.get(`/api/lead/${leadId}`).set(auth).expect(200);
    expect(body.sellingStatistics[0].delivery.status).toBe('held');
  });

  it('stores the held mail once when the delivery job runs again', async () => {
    // As if the job had failed after holding the mail and staff restarted it.
    await t.db.getRepository(Delivery).update({ id: deliveryId }, { status: 'failed' });
    await t.db.query(`UPDATE outbox_message SET status = 'failed' WHERE id = $1`, [(await deliveryOf()).outboxMessageId]);
    await t.http.post(`/api/deliveries/${deliveryId}/retry`).set(auth).expect(200);
    await until(async () => (await deliveryOf()).status === 'held', 'erneut gehalten');
    expect(await leadDeliveryMails()).toHaveLength(1);

    const service = t.app.get(MailService);
    const first = await service.hold(leadMail(leadId), 'test-key-1');
    const again = await service.hold(leadMail(leadId), 'test-key-1');
    expect(again.id).toBe(first.id);
  });

  it('needs a login for every route', async () => {
    await t.http.get('/api/outgoing-mails').expect(401);
    await t.http.get('/api/outgoing-mails/status').expect(401);
    await t.http.post('/api/outgoing-mails/send-held').expect(401);
  });

  it('lists mails newest first in ra-data-simple-rest form, with the total in Content-Range', async () => {
    const response = await t.http.get('/api/outgoing-mails').set(auth).expect(200);
    const all = await t.db.getRepository(OutgoingMail).count();
    expect(response.headers['content-range']).toBe(`outgoing-mails 0-${all - 1}/${all}`);
    expect(response.body).toHaveLength(all);
    expect(Object.keys(response.body[0]).sort()).toEqual(['contentHidden', 'createdAt', 'error', 'id', 'kind', 'kindLabel', 'leadId', 'recipient', 'sentAt', 'status', 'subject']);
    const created = response.body.map((mail: { createdAt: string }) => mail.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const page = await t.http.get('/api/outgoing-mails').query({ range: '[0,0]', sort: '["createdAt","ASC"]' }).set(auth).expect(200);
    expect(page.body).toHaveLength(1);
    expect(page.headers['content-range']).toBe(`outgoing-mails 0-0/${all}`);
    expect(page.body[0].createdAt).toBe(created[created.length - 1]);
  });

  it('filters by status, kind and a part of the recipient', async () => {
    const byStatus = await t.http.get('/api/outgoing-mails').query({ filter: JSON.stringify({ status: 'held', kind: 'lead-delivery' }) }).set(auth).expect(200);
    expect(byStatus.body.length).toBeGreaterThanOrEqual(2);
    expect(byStatus.body.every((mail: { status: string; kind: string }) => mail.status === 'held' && mail.kind === 'lead-delivery')).toBe(true);

    const byRecipient = await t.http.get('/api/outgoing-mails').query({ filter: JSON.stringify({ q: 'GEHALTEN@kaeufer' }) }).set(auth).expect(200);
    expect(byRecipient.body.map((mail: { recipient: string }) => mail.recipient)).toEqual(['gehalten@kaeufer.example']);
    expect(byRecipient.headers['content-range']).toBe('outgoing-mails 0-0/1');

    const none = await t.http.get('/api/outgoing-mails').query({ filter: JSON.stringify({ q: 'niemand%' }) }).set(auth).expect(200);
    expect(none.body).toEqual([]);
    expect(none.headers['content-range']).toBe('outgoing-mails */0');
  });

  it.each([
    [{ filter: '{"status":"verloren"}' }, 'filter.status muss einer von queued, sent, held, failed sein'],
    [{ sort: '["html","ASC"]' }, 'Sortieren ist nur nach createdAt, sentAt, status, kind, recipient, subject möglich'],
    [{ range: '[5,1]' }, 'range muss [erster, letzter] mit ganzen Zahlen ab 0 sein, z. B. [0,24]'],
  ])('refuses the list query %j with a German reason', async (query, error) => {
    const response = await t.http.get('/api/outgoing-mails').query(query).set(auth).expect(400);
    expect(response.body.error).toBe(error);
  });

  it('shows one mail with its HTML and text; an unknown id is a German 404', async () => {
    const [held] = await leadDeliveryMails();
    const { body } = await t.http.get(`/api/outgoing-mails/${held.id}`).set(auth).expect(200);
    expect(body).toMatchObject({ id: held.id, status: 'held', kind: 'lead-delivery', leadId, html: expect.stringContaining('Neuer Lead'), text: expect.stringContaining('Guten Tag') });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'kein-uuid', '99999999999']) {
      const missing = await t.http.get(`/api/outgoing-mails/${id}`).set(auth).expect(404);
      expect(missing.body.error).toBe(`Mail ${id} gibt es nicht.`);
    }
  });

  it('says that no SMTP server is configured, with the held count, and refuses to send', async () => {
    const held = await t.db.getRepository(OutgoingMail).countBy({ status: 'held' });
    expect(held).toBeGreaterThanOrEqual(2);
    await t.http.get('/api/outgoing-mails/status').set(auth).expect(200, { smtpConfigured: false, held });
    const [mail] = await leadDeliveryMails();
    const one = await t.http.post(`/api/outgoing-mails/${mail.id}/send`).set(auth).expect(400);
    expect(one.body.error).toMatch(/^Kein SMTP-Server eingerichtet \(SMTP_URL\)/);
    const all = await t.http.post('/api/outgoing-mails/send-held').set(auth).expect(400);
    expect(all.body.error).toMatch(/^Kein SMTP-Server eingerichtet \(SMTP_URL\)/);
    expect(await t.db.getRepository(OutgoingMail).countBy({ status: 'held' })).toBe(held);
  });
});

describe('Sending held mails once SMTP_URL is set', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let auth: { Authorization: string };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ SMTP_URL: smtp.url });
    auth = await t.staffAuth();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const statusOf = async (id: string) => (await t.db.getRepository(OutgoingMail).findOneByOrFail({ id })).status;

  it('sends one held mail again, then refuses to send it a second time', async () => {
    // Held by an earlier start without SMTP_URL.
    const held = await t.app.get(MailService).hold(leadMail(7001, 'einzeln@kaeufer.example'), 'sale-7001');
    const before = smtp.messages.length;
    const { body } = await t.http.post(`/api/outgoing-mails/${held.id}/send`).set(auth).expect(200);
    expect(body).toMatchObject({ id: held.id, status: 'queued', error: null });
    await until(async () => (await statusOf(held.id)) === 'sent', 'versendet');
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail.subject).toBe('Neuer Lead 7001');
    const detail = await t.http.get(`/api/outgoing-mails/${held.id}`).set(auth).expect(200);
    expect(detail.body.sentAt).toEqual(expect.any(String));

    const again = await t.http.post(`/api/outgoing-mails/${held.id}/send`).set(auth).expect(400);
    expect(again.body.error).toBe('Nur gehaltene oder fehlgeschlagene Mails können erneut gesendet werden.');
  });

  it('sends every held mail and answers how many were queued', async () => {
    const service = t.app.get(MailService);
    const held = [await service.hold(leadMail(7002), 'sale-7002'), await service.hold(leadMail(7003), 'sale-7003')];
    await t.http.get('/api/outgoing-mails/status').set(auth).expect(200, { smtpConfigured: true, held: 2 });
    const before = smtp.messages.length;
    await t.http.post('/api/outgoing-mails/send-held').set(auth).expect(200, { queued: 2 });
    await until(async () => (await Promise.all(held.map((mail) => statusOf(mail.id)))).every((status) => status === 'sent'), 'alle versendet');
    expect((await smtp.waitFor(before + 2)).slice(before).map((mail) => mail.subject).sort()).toEqual(['Neuer Lead 7002', 'Neuer Lead 7003']);
    await t.http.post('/api/outgoing-mails/send-held').set(auth).expect(200, { queued: 0 });
  });
});
