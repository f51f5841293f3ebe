import { OutboundGuard } from '@app/infrastructure';
import { deliveryFailure, fakeDeliveryRequest } from '../../../../test/support/fake-delivery-request';
import { FAKE_WECLAPP_TOKEN, FakeWeclapp, startFakeWeclapp } from '../../../../test/support/fake-weclapp';
import { DeliveryHttp } from './delivery-http';
import type { DeliveryRequest } from './delivery.types';
import { WeclappAdapter } from './weclapp.adapter';

describe('WeclappAdapter', () => {
  let weclapp: FakeWeclapp;
  let adapter: WeclappAdapter;
  const request = (uri?: string, key = FAKE_WECLAPP_TOKEN, overrides: Partial<DeliveryRequest> = {}): DeliveryRequest => {
    const base = fakeDeliveryRequest();
    return fakeDeliveryRequest({
      ...overrides,
      buyer: { type: 'weClapp', integrations: { ...base.buyer.integrations, weClapp: { uri: uri ?? weclapp.url } }, secrets: { weClappKey: key } },
    });
  };

  beforeAll(async () => {
    weclapp = await startFakeWeclapp();
    // The fake is on loopback: named as OUTBOUND_ALLOW_HOSTS would name it.
    adapter = new WeclappAdapter(new DeliveryHttp(new OutboundGuard([new URL(weclapp.url).host]), 5000));
  });
  afterAll(() => weclapp.close());
  beforeEach(() => {
    weclapp.mode = 'ok';
    weclapp.requests.length = 0;
  });

  it('creates a new lead with contact, address and the answers as description', async () => {
    const result = await adapter.deliver(request());

    const [received] = weclapp.requests;
    expect(received.method).toBe('POST');
    expect(received.path).toBe('/webapp/api/v1/lead');
    expect(received.headers.authenticationtoken).toBe(FAKE_WECLAPP_TOKEN);
    expect(received.headers['idempotency-key']).toBe('1834');
    expect(received.body).toEqual({
      partyType: 'PERSON',
      leadStatus: 'NEW',
      salutation: 'MRS',
      firstName: 'Anna',
      lastName: 'Schmidt',
      email: 'anna.schmidt@example.de',
      phone: '+491701234567',
      addresses: [{ street1: 'Marienplatz 1', zipcode: '80331', city: 'München', countryCode: 'DE', primeAddress: true }],
      description: expect.stringContaining('Angaben\nStromverbrauch: 3.000 – 5.000 kWh\nHausart: Einfamilienhaus\nDachart: Satteldach'),
    });
    expect((received.body as { description: string }).description).toContain('Lead reklamieren: https://angebot.example.de/reclamation/12');
    expect(result).toEqual({ reference: weclapp.leads.at(-1)!.id });
  });

  it('accepts the base address with a trailing slash and leaves out a salutation weClapp does not know', async () => {
    const base = fakeDeliveryRequest();
    await adapter.deliver(request(`${weclapp.url}/`, FAKE_WECLAPP_TOKEN, { lead: { ...base.lead, salutation: 'Divers' } }));
    expect(weclapp.requests[0].path).toBe('/webapp/api/v1/lead');
    expect(weclapp.requests[0].body).not.toHaveProperty('salutation');
  });

  it('sends nothing without address or token (not retryable)', async () => {
    expect(await deliveryFailure(adapter.deliver(request('')))).toMatchObject({ retryable: false, message: 'Die weClapp-Adresse fehlt.' });
    expect(await deliveryFailure(adapter.deliver(request(undefined, '')))).toMatchObject({ retryable: false, message: 'Kein weClapp-API-Token hinterlegt.' });
    expect(weclapp.requests).toHaveLength(0);
  });

  it('gives up on a refused token or invalid data, naming the status only (the address is the buyer’s, its answer is not shown)', async () => {
    const refused = await deliveryFailure(adapter.deliver(request(undefined, 'falsch')));
    expect(refused).toMatchObject({ retryable: false, message: 'weClapp lehnt die Lieferung ab (HTTP 401).' });
    weclapp.mode = 'reject';
    const rejected = await deliveryFailure(adapter.deliver(request()));
    expect(rejected).toMatchObject({ retryable: false, message: 'weClapp lehnt die Lieferung ab (HTTP 400).' });
  });

  it('retries 500 and timeouts, and waits as long as a 429 asks', async () => {
    weclapp.mode = 'error';
    expect(await deliveryFailure(adapter.deliver(request()))).toMatchObject({ retryable: true });
    weclapp.mode = 'rate-limited';
    expect(await deliveryFailure(adapter.deliver(request()))).toMatchObject({ retryable: true, retryAfterMs: 7000 });
    weclapp.mode = 'hang';
    expect(await deliveryFailure(adapter.deliver(request()))).toMatchObject({ retryable: true, message: 'weClapp antwortet nicht (Zeitüberschreitung nach 5 s).' });
  });
});
