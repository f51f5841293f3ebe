// PostgreSQL pass: parallel intake of one person on several connections stores one lead.
import { DataSource } from 'typeorm';
import { Lead } from '@app/leads';
import { Leadsource } from '@app/leadsources';
import { insertLeadsource, supplierLead } from '../factories';
import { startTestApp, TestApp } from '../support/test-app';

describe('Supplier intake: POST /public-api/leadsource/lead with X-Api-Key', () => {
  let t: TestApp;
  let db: DataSource;
  let supplier: Leadsource;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.db;
    supplier = await insertLeadsource(t, { name: 'Solarportal', slug: 'solarportal', apiKey: 's'.repeat(48), mail: 'recla@solarportal.example' });
    await insertLeadsource(t, { name: 'Gekündigt', slug: 'gekuendigt', apiKey: 'g'.repeat(48), active: false });
    await insertLeadsource(t, { name: 'Callcenter', slug: 'callcenter', apiKey: 'q'.repeat(48), preQualified: true });
  });
  afterAll(() => t.close());

  it.each([
    ['no key', undefined],
    ['an unknown key', 'x'.repeat(48)],
    ['the key of an inactive source', 'g'.repeat(48)],
  ])('answers %s with 401 before looking at the body', async (_, key) => {
    const call = t.http.post('/public-api/leadsource/lead');
    if (key) call.set('X-Api-Key', key);
    const response = await call.send({ kaputt: true }).expect(401);
    expect(response.body.error).toBe('Ungültiger oder inaktiver API-Schlüssel (Header X-Api-Key)');
  });

  it('answers the same externalId sent several times at once with one lead', async () => {
    const send = () => t.http.post('/public-api/leadsource/lead').set('X-Api-Key', supplier.apiKey).send(supplierLead({ externalId: 'SP-PARALLEL' }));
    const answers = await Promise.all([send(), send(), send(), send()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await db.getRepository(Lead).countBy({ externalId: 'SP-PARALLEL' })).toBe(1);
  });

  it('stores the lead for that source and answers a repeated externalId with the same lead', async () => {
    const first = await t.http.post('/public-api/leadsource/lead').set('X-Api-Key', supplier.apiKey).send(supplierLead()).expect(201);
    const again = await t.http.post('/public-api/leadsource/lead').set('X-Api-Key', supplier.apiKey).send(supplierLead()).expect(200);
    expect(again.body).toEqual(first.body);
    const lead = await db.getRepository(Lead).findOneByOrFail({ id: first.body.id });
    expect(lead).toMatchObject({
      leadsourceId: supplier.id,
      externalId: 'SP-1001',
      phone: '+492219876543',
      email: 'jonas.becker@example.de',
      street: 'Domstraße 12',
      qualified: false,
      consentText: 'Einwilligung beim Partner erteilt',
      consentIp: '203.0.113.7',
      data: { consumption: '5.000 – 8.000 kWh', buildingType: 'Einfamilienhaus', extraInfo: 'Dach 2019 neu gedeckt' },
    });
    expect(lead.consentAt?.toISOString()).toBe('2026-11-20T09:30:00.000Z');
    expect(await db.getRepository(Lead).countBy({ externalId: 'SP-1001' })).toBe(1);
  });

  it('qualifies leads of a pre-qualified source on intake', async () => {
    const response = await t.http
      .post('/public-api/leadsource/lead')
      .set('X-Api-Key', 'q'.repeat(48))
      .send(supplierLead({ externalId: 'CC-1' }))
      .expect(201);
    const lead = await db.getRepository(Lead).findOneByOrFail({ id: response.body.id });
    expect(lead.qualified).toBe(true);
    expect(lead.qualifiedAt).toBeInstanceOf(Date);
  });

  it('refuses unknown answer keys and bad contact data with German reasons, storing nothing', async () => {
    const before = await db.getRepository(Lead).count();
    const unknownKey = await t.http
      .post('/public-api/leadsource/lead')
      .set('X-Api-Key', supplier.apiKey)
      .send(supplierLead({ externalId: 'SP-2', data: { pool: 'ja' } }))
      .expect(400);
    expect(unknownKey.body.fields['data.pool']).toMatch(/^Unbekannter Schlüssel. Erlaubt: consumption, buildingType/);
    const badPhone = await t.http
      .post('/public-api/leadsource/lead')
      .set('X-Api-Key', supplier.apiKey)
      .send(supplierLead({ externalId: 'SP-3', contact: { ...supplierLead().contact, phone: 'nix' } }))
      .expect(400);
    expect(badPhone.body.fields).toEqual({ 'contact.phone': 'Bitte eine gültige Telefonnummer angeben' });
    expect(await db.getRepository(Lead).count()).toBe(before);
  });
});
