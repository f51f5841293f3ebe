import { AppConfig } from '@app/common/config/app-config';
import { deliveryFailure, fakeDeliveryRequest } from '../../../../test/support/fake-delivery-request';
import { FAKE_PIPEDRIVE_LEAD_LABEL_ID, FAKE_PIPEDRIVE_TOKEN, FakePipedrive, startFakePipedrive } from '../../../../test/support/fake-pipedrive';
import { DeliveryHttp } from './delivery-http';
import type { DeliveryRequest } from './delivery.types';
import { PipedriveAdapter } from './pipedrive.adapter';

describe('PipedriveAdapter', () => {
  let pipedrive: FakePipedrive;
  let adapter: PipedriveAdapter;
  const request = (
    settings: Partial<DeliveryRequest['buyer']['integrations']['pipedrive']> = {},
    token = FAKE_PIPEDRIVE_TOKEN,
    overrides: Partial<DeliveryRequest> = {},
  ): DeliveryRequest => {
    const base = fakeDeliveryRequest();
    return fakeDeliveryRequest({
      ...overrides,
      buyer: {
        type: 'pipedrive',
        integrations: { ...base.buyer.integrations, pipedrive: { type: 'deal', pipeline: 1, stage: 12, leadLabel: null, ...settings } },
        secrets: { pipedriveToken: token },
      },
    });
  };

  beforeAll(async () => {
    pipedrive = await startFakePipedrive();
    adapter = new PipedriveAdapter(Object.assign(new AppConfig(), { PIPEDRIVE_API_URL: pipedrive.url }), new DeliveryHttp(1500));
  });
  afterAll(() => pipedrive.close());
  beforeEach(() => {
    pipedrive.mode = 'ok';
    pipedrive.requests.length = 0;
    pipedrive.posts.length = 0;
  });

  it('creates a person, a deal in the configured pipeline and stage, and a note with address and answers', async () => {
    const result = await adapter.deliver(request());

    expect(pipedrive.posts.map(({ path }) => path)).toEqual(['/v1/persons', '/v1/deals', '/v1/notes']);
    for (const post of pipedrive.posts) {
      expect(post.token).toBe(FAKE_PIPEDRIVE_TOKEN);
      expect(post.headers['idempotency-key']).toBe('1834');
    }
    const person = pipedrive.persons.at(-1)!;
    expect(person).toMatchObject({
      name: 'Anna Schmidt',
      email: [{ value: 'anna.schmidt@example.de', primary: true }],
      phone: [{ value: '+491701234567', primary: true }],
    });
    const deal = pipedrive.deals.at(-1)!;
    expect(deal).toEqual({ id: deal.id, title: 'Lead 4711 – Anna Schmidt', person_id: person.id, pipeline_id: 1, stage_id: 12 });
    expect(result).toEqual({ reference: String(deal.id) });
    const note = pipedrive.notes.at(-1)!;
    expect(note.deal_id).toBe(deal.id);
    expect(note.content).toContain('Straße und Hausnummer: Marienplatz 1<br>PLZ: 80331<br>Ort: München');
    expect(note.content).toContain('<b>Angaben</b><br>Stromverbrauch: 3.000 – 5.000 kWh<br>Hausart: Einfamilienhaus<br>Dachart: Satteldach');
    expect(note.content).toContain('<a href="https://angebot.example.de/reclamation/12?lead=4711&amp;sig=Jx0pQd6Vb1mN8sK2tW4yZ7aC9eG3hL5r">Lead reklamieren</a>');
  });

  it('creates a lead with the configured label instead of a deal when the buyer wants leads', async () => {
    const result = await adapter.deliver(request({ type: 'lead', leadLabel: FAKE_PIPEDRIVE_LEAD_LABEL_ID }));

    expect(pipedrive.posts.map(({ path }) => path)).toEqual(['/v1/persons', '/v1/leads', '/v1/notes']);
    const lead = pipedrive.leads.at(-1)!;
    expect(lead).toMatchObject({ title: 'Lead 4711 – Anna Schmidt', person_id: pipedrive.persons.at(-1)!.id, label_ids: [FAKE_PIPEDRIVE_LEAD_LABEL_ID] });
    expect(pipedrive.notes.at(-1)).toMatchObject({ lead_id: lead.id });
    expect(result).toEqual({ reference: lead.id });
  });

  it('sends no pipeline, stage or label that is not set', async () => {
    await adapter.deliver(request({ pipeline: null, stage: null }));
    expect(pipedrive.posts[1].body).toEqual({ title: 'Lead 4711 – Anna Schmidt', person_id: pipedrive.persons.at(-1)!.id });
    await adapter.deliver(request({ type: 'lead', leadLabel: null }));
    expect(pipedrive.posts[4].body).not.toHaveProperty('label_ids');
  });

  it('escapes the customer input in the note', async () => {
    const base = fakeDeliveryRequest();
    await adapter.deliver(request({}, FAKE_PIPEDRIVE_TOKEN, { lead: { ...base.lead, street: '<img src=x onerror=alert(1)>' } }));
    expect(pipedrive.notes.at(-1)!.content).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('sends nothing without a token (not retryable)', async () => {
    const error = await deliveryFailure(adapter.deliver(request({}, '')));
    expect(error).toMatchObject({ retryable: false, message: 'Kein Pipedrive-API-Token hinterlegt.' });
    expect(pipedrive.requests).toHaveLength(0);
  });

  it('gives up when Pipedrive refuses the token or the data, naming what it said', async () => {
    const refused = await deliveryFailure(adapter.deliver(request({}, 'falsches-token')));
    expect(refused).toMatchObject({ retryable: false, message: 'Pipedrive lehnt die Lieferung ab (HTTP 401). Antwort: unauthorized access' });
    const wrongStage = await deliveryFailure(adapter.deliver(request({ pipeline: 2, stage: 12 })));
    expect(wrongStage).toMatchObject({ retryable: false, message: 'Pipedrive lehnt die Lieferung ab (HTTP 400). Antwort: Stage does not belong to the pipeline.' });
    pipedrive.mode = 'reject';
    const rejected = await deliveryFailure(adapter.deliver(request()));
    expect(rejected).toMatchObject({ retryable: false, message: 'Pipedrive lehnt die Lieferung ab (HTTP 400). Antwort: Bad request: validation failed' });
  });

  it('retries 500 and timeouts, and waits as long as a 429 asks', async () => {
    pipedrive.mode = 'error';
    expect(await deliveryFailure(adapter.deliver(request()))).toMatchObject({ retryable: true, message: 'Pipedrive antwortet mit Fehler 500. Antwort: internal' });
    pipedrive.mode = 'rate-limited';
    expect(await deliveryFailure(adapter.deliver(request()))).toMatchObject({ retryable: true, retryAfterMs: 7000 });
    pipedrive.mode = 'hang';
    const started = Date.now();
    expect(await deliveryFailure(adapter.deliver(request()))).toMatchObject({ retryable: true, message: 'Pipedrive antwortet nicht (Zeitüberschreitung nach 1,5 s).' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('never puts the token into an error message', async () => {
    pipedrive.mode = 'reject';
    const error = await deliveryFailure(adapter.deliver(request()));
    expect(error.message).not.toContain(FAKE_PIPEDRIVE_TOKEN);
  });
});
