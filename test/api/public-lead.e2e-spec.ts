import { DataSource } from 'typeorm';
import { Lead, FUNNEL_LIMIT_PER_IP } from '@app/leads';
import { Leadsource } from '@app/leadsources';
import { OutgoingMail } from '@app/mail';
import { CONSENT_TEXT } from '@app/contract';
import { funnelLead } from '../factories';
import { startSmtpSink, SmtpSink } from '../support/smtp-sink';
import { startTestApp, TestApp } from '../support/test-app';

describe('Offer funnel: GET /public-api/funnel and POST /public-api/lead', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let db: DataSource;
  let ipCounter = 0;
  /** Each submission from its own address, so the per-IP limit only bites where a test wants it. */
  const post = (body: unknown, ip = `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`) =>
    t.http.post('/public-api/lead').set('X-Forwarded-For', ip).set('User-Agent', 'Testbrowser/1.0').send(body as object);
  const counts = async () => ({ leads: await db.getRepository(Lead).count(), mails: await db.getRepository(OutgoingMail).count() });

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Solar & Dach Angebote <info@solar-dach.example>' });
    db = t.db;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('serves the eight funnel questions with their answers', async () => {
    const response = await t.http.get('/public-api/funnel').expect(200);
    const steps = response.body.steps;
    expect(steps.map((step: { id: number }) => step.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(steps.map((step: { key: string }) => step.key)).toEqual([
      'consumption',
      'buildingType',
      'roofType',
      'roofing',
      'roofAreaSize',
      'financingType',
      'interestBattery',
      'implementationPeriod',
    ]);
    expect(steps[1]).toEqual({
      id: 2,
      title: 'Hausart',
      key: 'buildingType',
      question: 'Auf welchem Gebäude soll die Anlage installiert werden?',
      answers: expect.arrayContaining([{ text: 'Einfamilienhaus', freeText: false }, { text: 'Sonstiges', freeText: true }]),
    });
  });

  it('stores a valid lead normalised, with answers by key, consent and source, and mails the confirmation', async () => {
    const response = await post(funnelLead(), '10.1.1.1').expect(201);
    // The thank-you page shows the number and, with double opt-in (on from the start), asks to confirm the address.
    expect(response.body).toEqual({ id: expect.any(Number), doubleOptIn: true });
    const lead = await db.getRepository(Lead).findOneOrFail({ where: { id: response.body.id }, relations: { leadsource: true } });
    expect(lead).toMatchObject({
      salutation: 'Frau',
      firstName: 'Anna',
      lastName: 'Schmidt',
      phone: '+491711234567',
      email: 'anna.schmidt@example.de',
      street: 'Lindenstraße 5a',
      zip: '80331',
      city: 'München',
      qualified: false,
      duplicateOfId: null,
      consentText: CONSENT_TEXT,
      consentIp: '10.1.1.1',
      consentUserAgent: 'Testbrowser/1.0',
      fromUrl: 'https://angebote.example.de/?step=10',
    });
    expect(lead.consentAt).toBeInstanceOf(Date);
    expect(lead.leadsource.slug).toBe('website');
    expect(lead.data).toEqual({
      consumption: '3.000 – 5.000 kWh',
      buildingType: 'Bauernhof mit Scheune',
      roofType: 'Satteldach',
      roofing: 'Dachziegel',
      roofAreaSize: '40 – 60 m²',
      financingType: 'Kauf',
      interestBattery: 'Ja',
      implementationPeriod: 'In 1 – 3 Monaten',
    });
    expect(lead.details[1]).toEqual({ title: 'Hausart', id: 2, key: 'buildingType', action: { title: 'Sonstiges', freeText: 'Bauernhof mit Scheune' } });

    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toMatchObject({ text: 'anna.schmidt@example.de' });
    expect(mail.from?.text).toBe('"Solar & Dach Angebote" <info@solar-dach.example>');
    expect(mail.subject).toBe('Ihre Anfrage für eine Photovoltaikanlage in 80331 München');
    expect(mail.html).toContain('<p>Guten Tag Frau Anna Schmidt,</p>');
    expect(mail.text).toContain('Guten Tag Frau Anna Schmidt,');
    expect(mail.text).toContain('- Eine Mitarbeiterin oder ein Mitarbeiter ruft Sie in Kürze an');
    expect(mail.text).not.toContain('<');
    const stored = await db.getRepository(OutgoingMail).findOneByOrFail({ leadId: lead.id });
    expect(stored.kind).toBe('lead-confirmation');
  });

  it("accepts the spec's body {contact, details} without consent and records the funnel's consent line", async () => {
    const { contact, details } = funnelLead({ contact: { mail: 'ohne.einwilligung@example.de', phone: '0171 7000100' } });
    const mailsBefore = smtp.messages.length;
    const response = await post({ contact, details }, '10.1.1.2').expect(201);
    const lead = await db.getRepository(Lead).findOneByOrFail({ id: response.body.id });
    expect(lead).toMatchObject({ consentText: CONSENT_TEXT, consentIp: '10.1.1.2', consentUserAgent: 'Testbrowser/1.0' });
    expect(Math.abs(lead.consentAt!.getTime() - Date.now())).toBeLessThan(60_000);
    // Its confirmation mail arrives before the next test counts mails.
    await smtp.waitFor(mailsBefore + 1);
  });

  it('escapes customer input in the HTML mail', async () => {
    const before = smtp.messages.length;
    await post(funnelLead({ contact: { firstName: '<script>x</script>', mail: 'xss@example.de', phone: '0171 7000001' } })).expect(201);
    const mail = (await smtp.waitFor(before + 1))[before];
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  it('takes the lead source from ?ls= in the page address, falling back to the website', async () => {
    await db.getRepository(Leadsource).save({ name: 'Partner Solarportal', slug: 'solarportal', apiKey: 'k'.repeat(40), mail: 'recla@solarportal.example' });
    await db.getRepository(Leadsource).save({ name: 'Alt', slug: 'alt', apiKey: 'a'.repeat(40), active: false });
    const viaPartner = await post(funnelLead({ contact: { fromUrl: 'https://angebote.example.de/?ls=solarportal&step=10', mail: 'p1@example.de', phone: '0171 7000002' } })).expect(201);
    const viaInactive = await post(funnelLead({ contact: { fromUrl: 'https://angebote.example.de/?ls=alt', mail: 'p2@example.de', phone: '0171 7000003' } })).expect(201);
    const viaUnknown = await post(funnelLead({ contact: { fromUrl: 'kein url', mail: 'p3@example.de', phone: '0171 7000004' } })).expect(201);
    const slugOf = async (id: number) => (await db.getRepository(Lead).findOneOrFail({ where: { id }, relations: { leadsource: true } })).leadsource.slug;
    expect(await slugOf(viaPartner.body.id)).toBe('solarportal');
    expect(await slugOf(viaInactive.body.id)).toBe('website');
    expect(await slugOf(viaUnknown.body.id)).toBe('website');
  });

  it('flags the same person (phone or e-mail) within 30 days as duplicate of the earlier lead', async () => {
    const first = await post(funnelLead({ contact: { mail: 'dublette@example.de', phone: '0160 5550001' } })).expect(201);
    const samePhone = await post(funnelLead({ contact: { mail: 'andere@example.de', phone: '+49 160 5550001' } })).expect(201);
    const sameMail = await post(funnelLead({ contact: { mail: 'DUBLETTE@example.de', phone: '0160 5550009' } })).expect(201);
    const other = await post(funnelLead({ contact: { mail: 'neu@example.de', phone: '0160 5550002' } })).expect(201);
    const leads = db.getRepository(Lead);
    expect((await leads.findOneByOrFail({ id: first.body.id })).duplicateOfId).toBeNull();
    expect((await leads.findOneByOrFail({ id: samePhone.body.id })).duplicateOfId).toBe(first.body.id);
    expect((await leads.findOneByOrFail({ id: sameMail.body.id })).duplicateOfId).toBe(first.body.id);
    expect((await leads.findOneByOrFail({ id: other.body.id })).duplicateOfId).toBeNull();

    // Older than the window: no longer a duplicate.
    await leads.update({ id: first.body.id }, { realCreatedAt: new Date(Date.now() - 31 * 86_400_000) });
    await leads.update({ id: samePhone.body.id }, { realCreatedAt: new Date(Date.now() - 31 * 86_400_000) });
    await leads.update({ id: sameMail.body.id }, { realCreatedAt: new Date(Date.now() - 31 * 86_400_000) });
    const later = await post(funnelLead({ contact: { mail: 'dublette@example.de', phone: '0160 5550001' } })).expect(201);
    expect((await leads.findOneByOrFail({ id: later.body.id })).duplicateOfId).toBeNull();
  });

  it('pads a four-digit postal code with 0', async () => {
    const response = await post(funnelLead({ contact: { zip: '1067', mail: 'dresden@example.de', phone: '0351 1234567' } })).expect(201);
    expect((await db.getRepository(Lead).findOneByOrFail({ id: response.body.id })).zip).toBe('01067');
  });

  it.each([
    ['a bad phone', funnelLead({ contact: { phone: '0171 12345a67' } }), { 'contact.phone': 'Bitte eine gültige Telefonnummer angeben' }],
    ['a bad e-mail', funnelLead({ contact: { mail: 'anna@' } }), { 'contact.mail': 'Bitte eine gültige E-Mail-Adresse angeben' }],
    ['a 3-digit postcode', funnelLead({ contact: { zip: '803' } }), { 'contact.zip': 'Bitte eine gültige Postleitzahl angeben (5 Ziffern)' }],
    ['an empty last name', funnelLead({ contact: { lastName: '  ' } }), { 'contact.lastName': 'Bitte Nachnamen angeben' }],
    ['an unknown salutation', funnelLead({ contact: { salutation: 'Dr.' } }), { 'contact.salutation': 'Bitte eine Anrede wählen' }],
    ['a consent that is not an object', funnelLead({ consent: 'ja' }), { consent: expect.any(String) }],
    ['consent not given', funnelLead({ consent: { text: CONSENT_TEXT, accepted: false } }), { 'consent.accepted': 'Bitte der Übermittlung zustimmen' }],
    ['another consent text', funnelLead({ consent: { text: 'Ich bin einverstanden.', accepted: true } }), { 'consent.text': 'Einwilligungstext stimmt nicht mit dem angezeigten Text überein' }],
    ['a wrong type', funnelLead({ contact: { firstName: 42 } }), { 'contact.firstName': 'Bitte Vornamen angeben' }],
    ['an unknown field', { ...funnelLead(), admin: true }, { admin: 'admin ist kein erlaubtes Feld' }],
    ['an unknown question', funnelLead({ details: [{ key: 'pool', action: { title: 'Ja' } }] }), { 'details.0.key': 'Unbekannte Frage "pool"' }],
    ['an answer the question does not have', funnelLead({ details: [{ key: 'roofType', action: { title: 'Kuppel' } }] }), { 'details.0.action.title': '"Kuppel" ist keine Antwort auf "Dachart"' }],
    ['a free-text answer without text', funnelLead({ details: [{ key: 'roofType', action: { title: 'Sonstiges', freeText: ' ' } }] }), { 'details.0.action.freeText': 'Bitte hier eingeben' }],
  ])('refuses %s with 400 and the field in German, storing nothing', async (_, body, fields) => {
    const before = await counts();
    const response = await post(body).expect(400);
    expect(response.body.statusCode).toBe(400);
    expect(response.body.fields).toMatchObject(fields);
    expect(typeof response.body.error).toBe('string');
    expect(await counts()).toEqual(before);
  });

  it('refuses a 1 MB body with 413 and stores nothing', async () => {
    const before = await counts();
    const huge = funnelLead({ contact: { city: 'x'.repeat(1024 * 1024) } });
    const response = await post(huge).expect(413);
    expect(response.body).toEqual({ statusCode: 413, error: 'Die Anfrage ist zu groß' });
    expect(await counts()).toEqual(before);
  });

  it('throttles submissions per IP address', async () => {
    const ip = '10.77.0.1';
    for (let i = 0; i < FUNNEL_LIMIT_PER_IP.limit; i++) {
      await post(funnelLead({ contact: { mail: `viel${i}@example.de`, phone: `0171 80000${10 + i}` } }), ip).expect(201);
    }
    const refused = await post(funnelLead({ contact: { mail: 'zuviel@example.de' } }), ip).expect(429);
    expect(refused.body.error).toBe('Zu viele Anfragen von dieser Adresse. Bitte später erneut versuchen.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('Confirmation mail without SMTP_URL', () => {
  it('keeps the mail in the database as held instead of dropping it', async () => {
    const t = await startTestApp();
    try {
      const db = t.db;
      const response = await t.http.post('/public-api/lead').send(funnelLead()).expect(201);
      const mails = db.getRepository(OutgoingMail);
      const started = Date.now();
      while ((await mails.findOneByOrFail({ leadId: response.body.id })).status !== 'held') {
        if (Date.now() - started > 10_000) throw new Error('Mail nicht als held markiert');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const mail = await mails.findOneByOrFail({ leadId: response.body.id });
      expect(mail.recipient).toBe('anna.schmidt@example.de');
      expect(mail.subject).toBe('Ihre Anfrage für eine Photovoltaikanlage in 80331 München');
    } finally {
      await t.close();
    }
  });
});
