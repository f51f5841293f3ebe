// PostgreSQL pass: two posts with one ping on two connections, exactly one takes it (the ping's row lock).
// Ping/post for suppliers (issue 30 §3): a ping asks with postal code and answers, the post brings the person.
import { Lead, PING_LIMIT_PER_KEY, PingService } from '@app/leads';
import { Leadsource } from '@app/leadsources';
import { createBuyer, insertLeadsource, supplierLead } from '../factories';
import { startTestApp, TestApp } from '../support/test-app';
import { MID_MONTH, TestClock } from '../support/test-clock';

const ANSWERS = { consumption: '5.000 – 8.000 kWh', buildingType: 'Einfamilienhaus' };
const COLOGNE = '50667';
const BERLIN = '10115';

describe('Ping/post: POST /public-api/leadsource/ping, then the lead with pingId', () => {
  let t: TestApp;
  let clock: TestClock;
  let source: Leadsource;
  let other: Leadsource;
  let auth: { Authorization: string };
  let sequence = 0;

  const ping = (body: Record<string, unknown>, key = source.apiKey) => t.http.post('/public-api/leadsource/ping').set('X-Api-Key', key).send(body);
  /** A lead of a new person each time (no externalId repeats), with the ping's postal code and answers unless told otherwise. */
  const post = (overrides: Record<string, unknown> = {}, key = source.apiKey) => {
    const lead = supplierLead();
    const { zip, ...rest } = overrides as { zip?: string };
    return t.http
      .post('/public-api/leadsource/lead')
      .set('X-Api-Key', key)
      .send({ ...lead, externalId: `PP-${++sequence}`, contact: { ...lead.contact, zip: zip ?? COLOGNE, mail: `person-${sequence}@example.de` }, data: { ...ANSWERS, extraInfo: 'Dach 2019 neu gedeckt' }, ...rest });
  };
  const wantedPing = async () => (await ping({ zip: COLOGNE, data: ANSWERS }).expect(200)).body as { pingId: string; wanted: boolean; price: number | null; expiresAt: string };

  beforeAll(async () => {
    t = await startTestApp();
    clock = TestClock.runningFrom(MID_MONTH);
    t.useClock(clock);
    auth = await t.staffAuth();
    source = await insertLeadsource(t, { name: 'Solarportal Ping', slug: 'solarportal-ping', apiKey: 'p'.repeat(48), leadCost: '20.00' });
    other = await insertLeadsource(t, { name: 'Anderer Partner', slug: 'anderer-partner', apiKey: 'o'.repeat(48), leadCost: '15.00' });
    // The cost rules through the back office's route: 2,50 € more for postal area 5, then 10 % for a large consumption.
    await t.http
      .put(`/api/leadsource/${source.id}`)
      .set(auth)
      .send({
        costRules: [
          { name: 'PLZ 5', when: { kind: 'zipPrefix', prefix: '5' }, change: { amount: 2.5 } },
          { name: 'Viel Verbrauch', when: { kind: 'answerRange', key: 'consumption', min: 5000 }, change: { percent: 10 } },
        ],
      })
      .expect(200);
    // One buyer, for postal area 50 (Köln), at any time.
    await createBuyer(t, { name: 'Kölner Solar', zips: ['50'] });
  });
  afterAll(() => t.close());

  it('answers whether a buyer would take the lead now and what the supplier is paid, valid for 10 minutes', async () => {
    const now = clock.now().getTime();
    const wanted = await ping({ zip: COLOGNE, data: ANSWERS }).expect(200);
    expect(wanted.body).toMatchObject({ wanted: true, price: 24.75 });
    // formatMoney writes a non-breaking space before €.
    expect(JSON.parse(JSON.stringify(wanted.body.priceRules).replace(/\u00a0/g, ' '))).toEqual([
      { name: 'Einkaufspreis', change: '20,00 €' },
      { name: 'PLZ 5', change: '+2,50 €' },
      { name: 'Viel Verbrauch', change: '+10 % (+2,25 €)' },
    ]);
    expect(new Date(wanted.body.expiresAt).getTime() - now).toBeGreaterThanOrEqual(10 * 60_000);
    expect(new Date(wanted.body.expiresAt).getTime() - now).toBeLessThan(10 * 60_000 + 5_000);
    // No buyer in Berlin: not wanted, and the price is still what a lead would be paid.
    const unwanted = await ping({ zip: BERLIN, data: { consumption: 'bis 3.000 kWh' } }).expect(200);
    expect(unwanted.body).toMatchObject({ wanted: false, price: 20 });
    // The ping keeps nothing personal: its columns are these.
    const [row] = await t.db.query('SELECT * FROM lead_ping WHERE id = $1', [wanted.body.pingId]);
    expect(Object.keys(row).sort()).toEqual(['answers', 'created_at', 'expires_at', 'id', 'lead_id', 'leadsource_id', 'price', 'used_at', 'wanted', 'zip']);
    expect(row).toMatchObject({ zip: COLOGNE, answers: ANSWERS, wanted: true, price: '24.75', used_at: null, lead_id: null });
  });

  it('refuses a name, phone, e-mail or street in a ping with a German reason, storing nothing', async () => {
    const before = Number((await t.db.query('SELECT count(*) AS n FROM lead_ping'))[0].n);
    const withContact = await ping({ zip: COLOGNE, data: ANSWERS, contact: { firstName: 'Jonas', phone: '0221 9876543' } }).expect(400);
    expect(withContact.body.error).toBe(
      'Ein Ping enthält keine persönlichen Daten (Name, Telefon, E-Mail, Straße): bitte nur zip und data senden, die Kontaktdaten folgen mit dem Lead.',
    );
    for (const field of ['name', 'lastName', 'phone', 'mail', 'email', 'street']) {
      const refused = await ping({ zip: COLOGNE, [field]: 'x' }).expect(400);
      expect(refused.body.fields[field]).toMatch(/^Ein Ping enthält keine persönlichen Daten/);
    }
    const remark = await ping({ zip: COLOGNE, data: { ...ANSWERS, extraInfo: 'Herr Becker, ab 17 Uhr' } }).expect(400);
    expect(remark.body.fields['data.extraInfo']).toMatch(/^gehört nicht in den Ping/);
    expect((await ping({ zip: '123', data: ANSWERS }).expect(400)).body.fields.zip).toBe('Bitte eine gültige Postleitzahl angeben (5 Ziffern)');
    expect((await ping({ zip: COLOGNE, data: { pool: 'ja' } }).expect(400)).body.fields['data.pool']).toMatch(/^Unbekannter Schlüssel/);
    await ping({ zip: COLOGNE }, 'x'.repeat(48)).expect(401);
    expect(Number((await t.db.query('SELECT count(*) AS n FROM lead_ping'))[0].n)).toBe(before);
  });

  it("takes the lead posted with the ping at the ping's price, and counts it so for the supplier", async () => {
    const { pingId } = await wantedPing();
    const created = await post({ pingId }).expect(201);
    const lead = await t.db.getRepository(Lead).findOneByOrFail({ id: created.body.id });
    expect(lead).toMatchObject({ pingId, pingPrice: '24.75', zip: COLOGNE });
    const [row] = await t.db.query('SELECT used_at, lead_id FROM lead_ping WHERE id = $1', [pingId]);
    expect(row.lead_id).toBe(created.body.id);
    expect(row.used_at).not.toBeNull();
    // Without a ping the post works as before: the source's purchase price, no ping.
    const plain = await post().expect(201);
    expect(await t.db.getRepository(Lead).findOneByOrFail({ id: plain.body.id })).toMatchObject({ pingId: null, pingPrice: null });
    // Lieferanten-Qualität: the ping lead costs 24,75 €, the other one 20,00 €.
    const day = MID_MONTH.slice(0, 10);
    const { body: rows } = await t.http.get('/api/statistics/suppliers').query({ start: day, end: day }).set(auth).expect(200);
    const mine = rows.find((entry: { id: number }) => entry.id === source.id);
    expect(mine).toMatchObject({ leads: 2, acceptedPosts: 1, cost: 44.75 });
    expect(mine.pings).toBeGreaterThanOrEqual(3);
    expect(mine.acceptanceRate).toBe(Math.round((1 / mine.pings) * 10_000) / 100);
  });

  it('answers a second post with the same ping with 409', async () => {
    const { pingId } = await wantedPing();
    const first = await post({ pingId }).expect(201);
    const second = await post({ pingId }).expect(409);
    expect(second.body.error).toBe(`Dieser Ping wurde schon für Lead ${first.body.id} verwendet. Bitte für jeden Lead einen eigenen Ping senden.`);
  });

  it('lets exactly one of two posts sent with one ping at once win', async () => {
    const pingIds = (await Promise.all([wantedPing(), wantedPing(), wantedPing()])).map((answer) => answer.pingId);
    // Three pairs at once, each pair racing for its ping.
    const answers = await Promise.all(pingIds.flatMap((pingId) => [post({ pingId }), post({ pingId })]));
    for (const [index, pingId] of pingIds.entries()) {
      expect(answers.slice(index * 2, index * 2 + 2).map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(await t.db.getRepository(Lead).countBy({ pingId })).toBe(1);
    }
  });

  it('refuses a post whose postal code or answers differ from the ping, or with another source’s ping, with 422', async () => {
    const { pingId } = await wantedPing();
    const zip = await post({ pingId, zip: '50668' }).expect(422);
    expect(zip.body.error).toBe('Die Postleitzahl 50668 ist nicht die des Pings (50667).');
    const answers = await post({ pingId, data: { ...ANSWERS, consumption: 'bis 3.000 kWh' } }).expect(422);
    expect(answers.body.error).toBe('Die Antworten weichen vom Ping ab: consumption.');
    expect(answers.body.fields['data.consumption']).toBe('Im Ping: 5.000 – 8.000 kWh');
    const missing = await post({ pingId, data: { consumption: ANSWERS.consumption } }).expect(422);
    expect(missing.body.error).toBe('Die Antworten weichen vom Ping ab: buildingType.');
    const foreign = await post({ pingId }, other.apiKey).expect(422);
    expect(foreign.body.error).toMatch(/^Diesen Ping gibt es nicht oder nicht mehr/);
    await post({ pingId: 'kein-ping' }).expect(400);
    // None of them used it: the right lead still gets it.
    await post({ pingId }).expect(201);
  });

  it('refuses a ping older than 10 minutes with 422, and keeps counting pings the sweep removed', async () => {
    const { pingId } = await wantedPing();
    clock.advance(10 * 60_000 + 1_000);
    const expired = await post({ pingId }).expect(422);
    expect(expired.body.error).toMatch(/abgelaufen/);
    expect(await t.db.getRepository(Lead).countBy({ pingId })).toBe(0);
    const day = MID_MONTH.slice(0, 10);
    const pingsOfDay = async () => {
      const { body: rows } = await t.http.get('/api/statistics/suppliers').query({ start: day, end: day }).set(auth).expect(200);
      return rows.find((entry: { id: number }) => entry.id === source.id).pings as number;
    };
    const counted = await pingsOfDay();
    expect(await t.app.get(PingService).sweep()).toBeGreaterThan(0);
    expect((await t.db.query('SELECT id FROM lead_ping WHERE id = $1', [pingId])).length).toBe(0);
    expect(await pingsOfDay()).toBe(counted);
    expect((await post({ pingId }).expect(422)).body.error).toMatch(/abgelaufen/);
  });

  // Last: it blocks the other source's key for the rest of the window.
  it('refuses a ping flood per key with 429 and a German reason; other keys still ping', async () => {
    const limit = PING_LIMIT_PER_KEY.limit;
    for (let sent = 0; sent < limit; sent += 25) {
      const batch = await Promise.all(Array.from({ length: Math.min(25, limit - sent) }, () => ping({ zip: BERLIN }, other.apiKey)));
      expect(batch.every((answer) => answer.status === 200)).toBe(true);
    }
    const refused = await ping({ zip: BERLIN }, other.apiKey).expect(429);
    expect(refused.body.error).toBe('Zu viele Pings in kurzer Zeit (höchstens 600 je Minute). Bitte später erneut senden.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await ping({ zip: BERLIN }).expect(200);
  });
});
