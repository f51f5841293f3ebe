import { createHash } from 'node:crypto';
import { CONSENT_TEXT } from '@app/contract';
import { Lead } from '@app/leads';
import { OutgoingMail } from '@app/mail';
import { createBuyer, funnelLead, supplierLead } from '../factories';
import { outboxSettled } from '../support/outbox-settled';
import { pdfText } from '../support/pdf-text';
import { startTestApp, TestApp } from '../support/test-app';
import { MID_MONTH, TestClock } from '../support/test-clock';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** supertest keeps a PDF answer as bytes only with a parser of its own. */
const binary: Parameters<ReturnType<TestApp['http']['get']>['parse']>[0] = (response, done) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('Provable consent: text versions, double opt-in, supplier proof, certificate, ticker', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let accounting: { Authorization: string };
  let client = 0;

  /** A funnel lead from its own address and with its own e-mail and phone (no rate limit, no duplicate). */
  const submit = async (contact: Record<string, unknown> = {}, userAgent = 'Testbrowser/1.0') => {
    client++;
    const body = funnelLead({ contact: { mail: `kunde${client}@example.de`, phone: `0151 3${String(client).padStart(6, '0')}`, ...contact } });
    const response = await t.http.post('/public-api/lead').set('X-Forwarded-For', `10.77.0.${client}`).set('User-Agent', userAgent).send(body).expect(201);
    return response.body.id as number;
  };
  const lead = async (id: number) => (await t.http.get(`/api/lead/${id}`).set(admin).expect(200)).body;
  /** The mails are held without SMTP_URL: the confirmation mail's link carries the token. */
  const confirmationToken = async (leadId: number) => {
    const mail = await t.db.getRepository(OutgoingMail).findOneByOrFail({ leadId, kind: 'lead-confirmation' });
    const token = /\/bestaetigen\/([A-Za-z0-9_-]+)/.exec(mail.html)?.[1];
    expect(mail.text).toContain(`/bestaetigen/${token}`);
    return token!;
  };
  const confirm = (token: string, ip = '10.88.0.1', userAgent = 'Bestaetiger/2.0') =>
    t.http.post('/public-api/lead/confirm').set('X-Forwarded-For', ip).set('User-Agent', userAgent).send({ token });
  const distribution = (change: Record<string, unknown>) =>
    t.http.put('/api/settings/distribution').set(admin).send({ buyersPerLead: 2, duplicateWindowDays: 30, ...change }).expect(200);

  beforeAll(async () => {
    t = await startTestApp();
    // Buyers take leads on weekdays during office hours: a Wednesday noon.
    t.useClock(TestClock.runningFrom(MID_MONTH));
    admin = await t.staffAuth();
    accounting = await t.staffAuth('accounting');
    await createBuyer(t, { name: 'Sonnenstrom Süd', prio: 10, zips: ['80'] });
    await createBuyer(t, { name: 'Dachprofi Bayern', prio: 20, zips: ['8'] });
  });
  afterAll(() => t.close());

  describe('consent text versions', () => {
    it('keeps every published version of a legal page with its hash and validity; an unchanged save adds none', async () => {
      const legal = (privacy: string) => ({ imprint: { text: 'Solar GmbH, München' }, terms: { url: 'https://example.de/agb' }, privacy: { text: privacy }, partner: {} });
      await t.http.put('/api/settings/legal').set(admin).send(legal('Datenschutz, Fassung 1')).expect(200);
      await t.http.put('/api/settings/legal').set(admin).send(legal('Datenschutz, Fassung 1\r\n')).expect(200);
      const first = (await t.http.get('/api/settings/legal/versions').set(accounting).expect(200)).body;
      const privacy1 = first.filter((version: { kind: string }) => version.kind === 'privacy');
      expect(privacy1).toEqual([
        { id: expect.any(Number), kind: 'privacy', title: 'Datenschutzerklärung', text: 'Datenschutz, Fassung 1', hash: sha256('Datenschutz, Fassung 1'), validFrom: expect.any(String), validTo: null },
      ]);
      expect(first.find((version: { kind: string }) => version.kind === 'terms')).toMatchObject({ text: 'Externe Adresse: https://example.de/agb', validTo: null });
      expect(first.some((version: { kind: string }) => version.kind === 'partner')).toBe(false);

      await t.http.put('/api/settings/legal').set(admin).send(legal('Datenschutz, Fassung 2')).expect(200);
      const second = (await t.http.get('/api/settings/legal/versions').set(admin).expect(200)).body.filter((version: { kind: string }) => version.kind === 'privacy');
      expect(second.map((version: { text: string; validTo: string | null }) => [version.text, version.validTo === null])).toEqual([
        ['Datenschutz, Fassung 2', true],
        ['Datenschutz, Fassung 1', false],
      ]);
      // The old one ended when the new one began.
      expect(second[1].validTo).toBe(second[0].validFrom);
      expect(second[0].hash).toBe(sha256('Datenschutz, Fassung 2'));
      await t.http.get('/api/settings/legal/versions').expect(401);
    });

    it('stores with each funnel lead the version of the consent line it was given under, with time, IP and browser', async () => {
      const a = await lead(await submit({}, 'Firefox/140'));
      const b = await lead(await submit());
      expect(a.consent).toMatchObject({ text: CONSENT_TEXT, ip: '10.77.0.1', userAgent: 'Firefox/140', proofUrl: null, at: expect.any(String) });
      expect(a.consent.version).toMatchObject({ kind: 'consent', hash: sha256(CONSENT_TEXT), validTo: null });
      expect(b.consent.version.id).toBe(a.consent.version.id);
      const versions = (await t.http.get('/api/settings/legal/versions').set(admin).expect(200)).body;
      expect(versions.filter((version: { kind: string }) => version.kind === 'consent')).toEqual([
        expect.objectContaining({ id: a.consent.version.id, title: 'Einwilligungszeile im Funnel', text: CONSENT_TEXT }),
      ]);
    });
  });

  describe('double opt-in', () => {
    it('records the confirmation time, IP and browser once; a second use changes nothing; an unknown link is a 404', async () => {
      const id = await submit();
      const before = await lead(id);
      expect(before).toMatchObject({ emailConfirmedAt: null, emailConfirmationRequested: true });
      const token = await confirmationToken(id);
      // Only the token's hash is stored.
      expect(JSON.stringify(await t.db.getRepository(Lead).findOneByOrFail({ id }))).not.toContain(token);

      const first = await confirm(token).expect(200);
      // Not qualified yet: the page says our team checks the enquiry first.
      expect(first.body).toEqual({ confirmedAt: expect.any(String), alreadyConfirmed: false, qualified: false });
      const after = await lead(id);
      expect(after.emailConfirmedAt).toBe(first.body.confirmedAt);
      expect(after.consent).toMatchObject({ confirmationIp: '10.88.0.1', confirmationUserAgent: 'Bestaetiger/2.0' });
      expect(after.history[0]).toMatchObject({ kind: 'email-confirmed', text: 'E-Mail-Adresse bestätigt (Double-Opt-in)', user: null });

      const again = await confirm(token, '10.99.0.9', 'Anderer/1.0').expect(200);
      expect(again.body).toEqual({ confirmedAt: first.body.confirmedAt, alreadyConfirmed: true, qualified: false });
      expect((await lead(id)).consent).toMatchObject({ confirmationIp: '10.88.0.1', confirmationUserAgent: 'Bestaetiger/2.0' });

      const list = (await t.http.get('/api/leads').set(admin).expect(200)).body;
      expect(list.find((row: { id: number }) => row.id === id)).toMatchObject({ emailConfirmedAt: first.body.confirmedAt, emailConfirmationRequested: true });

      const unknown = await confirm(`${token.slice(0, -4)}AAAA`).expect(404);
      expect(unknown.body.error).toBe('Dieser Bestätigungslink ist uns nicht bekannt. Bitte verwenden Sie den vollständigen Link aus Ihrer E-Mail.');
      const garbage = await confirm('kurz').expect(400);
      expect(garbage.body.error).toContain('Der Bestätigungslink ist unvollständig.');
    });

    it("answers a pre-qualified source's lead as qualified: the page says it is passed on now", async () => {
      await t.http.post('/api/leadsource').set(admin).send({ name: 'Callcenter Vorqualifiziert', slug: 'callcenter-vq', preQualified: true }).expect(201);
      // Berlin: no buyer here, so the sale it triggers leaves the other tests' buyers alone.
      const id = await submit({ zip: '10115', city: 'Berlin', fromUrl: 'https://angebote.example.de/?ls=callcenter-vq' });
      expect((await lead(id)).qualified).toBe(true);
      expect((await confirm(await confirmationToken(id)).expect(200)).body).toEqual({ confirmedAt: expect.any(String), alreadyConfirmed: false, qualified: true });
    });

    it('refuses a link older than 30 days', async () => {
      const id = await submit();
      const token = await confirmationToken(id);
      await t.db.getRepository(Lead).update({ id }, { realCreatedAt: new Date(Date.parse(MID_MONTH) - 31 * 86_400_000) });
      const expired = await confirm(token).expect(410);
      expect(expired.body.error).toBe('Dieser Bestätigungslink ist abgelaufen (gültig 30 Tage). Bitte stellen Sie Ihre Anfrage erneut.');
      expect((await lead(id)).emailConfirmedAt).toBeNull();
    });

    it("with 'nur bestätigte Leads verkaufen' holds a qualified funnel lead back until it is confirmed, then sells it", async () => {
      await distribution({ sellOnlyConfirmed: true });
      try {
        const id = await submit({ zip: '80331' });
        const qualified = (await t.http.put(`/api/lead/${id}`).set(admin).send({ qualified: true }).expect(200)).body;
        expect(qualified.qualified).toBe(true);
        expect(qualified.sellingStatistics).toEqual([]);
        expect(qualified.heldUntilConfirmed).toBe(true);
        const organisations = (await t.http.get('/api/organisations').set(admin).expect(200)).body as { id: number; name: string }[];
        const refused = await t.http.post(`/api/lead/${id}/sell`).set(admin).send({ organisations: [organisations[0].id], force: true }).expect(409);
        expect(refused.body.error).toBe(
          'Nicht verkauft: Der Interessent hat seine E-Mail-Adresse noch nicht bestätigt (Double-Opt-in). Laut Einstellung „Nur bestätigte Leads verkaufen“ wird der Lead erst nach der Bestätigung verkauft.',
        );
        await outboxSettled(t.db);
        expect((await lead(id)).sellingStatistics).toEqual([]);

        await confirm(await confirmationToken(id)).expect(200);
        await outboxSettled(t.db);
        const sold = await lead(id);
        expect(sold.heldUntilConfirmed).toBe(false);
        expect(sold.sellingStatistics.map((sale: { organisation: { name: string }; manual: boolean }) => [sale.organisation.name, sale.manual])).toEqual([
          ['Sonnenstrom Süd', false],
          ['Dachprofi Bayern', false],
        ]);
      } finally {
        await distribution({ sellOnlyConfirmed: false });
      }
    });

    it('sells at once by default, and sends no link when double opt-in is off', async () => {
      expect((await t.http.get('/api/settings/distribution').set(admin).expect(200)).body).toMatchObject({ doubleOptIn: true, sellOnlyConfirmed: false });
      const id = await submit({ zip: '80331' });
      const sold = (await t.http.put(`/api/lead/${id}`).set(admin).send({ qualified: true }).expect(200)).body;
      expect(sold.sellingStatistics).toHaveLength(2);
      expect(sold.emailConfirmedAt).toBeNull();

      await distribution({ doubleOptIn: false, sellOnlyConfirmed: true });
      try {
        // The thank-you page asks for no confirmation.
        const answer = await t.http.post('/public-api/lead').set('X-Forwarded-For', '10.77.1.1').send(funnelLead({ contact: { mail: 'ohne-link@example.de', phone: '0151 3999999' } }));
        expect(answer.body).toEqual({ id: expect.any(Number), doubleOptIn: false });
        const withoutLink = await submit({ zip: '80331' });
        const mail = await t.db.getRepository(OutgoingMail).findOneByOrFail({ leadId: withoutLink, kind: 'lead-confirmation' });
        expect(mail.html).not.toContain('/bestaetigen/');
        // Nothing to confirm: not held back.
        const direct = (await t.http.put(`/api/lead/${withoutLink}`).set(admin).send({ qualified: true }).expect(200)).body;
        expect(direct).toMatchObject({ emailConfirmationRequested: false });
        expect(direct.sellingStatistics).toHaveLength(2);
      } finally {
        await distribution({ doubleOptIn: true, sellOnlyConfirmed: false });
      }
    });
  });

  describe("supplier leads and 'Einwilligungsnachweis verlangen'", () => {
    let apiKey: string;
    const send = (body: Record<string, unknown>) => t.http.post('/public-api/leadsource/lead').set('X-Api-Key', apiKey).send(body);

    beforeAll(async () => {
      const created = (await t.http.post('/api/leadsource').set(admin).send({ name: 'Strenger Lieferant', slug: 'streng', requireConsent: true }).expect(201)).body;
      expect(created.requireConsent).toBe(true);
      apiKey = (await t.http.get(`/api/leadsource/${created.id}`).set(admin).expect(200)).body.apiKey;
    });

    it.each([
      ['no consent at all', undefined, ['consent.text', 'consent.at', 'consent.ip']],
      ['no IP address and no proof address', { text: 'Ich willige ein.', at: '2026-04-15T09:00:00Z' }, ['consent.ip']],
      ['no time', { text: 'Ich willige ein.', ip: '203.0.113.7' }, ['consent.at']],
      ['an empty text', { text: ' ', at: '2026-04-15T09:00:00Z', ip: '203.0.113.7' }, ['consent.text']],
    ])('refuses a lead with %s (422, naming the field) and stores nothing', async (_, consent, fields) => {
      const before = await t.db.getRepository(Lead).count();
      const response = await send(supplierLead({ externalId: `STRICT-${fields.join()}`, consent })).expect(422);
      expect(Object.keys(response.body.fields)).toEqual(fields);
      for (const field of fields) expect(response.body.error).toContain(field);
      expect(response.body.error).toMatch(/^Einwilligungsnachweis unvollständig: /);
      expect(await t.db.getRepository(Lead).count()).toBe(before);
    });

    it('stores the supplier’s consent as a version of its own (one per text) with time, IP and proof address', async () => {
      const text = 'Ich willige ein, dass Fachbetriebe mich zu Photovoltaik anrufen.';
      const first = await send(supplierLead({ externalId: 'STRICT-1', consent: { text, at: '2026-04-15T09:00:00Z', proofUrl: 'https://streng.example/nachweis/1' } })).expect(201);
      const second = await send(
        supplierLead({ externalId: 'STRICT-2', contact: { ...supplierLead().contact, mail: 'zweiter@example.de', phone: '0221 5555555' }, consent: { text, at: '2026-04-15T09:05:00Z', ip: '2001:db8::7' } }),
      ).expect(201);
      const a = await lead(first.body.id);
      const b = await lead(second.body.id);
      expect(a.consent).toMatchObject({ text, at: '2026-04-15T09:00:00.000Z', ip: null, proofUrl: 'https://streng.example/nachweis/1' });
      expect(a.consent.version).toMatchObject({ kind: 'supplier-consent', hash: sha256(text) });
      expect(b.consent).toMatchObject({ ip: '2001:db8::7', proofUrl: null });
      expect(b.consent.version.id).toBe(a.consent.version.id);
      expect(a.emailConfirmationRequested).toBe(false);
    });

    it('lets staff switch the requirement off', async () => {
      const sources = (await t.http.get('/api/leadsources').set(admin).expect(200)).body as { id: number; slug: string }[];
      const strict = sources.find((source) => source.slug === 'streng')!;
      expect((await t.http.put(`/api/leadsource/${strict.id}`).set(admin).send({ requireConsent: false }).expect(200)).body.requireConsent).toBe(false);
      await send(supplierLead({ externalId: 'LOOSE-1', consent: undefined })).expect(201);
    });
  });

  describe('consent certificate', () => {
    let leadId: number;
    let sold: { organisation: { id: number; name: string } }[];

    beforeAll(async () => {
      leadId = await submit({ zip: '80331', firstName: 'Berta', lastName: 'Beweis' }, 'Mozilla/5.0 (X11; Linux x86_64) Beweisbrowser/7');
      await confirm(await confirmationToken(leadId), '10.66.0.5', 'Bestaetiger/3.0').expect(200);
      sold = (await t.http.put(`/api/lead/${leadId}`).set(admin).send({ qualified: true }).expect(200)).body.sellingStatistics;
      expect(sold).toHaveLength(2);
      await outboxSettled(t.db);
    });

    it('gives staff (every role) a one-page German PDF with everything that proves the consent', async () => {
      const response = await t.http.get(`/api/lead/${leadId}/consent.pdf`).set(accounting).buffer(true).parse(binary).expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(`Einwilligungsnachweis-Lead-${leadId}.pdf`);
      const text = (await pdfText(response.body as Buffer)).replace(/[ \t]+/g, ' ');
      expect(text.split('\f').filter((page) => page.trim()).length).toBe(1);
      for (const expected of [
        'Einwilligungsnachweis',
        `Lead ${leadId}`,
        'Frau Berta Beweis',
        '10.77.0.',
        'Beweisbrowser/7',
        'Mit dem Absenden meiner Anfrage akzeptiere ich die AGB und die',
        sha256(CONSENT_TEXT),
        sha256('Datenschutz, Fassung 2'),
        'Bestätigt am',
        '10.66.0.5',
        'Bestaetiger/3.0',
        'Stromspeicher',
        'Bauernhof mit Scheune',
        'Anfrageformular der Website',
        'Sonnenstrom Süd',
        'Dachprofi Bayern',
        '15.04.2026',
      ]) {
        expect(text).toContain(expected);
      }
      // Berlin time to the second: '15.04.2026, 12:00:07 Uhr'.
      expect(text).toMatch(/Erteilt am 15\.04\.2026, \d{2}:\d{2}:\d{2} Uhr/);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM audit_entry WHERE action = 'download' AND entity_type = 'lead' AND entity_id = $1`, [String(leadId)]);
      expect(n).toBe(1);
      await t.http.get(`/api/lead/${leadId}/consent.pdf`).expect(401);
      await t.http.get('/api/lead/999999/consent.pdf').set(admin).expect(404);
    });

    it('gives each buyer the certificate through the signed link of its delivery mail, and nobody else', async () => {
      const mails = await t.db.getRepository(OutgoingMail).findBy({ leadId, kind: 'lead-delivery' });
      expect(mails).toHaveLength(2);
      const links = mails.map((mail) => /https?:\/\/[^"\s]+\/public-api\/lead\/\d+\/consent\.pdf\?buyer=\d+&amp;token=[A-Za-z0-9_-]+/.exec(mail.html)?.[0].replace(/&amp;/g, '&'));
      for (const mail of mails) expect(mail.text).toContain('Einwilligungsnachweis (PDF): ');
      const path = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');
      const [first, second] = links.map((link) => new URL(link!));

      const pdf = await t.http.get(path(first.href)).buffer(true).parse(binary).expect(200);
      expect(await pdfText(pdf.body as Buffer)).toContain(`Lead ${leadId}`);
      expect(pdf.headers['cache-control']).toBe('private, no-store');

      const token = first.searchParams.get('token')!;
      const buyer = first.searchParams.get('buyer')!;
      const wrong = await t.http.get(`/public-api/lead/${leadId}/consent.pdf`).query({ buyer, token: `${token.slice(0, -2)}xx` }).expect(403);
      expect(wrong.body.error).toBe('Dieser Link zum Einwilligungsnachweis ist ungültig. Bitte verwenden Sie den vollständigen Link aus Ihrer Lead-Mail.');
      // One buyer's signature is not another's, nor another lead's.
      await t.http.get(`/public-api/lead/${leadId}/consent.pdf`).query({ buyer: second.searchParams.get('buyer'), token }).expect(403);
      await t.http.get(`/public-api/lead/${leadId - 1}/consent.pdf`).query({ buyer, token }).expect(403);
      await t.http.get(`/public-api/lead/${leadId}/consent.pdf`).expect(403);
    });

    it('refuses a correctly signed link for an organisation that did not buy the lead', async () => {
      const other = await createBuyer(t, { name: 'Nicht gekauft', zips: ['10'] });
      const { ConsentCertificateLinks } = await import('@app/consent');
      const token = t.app.get(ConsentCertificateLinks).token(leadId, other.id);
      const response = await t.http.get(`/public-api/lead/${leadId}/consent.pdf`).query({ buyer: other.id, token }).expect(404);
      expect(response.body.error).toBe(`Lead ${leadId} wurde nicht an Ihr Unternehmen verkauft.`);
    });
  });

  describe('the funnel ticker', () => {
    it('tells of real enquiries of the last days only, with no name, e-mail or phone', async () => {
      await submit({ zip: '10115', firstName: 'Tamara', lastName: 'Tickerfrei', city: 'Berlin' });
      const { body } = await t.http.get('/public-api/funnel/recent').expect(200);
      expect(body.entries.length).toBeGreaterThan(0);
      expect(body.entries.length).toBeLessThanOrEqual(7);
      const leads = await t.db.getRepository(Lead).find();
      const zips = new Set(leads.map((row) => row.zip.slice(0, 2)));
      for (const entry of body.entries) {
        expect(Object.keys(entry).sort()).toEqual(['minutesAgo', 'product', 'region']);
        expect(zips.has(entry.region)).toBe(true);
        expect(['eine PV-Anlage', 'eine PV-Anlage mit Stromspeicher']).toContain(entry.product);
        expect(entry.minutesAgo).toBeGreaterThanOrEqual(0);
      }
      // The newest first: the Berlin enquiry; the funnel's answer 'Ja' to the battery question.
      expect(body.entries[0]).toMatchObject({ region: '10', product: 'eine PV-Anlage mit Stromspeicher' });
      const answer = JSON.stringify(body);
      for (const row of leads) {
        for (const personal of [row.firstName, row.lastName, row.email, row.phone, row.street, row.city, row.zip]) {
          if (personal) expect(answer).not.toContain(personal);
        }
      }
    });

    it('is empty when there were no enquiries in the last days', async () => {
      t.useClock(TestClock.runningFrom(new Date(Date.parse(MID_MONTH) + 8 * 86_400_000)));
      expect((await t.http.get('/public-api/funnel/recent').expect(200)).body).toEqual({ entries: [] });
    });
  });
});
