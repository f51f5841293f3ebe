import { OutboundGuard } from '@app/infrastructure';
import { deliveryFailure, fakeDeliveryRequest } from '../../../../test/support/fake-delivery-request';
import { FakeWebhook, startFakeWebhook } from '../../../../test/support/fake-webhook';
import { DeliveryHttp } from './delivery-http';
import type { DeliveryRequest } from './delivery.types';
import { LevetoAdapter } from './leveto.adapter';
import { WEBHOOK_PAYLOAD_EXAMPLE } from './webhook-payload';
import { webhookSignature } from './webhook-signature';

describe('LevetoAdapter', () => {
  let leveto: FakeWebhook;
  // Long enough for a busy machine to answer; the hanging fake shows the timeout.
  let adapter: LevetoAdapter;
  const request = (settings: { active?: boolean; uri?: string; username?: string; secret?: string } = {}): DeliveryRequest => {
    const base = fakeDeliveryRequest();
    return fakeDeliveryRequest({
      buyer: {
        type: 'leveto',
        integrations: {
          ...base.buyer.integrations,
          leveto: { active: settings.active ?? true, uri: settings.uri ?? leveto.url, username: settings.username ?? 'sonnenstrom' },
        },
        secrets: { levetoSecret: settings.secret ?? 'lv-geheim' },
      },
    });
  };

  beforeAll(async () => {
    leveto = await startFakeWebhook({ basicAuth: { username: 'sonnenstrom', password: 'lv-geheim' } });
    adapter = new LevetoAdapter(new DeliveryHttp(new OutboundGuard([new URL(leveto.url).host]), 5000));
  });
  afterAll(() => leveto.close());
  beforeEach(() => {
    leveto.mode = 'ok';
    leveto.requests.length = 0;
  });

  it('posts the webhook payload with Basic auth and the sale id as Idempotency-Key', async () => {
    await expect(adapter.deliver(request())).resolves.toEqual({});

    const [received] = leveto.requests;
    expect(received.headers.authorization).toBe(`Basic ${Buffer.from('sonnenstrom:lv-geheim').toString('base64')}`);
    expect(received.headers['idempotency-key']).toBe('1834');
    expect(received.body).toEqual(WEBHOOK_PAYLOAD_EXAMPLE);
    // Signed like every webhook, over the bytes Leveto received.
    const t = /^t=(\d+),/.exec(String(received.headers['x-leadportal-signature']))?.[1];
    expect(received.headers['x-leadportal-signature']).toBe(webhookSignature(fakeDeliveryRequest().buyer.webhookSecret!, received.rawBody!, new Date(Number(t) * 1000)));
  });

  it('sends nothing when Leveto is switched off or credentials are missing (not retryable)', async () => {
    const off = await deliveryFailure(adapter.deliver(request({ active: false })));
    expect(off).toMatchObject({ retryable: false, message: 'Leveto ist für dieses Unternehmen nicht aktiviert.' });
    const noSecret = await deliveryFailure(adapter.deliver(request({ secret: '' })));
    expect(noSecret).toMatchObject({ retryable: false, message: 'Leveto-Benutzername oder -Passwort fehlt.' });
    const noUser = await deliveryFailure(adapter.deliver(request({ username: ' ' })));
    expect(noUser.retryable).toBe(false);
    const noUri = await deliveryFailure(adapter.deliver(request({ uri: '' })));
    expect(noUri).toMatchObject({ retryable: false, message: 'Die Leveto-Adresse fehlt.' });
    expect(leveto.requests).toHaveLength(0);
  });

  it('gives up when Leveto refuses the credentials', async () => {
    const error = await deliveryFailure(adapter.deliver(request({ secret: 'falsch' })));
    expect(error.retryable).toBe(false);
    expect(error.message).toBe('Leveto lehnt die Lieferung ab (HTTP 401).');
  });

  it('retries 500, waits on 429, gives up on 400, retries a timeout', async () => {
    leveto.mode = 'error';
    expect(await deliveryFailure(adapter.deliver(request()))).toMatchObject({ retryable: true });
    leveto.mode = 'rate-limited';
    expect(await deliveryFailure(adapter.deliver(request()))).toMatchObject({ retryable: true, retryAfterMs: 7000 });
    leveto.mode = 'reject';
    const rejected = await deliveryFailure(adapter.deliver(request()));
    expect(rejected.retryable).toBe(false);
    expect(rejected.message).toContain('HTTP 400');
    leveto.mode = 'hang';
    const timedOut = await deliveryFailure(adapter.deliver(request()));
    expect(timedOut).toMatchObject({ retryable: true, message: 'Leveto antwortet nicht (Zeitüberschreitung nach 5 s).' });
  });
});
