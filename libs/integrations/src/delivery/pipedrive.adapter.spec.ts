import { AppConfig, OutboundGuard } from '@app/infrastructure';
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
    adapter = new PipedriveAdapter(Object.assign(new AppConfig(), { PIPEDRIVE_API_URL: pipedrive.url }), new DeliveryHttp(new OutboundGuard([new URL(pipedrive.url).host]), 5000));
  });
  afterAll(() => pipedrive.close());
  beforeEach(() => pipedrive.reset());
  const postedPaths = () => pipedrive.posts.map(({ path }) => path);

  it('creates a person, a deal in the configured pipeline and stage, and a note with address and answers', async () => {
    const result = await adapter.deliver(request());

    expect(postedPaths()).toEqual(['/v1/persons', '/v1/deals', '/v1/notes']);
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
    // Looked up first (by e-mail, then phone, then the person's deals), created only when not found.
    expect(pipedrive.requests.map(({ path }) => path)).toEqual([
      '/v1/persons/search',
      '/v1/persons/search',
      '/v1/persons',
      `/v1/persons/${person.id}/deals`,
      '/v1/deals',
      '/v1/notes',
    ]);
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

    expect(postedPaths()).toEqual(['/v1/persons', '/v1/leads', '/v1/notes']);
    const lead = pipedrive.leads.at(-1)!;
    expect(lead).toMatchObject({ title: 'Lead 4711 – Anna Schmidt', person_id: pipedrive.persons.at(-1)!.id, label_ids: [FAKE_PIPEDRIVE_LEAD_LABEL_ID] });
    expect(pipedrive.notes.at(-1)).toMatchObject({ lead_id: lead.id });
    expect(result).toEqual({ reference: lead.id });
  });

  it('sends no pipeline, stage or label that is not set', async () => {
    await adapter.deliver(request({ pipeline: null, stage: null }));
    expect(pipedrive.posts.find(({ path }) => path === '/v1/deals')!.body).toEqual({ title: 'Lead 4711 – Anna Schmidt', person_id: pipedrive.persons.at(-1)!.id });
    await adapter.deliver(request({ type: 'lead', leadLabel: null }));
    expect(pipedrive.posts.find(({ path }) => path === '/v1/leads')!.body).not.toHaveProperty('label_ids');
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
    expect(await deliveryFailure(adapter.deliver(request()))).toMatchObject({ retryable: true, message: 'Pipedrive antwortet nicht (Zeitüberschreitung nach 5 s).' });
  });

  describe('retried after a failure half-way', () => {
    it('reuses the person when the deal could not be created, so the buyer gets one person, one deal, one note', async () => {
      pipedrive.failNext('POST /v1/deals', 500);
      const failure = await deliveryFailure(adapter.deliver(request()));
      expect(failure).toMatchObject({ retryable: true, message: 'Pipedrive antwortet mit Fehler 500. Antwort: internal' });
      expect(pipedrive.persons).toHaveLength(1);
      expect(pipedrive.deals).toHaveLength(0);

      const result = await adapter.deliver(request());

      expect(pipedrive.persons).toHaveLength(1);
      expect(pipedrive.deals).toHaveLength(1);
      expect(pipedrive.notes).toHaveLength(1);
      const [person, deal, note] = [pipedrive.persons[0], pipedrive.deals[0], pipedrive.notes[0]];
      expect(deal).toMatchObject({ title: 'Lead 4711 – Anna Schmidt', person_id: person.id, pipeline_id: 1, stage_id: 12 });
      expect(note.deal_id).toBe(deal.id);
      expect(result).toEqual({ reference: String(deal.id) });
    });

    it('reuses person and deal when only the note failed, and writes the note once', async () => {
      pipedrive.failNext('POST /v1/notes', 503);
      expect(await deliveryFailure(adapter.deliver(request()))).toMatchObject({ retryable: true });
      expect(pipedrive.deals).toHaveLength(1);
      expect(pipedrive.notes).toHaveLength(0);

      const result = await adapter.deliver(request());

      expect(postedPaths()).toEqual(['/v1/persons', '/v1/deals', '/v1/notes', '/v1/notes']);
      expect(pipedrive.persons).toHaveLength(1);
      expect(pipedrive.deals).toHaveLength(1);
      expect(pipedrive.notes).toHaveLength(1);
      expect(pipedrive.notes[0].deal_id).toBe(pipedrive.deals[0].id);
      expect(result).toEqual({ reference: String(pipedrive.deals[0].id) });
    });

    it('writes the note once when Pipedrive saved it but its answer was lost', async () => {
      pipedrive.failNext('POST /v1/notes', 502, { afterStoring: true });
      expect(await deliveryFailure(adapter.deliver(request()))).toMatchObject({ retryable: true });
      expect(pipedrive.notes).toHaveLength(1);

      await adapter.deliver(request());

      expect(postedPaths()).toEqual(['/v1/persons', '/v1/deals', '/v1/notes']);
      expect(pipedrive.notes).toHaveLength(1);
      expect(pipedrive.notes[0].content).toContain('Leadportal-Verkauf');
    });

    it('resumes the same way in lead mode: one person, one lead, one note', async () => {
      const leadMode = request({ type: 'lead', leadLabel: FAKE_PIPEDRIVE_LEAD_LABEL_ID });
      pipedrive.failNext('POST /v1/notes', 500);
      expect(await deliveryFailure(adapter.deliver(leadMode))).toMatchObject({ retryable: true });
      expect(pipedrive.leads).toHaveLength(1);

      const result = await adapter.deliver(leadMode);

      expect(pipedrive.persons).toHaveLength(1);
      expect(pipedrive.leads).toHaveLength(1);
      expect(pipedrive.notes).toHaveLength(1);
      const lead = pipedrive.leads[0];
      expect(lead).toMatchObject({ title: 'Lead 4711 – Anna Schmidt', person_id: pipedrive.persons[0].id });
      expect(pipedrive.notes[0].lead_id).toBe(lead.id);
      expect(result).toEqual({ reference: lead.id });
    });

    it('finds its deal among many of the person\'s deals, on a later page', async () => {
      pipedrive.failNext('POST /v1/notes', 500);
      await deliveryFailure(adapter.deliver(request()));
      const person = pipedrive.persons[0];
      // Our deal becomes the 501st: past the first page of 500.
      const ours = pipedrive.deals.splice(0, 1)[0];
      for (let i = 0; i < 500; i++) pipedrive.deals.push({ id: 10_000 + i, title: `Lead ${i} – Anna Schmidt`, person_id: person.id });
      pipedrive.deals.push(ours);

      expect(await adapter.deliver(request())).toEqual({ reference: String(ours.id) });
      expect(pipedrive.deals).toHaveLength(501);
      expect(pipedrive.notes[0].deal_id).toBe(ours.id);
    });

    it('creates nothing when a lookup fails, and keeps Pipedrive\'s Retry-After', async () => {
      pipedrive.failNext('GET /v1/persons/search', 429);
      expect(await deliveryFailure(adapter.deliver(request()))).toMatchObject({ retryable: true, retryAfterMs: 7000 });
      expect(pipedrive.posts).toHaveLength(0);
    });
  });

  describe('a person the buyer already has', () => {
    it('is reused when the e-mail matches exactly (in any case), with a new deal for this lead', async () => {
      // 'hanna.schmidt@…' contains the lead's address: only an exact match tells them apart.
      pipedrive.persons.push(
        { id: 6, name: 'Hanna Schmidt', email: [{ value: 'hanna.schmidt@example.de', primary: true }] },
        { id: 7, name: 'Anna Schmidt', email: [{ value: 'Anna.Schmidt@Example.de', primary: true }] },
      );
      pipedrive.deals.push({ id: 70, title: 'Lead 4000 – Anna Schmidt', person_id: 7 });

      await adapter.deliver(request());

      expect(postedPaths()).toEqual(['/v1/deals', '/v1/notes']);
      expect(pipedrive.persons).toHaveLength(2);
      expect(pipedrive.deals.at(-1)).toMatchObject({ title: 'Lead 4711 – Anna Schmidt', person_id: 7 });
      expect(pipedrive.deals).toHaveLength(2);
    });

    it('is found by phone when the lead has no e-mail', async () => {
      pipedrive.persons.push({ id: 8, name: 'A. Schmidt', phone: [{ value: '+491701234567', primary: true }] });
      const base = fakeDeliveryRequest();

      await adapter.deliver(request({}, FAKE_PIPEDRIVE_TOKEN, { lead: { ...base.lead, email: '' } }));

      expect(postedPaths()).toEqual(['/v1/deals', '/v1/notes']);
      expect(pipedrive.deals.at(-1)).toMatchObject({ person_id: 8 });
    });
  });

  it('never puts the token into an error message', async () => {
    pipedrive.mode = 'reject';
    const error = await deliveryFailure(adapter.deliver(request()));
    expect(error.message).not.toContain(FAKE_PIPEDRIVE_TOKEN);
  });
});
