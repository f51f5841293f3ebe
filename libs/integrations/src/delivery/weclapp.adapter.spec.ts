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
    weclapp.loseNextAnswer = false;
    weclapp.requests.length = 0;
    weclapp.leads.length = 0;
  });
  const posts = () => weclapp.requests.filter((received) => received.method === 'POST');

  it('creates a new lead with contact, address, the sale’s lead number and the answers as description', async () => {
    const result = await adapter.deliver(request());

    const [lookup, received] = weclapp.requests;
    expect(lookup.method).toBe('GET');
    expect(received.method).toBe('POST');
    expect(received.path).toBe('/webapp/api/v1/lead');
    expect(received.headers.authenticationtoken).toBe(FAKE_WECLAPP_TOKEN);
    expect(received.headers['idempotency-key']).toBe('1834');
    expect(received.body).toEqual({
      partyType: 'PERSON',
      leadStatus: 'NEW',
      leadNumber: 'LP-1834',
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
    expect(weclapp.requests.map((received) => received.path)).toEqual(['/webapp/api/v1/lead', '/webapp/api/v1/lead']);
    expect(posts()[0].body).not.toHaveProperty('salutation');
  });

  it('creates no second lead when a retry follows an attempt whose answer was lost after weClapp stored the lead', async () => {
    weclapp.loseNextAnswer = true;
    expect(await deliveryFailure(adapter.deliver(request()))).toMatchObject({ retryable: true });
    expect(weclapp.leads).toHaveLength(1);

    const retried = await adapter.deliver(request());

    expect(weclapp.leads).toHaveLength(1);
    expect(retried).toEqual({ reference: weclapp.leads[0].id });
    expect(posts()).toHaveLength(1);
    // Found by weClapp's own filter syntax on the number the first attempt gave the lead.
    const lookups = weclapp.requests.filter((received) => received.method === 'GET');
    expect(lookups).toHaveLength(2);
    expect(lookups[1].headers.authenticationtoken).toBe(FAKE_WECLAPP_TOKEN);
    expect(weclapp.leads[0].leadNumber).toBe('LP-1834');
  });

  it('creates a lead per sale: another sale’s lead with the same person is not taken for it', async () => {
    await adapter.deliver(request());
    const other = await adapter.deliver(request(undefined, FAKE_WECLAPP_TOKEN, { saleId: 1835 }));
    expect(weclapp.leads.map((lead) => lead.leadNumber)).toEqual(['LP-1834', 'LP-1835']);
    expect(other).toEqual({ reference: weclapp.leads[1].id });
  });

  it('creates nothing when the lookup cannot be answered: a failed lookup is no "not there"', async () => {
    weclapp.mode = 'error';
    expect(await deliveryFailure(adapter.deliver(request()))).toMatchObject({ retryable: true });
    expect(posts()).toHaveLength(0);
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
