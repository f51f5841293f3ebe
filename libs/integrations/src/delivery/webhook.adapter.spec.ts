import { OutboundGuard } from '@app/infrastructure';
import { deliveryFailure, fakeDeliveryRequest } from '../../../../test/support/fake-delivery-request';
import { FakeWebhook, startFakeWebhook } from '../../../../test/support/fake-webhook';
import { DeliveryHttp } from './delivery-http';
import { WebhookAdapter } from './webhook.adapter';
import { WEBHOOK_PAYLOAD_EXAMPLE } from './webhook-payload';
import { webhookSignature } from './webhook-signature';
import { createHmac } from 'node:crypto';

describe('WebhookAdapter (Zapier, Make)', () => {
  let hook: FakeWebhook;
  let adapter: WebhookAdapter;
  const zapier = (uri: string, hook: { active?: boolean; username?: string; secret?: string } = {}) =>
    fakeDeliveryRequest({
      buyer: {
        type: 'zapier',
        integrations: { ...fakeDeliveryRequest().buyer.integrations, zapier: { active: hook.active ?? true, uri, username: hook.username ?? '' } },
        secrets: hook.secret ? { zapierSecret: hook.secret } : {},
      },
    });

  beforeAll(async () => {
    hook = await startFakeWebhook();
    // The fake is on loopback: named as OUTBOUND_ALLOW_HOSTS would name it.
    adapter = new WebhookAdapter(new DeliveryHttp(new OutboundGuard([new URL(hook.url).host]), 5000));
  });
  afterAll(() => hook.close());
  beforeEach(() => {
    hook.mode = 'ok';
    hook.requests.length = 0;
  });

  it('posts the documented payload as JSON with the sale id as Idempotency-Key', async () => {
    const result = await adapter.deliver(zapier(hook.url));

    expect(result).toEqual({ reference: 'req-1' });
    expect(hook.requests).toHaveLength(1);
    const [request] = hook.requests;
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['idempotency-key']).toBe('1834');
    // The README example is exactly what a buyer receives for the fixture lead.
    expect(request.body).toEqual(WEBHOOK_PAYLOAD_EXAMPLE);
    expect(request.headers.authorization).toBeUndefined();
  });

  it('signs the exact bytes it sends with the buyer’s webhook secret, anew on each attempt', async () => {
    const before = Math.floor(Date.now() / 1000);
    await adapter.deliver(zapier(hook.url));
    const [request] = hook.requests;
    const header = String(request.headers['x-leadportal-signature']);
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
    expect(Number(t)).toBeGreaterThanOrEqual(before);
    expect(Number(t)).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    const secret = fakeDeliveryRequest().buyer.webhookSecret!;
    expect(header).toBe(webhookSignature(secret, request.rawBody!, new Date(Number(t) * 1000)));
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${request.rawBody}`).digest('hex'));
  });

  it('refuses to post without a webhook secret', async () => {
    const unsigned = zapier(hook.url);
    unsigned.buyer.webhookSecret = undefined;
    expect((await deliveryFailure(adapter.deliver(unsigned))).configuration).toBe(true);
    expect(hook.requests).toHaveLength(0);
  });

  it('sends user name and secret as HTTP Basic auth when set', async () => {
    const guarded = await startFakeWebhook({ basicAuth: { username: 'zap-user', password: 'zap-geheim' } });
    const adapter = new WebhookAdapter(new DeliveryHttp(new OutboundGuard([new URL(guarded.url).host]), 5000));
    try {
      await adapter.deliver(zapier(guarded.url, { username: ' zap-user ', secret: 'zap-geheim' }));
      expect(guarded.requests).toHaveLength(1);
      const wrong = await deliveryFailure(adapter.deliver(zapier(guarded.url, { username: 'zap-user', secret: 'falsch' })));
      expect(wrong.message).toContain('Zapier lehnt die Lieferung ab (HTTP 401)');
    } finally {
      await guarded.close();
    }
  });

  it('does not call a switched-off hook, and says so (not retryable)', async () => {
    const error = await deliveryFailure(adapter.deliver(zapier(hook.url, { active: false })));
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/^Zapier-Hook ist deaktiviert/);
    const base = fakeDeliveryRequest();
    const make = fakeDeliveryRequest({ buyer: { type: 'make', integrations: { ...base.buyer.integrations, make: { active: false, uri: hook.url, username: '' } } } });
    expect((await deliveryFailure(adapter.deliver(make))).message).toMatch(/^Make-Hook ist deaktiviert/);
    expect(hook.requests).toHaveLength(0);
  });

  it('orders answers by the funnel labels and keeps answers without a label under their key', async () => {
    const request = zapier(hook.url);
    request.lead.data = { ...request.lead.data, oldStep: 'Ja' };
    await adapter.deliver(request);

    const body = hook.requests[0].body as typeof WEBHOOK_PAYLOAD_EXAMPLE;
    expect(Object.keys(body.lead.answers)).toEqual(['consumption', 'buildingType', 'roofType', 'oldStep']);
    expect(body.lead.answers.oldStep).toEqual({ label: 'oldStep', value: 'Ja' });
  });

  it('uses the Make address for Make buyers and leaves out a missing reclamation link', async () => {
    const base = fakeDeliveryRequest();
    const request = fakeDeliveryRequest({
      reclamationLink: undefined,
      buyer: { type: 'make', integrations: { ...base.buyer.integrations, zapier: { active: true, uri: 'http://127.0.0.1:1/falsch', username: '' }, make: { active: true, uri: hook.url, username: '' } } },
    });
    await adapter.deliver(request);

    expect(hook.requests).toHaveLength(1);
    expect(hook.requests[0].body).not.toHaveProperty('reclamationLink');
  });

  it('does not send without an address, and says so (not retryable)', async () => {
    const error = await deliveryFailure(adapter.deliver(zapier('')));
    expect(error.retryable).toBe(false);
    expect(error.message).toBe('Die Zapier-Webhook-Adresse fehlt.');
    const invalid = await deliveryFailure(adapter.deliver(zapier('ftp://example.de/hook')));
    expect(invalid.retryable).toBe(false);
    expect(hook.requests).toHaveLength(0);
  });

  it('retries server errors', async () => {
    hook.mode = 'error';
    const error = await deliveryFailure(adapter.deliver(zapier(hook.url)));
    expect(error).toMatchObject({ retryable: true, retryAfterMs: undefined });
    expect(error.message).toContain('Zapier antwortet mit Fehler 500');
  });

  it('retries a 429 after the time Retry-After asks for', async () => {
    hook.mode = 'rate-limited';
    const error = await deliveryFailure(adapter.deliver(zapier(hook.url)));
    expect(error).toMatchObject({ retryable: true, retryAfterMs: 7000 });
  });

  it('gives up on a 400 with a German message naming the status, never what the hook said', async () => {
    hook.mode = 'reject';
    const error = await deliveryFailure(adapter.deliver(zapier(hook.url)));
    expect(error.retryable).toBe(false);
    expect(error.message).toBe('Zapier lehnt die Lieferung ab (HTTP 400).');
  });

  it('retries when the hook does not answer in time', async () => {
    hook.mode = 'hang';
    const error = await deliveryFailure(adapter.deliver(zapier(hook.url)));
    expect(error.retryable).toBe(true);
    expect(error.message).toBe('Zapier antwortet nicht (Zeitüberschreitung nach 5 s).');
  });
});
