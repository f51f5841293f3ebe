// Issue 31 §1, §2, §5: each new lead gets a quality verdict (score, status, German findings) on both intake paths;
// below its source's 'Mindestqualität' a lead is stored but held for staff ('Zu prüfen'), who qualify it.
import { DataSource } from 'typeorm';
import { Lead } from '@app/leads';
import { Leadsource } from '@app/leadsources';
import { Sale } from '@app/sales';
import { createBuyer, funnelLead, insertLeadsource, supplierLead } from '../factories';
import { outboxSettled } from '../support/outbox-settled';
import { startTestApp, TestApp } from '../support/test-app';

describe('Lead quality at intake', () => {
  let t: TestApp;
  let db: DataSource;
  let staff: Record<string, string>;
  let strict: Leadsource;
  let lenient: Leadsource;
  let buyerId: number;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.db;
    staff = await t.staffAuth();
    // Both pre-qualified: their leads are sold at once, unless held.
    strict = await insertLeadsource(t, { name: 'Streng', slug: 'streng', apiKey: 'm'.repeat(48), preQualified: true, minQuality: 60, reclaQuote: '50.00', mail: 'recla@streng.example' });
    lenient = await insertLeadsource(t, { name: 'Ohne Mindestqualität', slug: 'ohne', apiKey: 'o'.repeat(48), preQualified: true });
    buyerId = (await createBuyer(t, { name: 'Kölner Solar', zips: ['50'] })).id;
  });
  afterAll(() => t.close());

  const post = (source: Leadsource, body: Record<string, unknown>) => t.http.post('/public-api/leadsource/lead').set('X-Api-Key', source.apiKey).send(body);
  const detail = async (id: number) => (await t.http.get(`/api/lead/${id}`).set(staff).expect(200)).body;
  const codes = (quality: { findings: { code: string }[] }) => quality.findings.map((finding) => finding.code).sort();
  const salesOf = (leadId: number) => db.getRepository(Sale).countBy({ leadId });

  it('gives a sound supplier lead a full score and sells it; the e-mail domain is named as not checked when DNS is off', async () => {
    const created = await post(strict, supplierLead({ externalId: 'Q-GOOD', contact: { ...supplierLead().contact, phone: '0221 4738291' } })).expect(201);
    await outboxSettled(db);
    const lead = await detail(created.body.id);
    expect(lead.quality).toEqual({
      score: 100,
      status: 'ok',
      complete: true,
      findings: [{ code: 'email-unchecked', text: 'E-Mail-Domain nicht geprüft (DNS nicht erreichbar)' }],
      // A Cologne number; the lead page names its type.
      phoneType: 'landline',
    });
    expect(lead.qualified).toBe(true);
    expect(await salesOf(created.body.id)).toBe(1);
  });

  it('holds a poor lead of a source with a Mindestqualität: stored, answered as usual, not sold, listed as Zu prüfen with its reasons', async () => {
    const created = await post(
      strict,
      supplierLead({ externalId: 'Q-POOR', contact: { ...supplierLead().contact, firstName: 'Max', lastName: 'Mustermann', phone: '0221 5550303', mail: 'max@example.de', street: 'Breite Straße 7' } }),
    ).expect(201);
    expect(created.body).toEqual({ id: expect.any(Number) });
    await outboxSettled(db);
    const lead = await detail(created.body.id);
    expect(lead.quality).toMatchObject({ status: 'review', score: 55 });
    expect(lead.quality.findings[0]).toEqual({ code: 'name-placeholder', text: 'Platzhalter- oder Testname: Max Mustermann' });
    expect(lead.qualified).toBe(false);
    expect(await salesOf(created.body.id)).toBe(0);
    expect(lead.history[0].text).toMatch(/^Nicht automatisch verteilt: Qualität \d+ unter der Mindestqualität 60 der Leadsource \(zu prüfen\)$/);

    const review = await t.http.get('/api/leads').query({ quality: 'review', range: '[0,99]' }).set(staff).expect(200);
    expect(review.body.map((row: { id: number }) => row.id)).toContain(created.body.id);
    expect(review.body.every((row: { quality: { status: string } }) => row.quality.status === 'review')).toBe(true);

    // Staff qualify it: it is sold and leaves the list; its findings stay on the lead.
    const qualified = await t.http.put(`/api/lead/${created.body.id}`).set(staff).send({ qualified: true }).expect(200);
    expect(qualified.body.quality).toMatchObject({ status: 'ok', score: 55 });
    expect(codes(qualified.body.quality)).toEqual(['email-unchecked', 'name-placeholder']);
    expect(qualified.body.sellingStatistics.map((sale: { organisation: { id: number } }) => sale.organisation.id)).toEqual([buyerId]);
    const after = await t.http.get('/api/leads').query({ quality: 'review', range: '[0,99]' }).set(staff).expect(200);
    expect(after.body.map((row: { id: number }) => row.id)).not.toContain(created.body.id);
  });

  it('changes nothing for a source without a Mindestqualität: the same poor lead is sold, its findings shown', async () => {
    const created = await post(
      lenient,
      supplierLead({ externalId: 'Q-LENIENT', contact: { ...supplierLead().contact, firstName: 'Max', lastName: 'Mustermann', phone: '0221 1111111', mail: 'max2@example.de', street: 'Am Hof 3' } }),
    ).expect(201);
    await outboxSettled(db);
    const lead = await detail(created.body.id);
    expect(lead.quality).toMatchObject({ status: 'ok', score: 0 });
    expect(codes(lead.quality)).toEqual(['email-unchecked', 'name-placeholder', 'phone-fake']);
    expect(lead.quality.findings[0]).toEqual({ code: 'phone-fake', text: 'Telefonnummer offensichtlich falsch: +49 221 1111111 (eine Ziffer wiederholt)' });
    expect(await salesOf(created.body.id)).toBe(1);
  });

  it('finds after intake the same house in another spelling and the same phone under another name', async () => {
    // Each from a client address of its own: many leads from one address is a finding of its own (below).
    const consent = (ip: string) => ({ text: 'Einwilligung beim Partner erteilt', at: '2026-11-20T09:30:00Z', ip });
    const first = await post(
      lenient,
      supplierLead({ externalId: 'Q-HOUSE-1', contact: { ...supplierLead().contact, street: 'Hauptstraße 5', phone: '0221 5550101', mail: 'erste@example.de' }, consent: consent('198.51.100.1') }),
    ).expect(201);
    const second = await post(
      lenient,
      supplierLead({
        externalId: 'Q-HOUSE-2',
        contact: { ...supplierLead().contact, lastName: 'Yilmaz', street: 'Hauptstr. 5', phone: '0221 5550101', mail: 'zweite@example.de' },
        consent: consent('198.51.100.2'),
      }),
    ).expect(201);
    await outboxSettled(db);
    const lead = await detail(second.body.id);
    expect(codes(lead.quality)).toEqual(['address-duplicate', 'email-unchecked', 'phone-other-names']);
    expect(lead.quality.findings.find((finding: { code: string }) => finding.code === 'address-duplicate').text).toBe(`Adresse schon als Lead vorhanden (Lead ${first.body.id})`);
    expect(lead.quality.score).toBe(40);
  });

  it('judges how the funnel was filled in: a hidden field filled within seconds is a bot, rejected under a Mindestqualität', async () => {
    await t.http.put(`/api/leadsource/${(await db.getRepository(Leadsource).findOneByOrFail({ builtIn: true })).id}`).set(staff).send({ minQuality: 50 }).expect(200);
    const body = { ...funnelLead({ contact: { mail: 'bot@example.de', phone: '0151 27384910', zip: '50667', city: 'Köln' } }), signals: { elapsedMs: 1800, website: 'http://spam.example', session: 'tab-bot' } };
    await t.http.post('/public-api/lead').set('X-Forwarded-For', '10.31.0.1').send(body).expect(201);
    await outboxSettled(db);
    const stored = await db.getRepository(Lead).findOneByOrFail({ email: 'bot@example.de' });
    expect(stored.qualityStatus).toBe('rejected');
    expect(stored.qualityFindings.map((finding) => finding.code).sort()).toEqual(['email-unchecked', 'honeypot', 'too-fast']);
    expect(stored.qualityFindings.find((finding) => finding.code === 'too-fast')?.text).toBe('Anfrage 1,8 s nach dem ersten Schritt abgeschickt (Grenze 8 s)');
    await t.http.put(`/api/leadsource/${stored.leadsourceId}`).set(staff).send({ minQuality: 0 }).expect(200);
  });

  it('counts many leads from one browser session within the hour', async () => {
    let last = 0;
    for (let n = 1; n <= 6; n++) {
      const body = { ...funnelLead({ contact: { mail: `serie${n}@example.de`, phone: `0151 71000${n}00`, zip: '50667', city: 'Köln' } }), signals: { elapsedMs: 60_000, session: 'tab-farm' } };
      await t.http.post('/public-api/lead').set('X-Forwarded-For', `10.32.0.${n}`).send(body).expect(201);
      await outboxSettled(db);
      last = (await db.getRepository(Lead).findOneByOrFail({ email: `serie${n}@example.de` })).id;
    }
    const lead = await detail(last);
    expect(lead.quality.findings).toContainEqual({ code: 'velocity', text: '6 Anfragen in einer Stunde aus demselben Browser' });
    const fifth = await db.getRepository(Lead).findOneByOrFail({ email: 'serie5@example.de' });
    expect(fifth.qualityFindings.map((finding) => finding.code)).not.toContain('velocity');
  });

  it('knows the supplier’s own test numbers in any notation', async () => {
    await t.http.put(`/api/leadsource/${lenient.id}`).set(staff).send({ testPhoneNumbers: [' 0221 5550909 ', '0221 5550909', ''] }).expect(200);
    const source = (await t.http.get(`/api/leadsource/${lenient.id}`).set(staff).expect(200)).body;
    expect(source.testPhoneNumbers).toEqual(['0221 5550909']);
    const created = await post(lenient, supplierLead({ externalId: 'Q-TESTNR', contact: { ...supplierLead().contact, phone: '+49 221 5550909', mail: 'testnr@example.de', street: 'Probeweg 1' } })).expect(201);
    await outboxSettled(db);
    const lead = await detail(created.body.id);
    expect(lead.quality.findings).toContainEqual({ code: 'phone-fake', text: 'Telefonnummer offensichtlich falsch: +49 221 5550909 (Testnummer des Lieferanten)' });
    const refused = await t.http.put(`/api/leadsource/${lenient.id}`).set(staff).send({ testPhoneNumbers: ['keine Nummer'] }).expect(400);
    expect(JSON.stringify(refused.body)).toContain('Jede Testnummer braucht Ziffern (z. B. 0170 1111111)');
    await t.http.put(`/api/leadsource/${lenient.id}`).set(staff).send({ testPhoneNumbers: [] }).expect(200);
  });

  it('names a town that does not fit the postal code', async () => {
    const created = await post(lenient, supplierLead({ externalId: 'Q-TOWN', contact: { ...supplierLead().contact, city: 'Hamburg', phone: '0221 5550202', mail: 'ort@example.de', street: 'Ringstraße 1' } })).expect(201);
    await outboxSettled(db);
    const lead = await detail(created.body.id);
    expect(lead.quality.findings).toContainEqual({ code: 'zip-town-mismatch', text: expect.stringMatching(/^Ort „Hamburg“ passt nicht zur Postleitzahl 50667 \(Köln/) });
  });

  it('lets staff reject a held lead: never sold, given back to its supplier within the quota, or said why not', async () => {
    const held = async (externalId: string, source: Leadsource, mail: string) => {
      const body = supplierLead({
        externalId,
        contact: { ...supplierLead().contact, firstName: 'Test', lastName: 'Test', phone: '0221 5550404', mail, street: `Testweg ${mail.length}` },
        // A client address of its own: many leads from one address is a finding of its own.
        consent: { text: 'Einwilligung beim Partner erteilt', at: '2026-11-20T09:30:00Z', ip: `198.51.100.2${externalId.slice(-1)}` },
      });
      const created = await post(source, body).expect(201);
      await outboxSettled(db);
      return created.body.id as number;
    };
    const first = await held('Q-REJECT-1', strict, 'test1@example.de');
    const rejected = await t.http.post(`/api/lead/${first}/reject`).set(staff).send({}).expect(200);
    expect(rejected.body).toMatchObject({ id: first, qualified: false, supplierReclaimed: true, notReclaimed: null, recla: true, quality: { status: 'rejected' } });
    expect(rejected.body.reclamation.reason).toBe('Qualitätsprüfung: Platzhalter- oder Testname: Test Test');
    expect(rejected.body.history.map((entry: { text: string }) => entry.text)).toEqual(
      expect.arrayContaining(['Nach Prüfung abgelehnt: Qualitätsprüfung: Platzhalter- oder Testname: Test Test', 'Bei der Leadsource Streng reklamiert: Qualitätsprüfung: Platzhalter- oder Testname: Test Test']),
    );
    expect(await salesOf(first)).toBe(0);
    const rejectedList = await t.http.get('/api/leads').query({ quality: 'rejected', range: '[0,99]' }).set(staff).expect(200);
    expect(rejectedList.body.map((row: { id: number }) => row.id)).toContain(first);

    // A source without a quota: rejected all the same, the page says why the supplier was not charged back.
    await t.http.put(`/api/leadsource/${lenient.id}`).set(staff).send({ minQuality: 60 }).expect(200);
    const second = await held('Q-REJECT-2', lenient, 'test2@example.de');
    const kept = await t.http.post(`/api/lead/${second}/reject`).set(staff).send({ reason: 'Testlead' }).expect(200);
    expect(kept.body).toMatchObject({ supplierReclaimed: false, recla: false, quality: { status: 'rejected' } });
    expect(kept.body.notReclaimed).toMatch(/^Abgelehnt, aber nicht bei der Leadsource reklamiert: Ohne Mindestqualität hat keine Reklamationsquote \(0 %\): Leads aus \S+ \d{4} können nicht bei der Leadsource reklamiert werden\.$/);
    await t.http.put(`/api/leadsource/${lenient.id}`).set(staff).send({ minQuality: 0 }).expect(200);

    // A qualified lead is sold, not rejected.
    const sold = await post(lenient, supplierLead({ externalId: 'Q-REJECT-3', contact: { ...supplierLead().contact, phone: '0221 5550505', mail: 'verkauft@example.de', street: 'Marktplatz 1' } })).expect(201);
    await outboxSettled(db);
    const refused = await t.http.post(`/api/lead/${sold.body.id}/reject`).set(staff).send({}).expect(400);
    expect(refused.body.error).toMatch(/^Lead \d+ ist qualifiziert und wird verkauft/);
    await t.http.post('/api/lead/999999/reject').set(staff).send({}).expect(404);
  });

  it('refuses a bad Mindestqualität and a bad quality filter with German reasons', async () => {
    const refused = await t.http.put(`/api/leadsource/${strict.id}`).set(staff).send({ minQuality: 150 }).expect(400);
    expect(JSON.stringify(refused.body)).toContain('Mindestqualität muss eine ganze Zahl von 0 bis 100 sein');
    const filter = await t.http.get('/api/leads').query({ quality: 'schlecht' }).set(staff).expect(400);
    expect(filter.body.error).toBe("quality muss 'review', 'rejected' oder 'ok' sein");
    const source = await t.http.get(`/api/leadsource/${strict.id}`).set(staff).expect(200);
    expect(source.body.minQuality).toBe(60);
  });
});
