// Issue 31 §3: the throttle that acts by itself. A source whose returns pass the limit of Settings → Verteilung is
// 'Gedrosselt': its leads need manual qualification, staff get one mail, the Protokoll records it; staff lift it.
import { DataSource } from 'typeorm';
import { Lead, SupplierThrottleService } from '@app/leads';
import { Leadsource } from '@app/leadsources';
import { OutgoingMail } from '@app/mail';
import { Sale } from '@app/sales';
import { createBuyer, insertLead, insertLeadsource, insertSale, supplierLead } from '../factories';
import { outboxSettled } from '../support/outbox-settled';
import { startTestApp, TestApp } from '../support/test-app';

describe('Supplier throttle (Gedrosselt)', () => {
  let t: TestApp;
  let db: DataSource;
  let staff: Record<string, string>;
  let source: Leadsource;
  let buyerId: number;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.db;
    staff = await t.staffAuth();
    source = await insertLeadsource(t, { name: 'Rückläufer GmbH', slug: 'ruecklaeufer', apiKey: 'r'.repeat(48), preQualified: true });
    buyerId = (await createBuyer(t, { name: 'Drossel Solar', zips: ['50'] })).id;
    // 20 sales in the last days, 5 of them returned: 25 %.
    for (let n = 0; n < 20; n++) {
      const lead = await insertLead(t, { leadsourceId: source.id, phone: `+4922155${String(n).padStart(5, '0')}`, email: `alt${n}@example.de` });
      await insertSale(t, { leadId: lead.id, organisationId: buyerId, soldAt: new Date(Date.now() - 86_400_000 * (n % 10)), reclaimed: n < 5 });
    }
  });
  afterAll(() => t.close());

  const throttle = () => t.app.get(SupplierThrottleService).check();
  const settings = (change: Record<string, unknown>) =>
    t.http.put('/api/settings/distribution').set(staff).send({ buyersPerLead: 3, duplicateWindowDays: 30, ...change });
  const post = (externalId: string, phone: string) =>
    t.http.post('/public-api/leadsource/lead').set('X-Api-Key', source.apiKey).send(supplierLead({ externalId, contact: { ...supplierLead().contact, phone, mail: `${externalId}@example.de`, street: `Weg ${externalId}` } }));

  it('does nothing while the limits are off (the default)', async () => {
    expect(await throttle()).toEqual([]);
    expect((await t.http.get(`/api/leadsource/${source.id}`).set(staff).expect(200)).body.throttled).toBeNull();
  });

  it('refuses a limit that is no percentage with a German reason', async () => {
    const refused = await settings({ throttleReturnShare: 0 }).expect(400);
    expect(JSON.stringify(refused.body)).toContain('Drosseln ab Reklamationsanteil muss eine ganze Zahl von 1 bis 100 (Prozent) sein oder leer');
  });

  it('throttles a source past the limit once: its leads wait for staff, who get one mail; lifting it ends that', async () => {
    await settings({ throttleReturnShare: 20 }).expect(200);
    expect(await throttle()).toEqual([source.id]);
    const throttled = (await t.http.get(`/api/leadsource/${source.id}`).set(staff).expect(200)).body.throttled;
    expect(throttled).toEqual({ since: expect.any(String), reason: 'In den letzten 30 Tagen: 25 % der Verkäufe reklamiert (5 von 20; Grenze 20 %)' });
    const mails = await db.getRepository(OutgoingMail).findBy({ kind: 'supplier-throttled' });
    expect(mails.map((mail) => mail.subject)).toEqual(['Leadsource gedrosselt: Rückläufer GmbH']);
    expect(mails[0].text).toContain('Grund: In den letzten 30 Tagen: 25 % der Verkäufe reklamiert (5 von 20; Grenze 20 %)');
    // Once: a second run changes nothing and mails nobody.
    expect(await throttle()).toEqual([]);
    expect(await db.getRepository(OutgoingMail).countBy({ kind: 'supplier-throttled' })).toBe(1);

    // A lead of the pre-qualified source now waits in Einkauf, and says why.
    const held = await post('DR-1', '0221 4738201').expect(201);
    await outboxSettled(db);
    expect(await db.getRepository(Lead).findOneByOrFail({ id: held.body.id })).toMatchObject({ qualified: false });
    expect(await db.getRepository(Sale).countBy({ leadId: held.body.id })).toBe(0);
    const page = (await t.http.get(`/api/lead/${held.body.id}`).set(staff).expect(200)).body;
    expect(page.history.map((entry: { text: string }) => entry.text)).toContain(
      'Nicht automatisch verteilt: Die Leadsource ist gedrosselt (In den letzten 30 Tagen: 25 % der Verkäufe reklamiert (5 von 20; Grenze 20 %))',
    );

    // Staff lift it: leads are distributed again, and the old figures do not throttle it at once.
    const lifted = await t.http.delete(`/api/leadsource/${source.id}/throttle`).set(staff).expect(200);
    expect(lifted.body.throttled).toBeNull();
    expect(await throttle()).toEqual([]);
    const sold = await post('DR-2', '0221 4738202').expect(201);
    await outboxSettled(db);
    expect(await db.getRepository(Sale).countBy({ leadId: sold.body.id })).toBe(1);

    // The Protokoll names both: the system's throttle and the person who lifted it.
    const rows = (await t.http.get('/api/audit').query({ range: '[0,99]', filter: JSON.stringify({ entityType: 'leadsource', entityId: String(source.id) }) }).set(staff).expect(200)).body;
    const actions = rows.map((row: { action: string }) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['update', 'lift-throttle']));
    await settings({ throttleReturnShare: null }).expect(200);
  });
});
