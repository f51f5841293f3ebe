// PostgreSQL pass: parallel complaints about one sale.
import { readdirSync } from 'node:fs';
import { sign } from 'jsonwebtoken';
import { FileStorage, LocalDiskStorage } from '@app/infrastructure';
import { Organisation } from '@app/organisations';
import { ReclamationLinks } from '@app/sales';
import { insertLead, insertOrganisation, insertSale } from '../factories';
import { startSmtpSink, SmtpSink } from '../support/smtp-sink';
import { startTestApp, TestApp } from '../support/test-app';
import { MID_MONTH, TestClock } from '../support/test-clock';

const DAY = 24 * 60 * 60 * 1000;
const MISSING_TOKEN = 'Der Link zur Reklamation ist unvollständig: Der Zugangsschlüssel fehlt. Bitte öffnen Sie den Link aus Ihrer Lead-E-Mail erneut oder fordern Sie bei uns einen neuen Link an.';
const INVALID_TOKEN = 'Der Link zur Reklamation ist ungültig oder nicht mehr gültig (zum Beispiel nach einem neuen API-Schlüssel). Bitte fordern Sie bei uns einen neuen Link an.';

const pdf = (size = 2000) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);
const png = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 1)]);
const executable = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(5000, 0)]);

/** The buyers' complaint page calls: tokens, sales, deadline, filing, uploads and downloads. */
describe('Complaints: the public calls of the complaint page', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let clock: TestClock;
  let links: ReclamationLinks;
  let auth: { Authorization: string };
  let buyer: Organisation;
  let other: Organisation;
  let token: string;

  /** A lead sold to `organisation` at `soldAt` (default: now on the test clock). */
  const sale = async (organisation: Organisation, soldAt = clock.now(), lead: Partial<Parameters<typeof insertLead>[1]> = {}) => {
    const { id: leadId } = await insertLead(t, lead);
    const stored = await insertSale(t, { leadId, organisationId: organisation.id, soldAt });
    return { leadId, saleId: stored.id };
  };
  const file = (leadId: number, content: string | undefined, query: Record<string, string> = { token }) =>
    t.http.post('/public-api/reclamationrequest').query(query).send({ lId: leadId, oId: buyer.id, content });
  const upload = (leadId: number, files: [Buffer, string][], query: Record<string, string> = { token }) => {
    const call = t.http.post(`/public-api/reclamationrequest/upload/${buyer.id}/${leadId}`).query(query);
    for (const [content, name] of files) call.attach('file', content, { filename: name, contentType: 'application/pdf' });
    return call;
  };
  const storedFiles = () =>
    readdirSync((t.app.get(FileStorage) as LocalDiskStorage).directory, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ SMTP_URL: smtp.url, UPLOAD_MAX_MB: '1', PUBLIC_BASE_URL: 'https://leads.example.de' });
    clock = TestClock.runningFrom(MID_MONTH);
    t.useClock(clock);
    auth = await t.staffAuth();
    links = t.app.get(ReclamationLinks);
    buyer = await insertOrganisation(t, { name: 'Solarprofi Süd GmbH', email: 'leads@solarprofi.example', config: { reclamationEmail: 'reklamation@solarprofi.example' } });
    other = await insertOrganisation(t, { name: 'Dachdecker Nord' });
    token = links.organisationToken(buyer);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  describe('who may call', () => {
    it('refuses a call without a token, with a wrong one and with another organisation’s, in German', async () => {
      const { leadId } = await sale(buyer);
      const none = await t.http.get(`/public-api/reclamationrequest/${buyer.id}/${leadId}`).expect(403);
      expect(none.body.error).toBe(MISSING_TOKEN);
      const wrong = await t.http.get(`/public-api/reclamationrequest/${buyer.id}/${leadId}`).query({ token: 'x'.repeat(43) }).expect(403);
      expect(wrong.body.error).toBe(INVALID_TOKEN);
      await t.http.get(`/public-api/reclamationrequest/${buyer.id}/${leadId}`).query({ token: links.organisationToken(other) }).expect(403);
      await file(leadId, 'Falsche Nummer', {}).expect(403);
      await upload(leadId, [[pdf(), 'a.pdf']], {}).expect(403);
      // An invalid bearer token is no staff member: without an organisation token still refused.
      await t.http.get(`/public-api/reclamationrequest/${buyer.id}/${leadId}`).set('Authorization', 'Bearer kaputt').expect(403);
    });

    it('shows the sale with the organisation token of the delivery mail’s link', async () => {
      const soldAt = new Date(clock.now().getTime() - 2 * DAY);
      const { leadId } = await sale(buyer, soldAt);
      const link = new URL(links.link(buyer, leadId));
      expect(link.pathname).toBe(`/reclamation/${buyer.id}`);
      expect(link.searchParams.get('lead')).toBe(String(leadId));
      const { body } = await t.http.get(`/public-api/reclamationrequest/${buyer.id}/${leadId}`).query({ token: link.searchParams.get('token')! }).expect(200);
      expect(body).toEqual({
        exists: false,
        id: null,
        status: 'open',
        content: { request: '', answer: null },
        documents: [],
        leadId,
        organisationId: buyer.id,
        organisationName: 'Solarprofi Süd GmbH',
        leadBought: soldAt.toISOString(),
        deadline: new Date(soldAt.getTime() + 14 * DAY).toISOString(),
        deadlinePassed: false,
      });
    });

    it('lets staff call without a token', async () => {
      const { leadId } = await sale(buyer);
      await t.http.get(`/public-api/reclamationrequest/${buyer.id}/${leadId}`).set(auth).expect(200);
      const filed = await t.http.post('/public-api/reclamationrequest').set(auth).send({ lId: leadId, oId: buyer.id }).expect(200);
      expect(filed.body).toMatchObject({ exists: true, status: 'open', content: { request: '', answer: null } });
    });

    it('stops every link of an organisation once its apiKey is regenerated', async () => {
      const regenerating = await insertOrganisation(t, { name: 'Wechselkunde KG' });
      const { leadId } = await sale(regenerating);
      const before = links.organisationToken(regenerating);
      await t.http.get(`/public-api/reclamationrequest/${regenerating.id}/${leadId}`).query({ token: before }).expect(200);
      const { body } = await t.http.post(`/api/organisation/${regenerating.id}/apikey`).set(auth).expect(200);
      expect(body.apiKey).toMatch(/^[0-9a-f]{48}$/);
      const refused = await t.http.get(`/public-api/reclamationrequest/${regenerating.id}/${leadId}`).query({ token: before }).expect(403);
      expect(refused.body.error).toBe(INVALID_TOKEN);
      const after = links.organisationToken({ id: regenerating.id, apiKey: body.apiKey });
      await t.http.get(`/public-api/reclamationrequest/${regenerating.id}/${leadId}`).query({ token: after }).expect(200);
    });

    it('keeps links sent with the old per-lead signature working for their lead only', async () => {
      const { leadId } = await sale(buyer);
      const { leadId: otherLead } = await sale(buyer);
      const sig = links.signature(buyer.id, leadId);
      await t.http.get(`/public-api/reclamationrequest/${buyer.id}/${leadId}`).query({ sig }).expect(200);
      await file(leadId, 'Kunde hat nie angefragt', { sig }).expect(200);
      const refused = await t.http.get(`/public-api/reclamationrequest/${buyer.id}/${otherLead}`).query({ sig }).expect(403);
      expect(refused.body.error).toBe(INVALID_TOKEN);
      await file(otherLead, 'Kunde hat nie angefragt', { sig }).expect(403);
    });
  });

  it('answers 404 with a German reason when the lead was not sold to that organisation', async () => {
    const { leadId } = await sale(other);
    const { body } = await t.http.get(`/public-api/reclamationrequest/${buyer.id}/${leadId}`).query({ token }).expect(404);
    expect(body.error).toBe(`Lead ${leadId} wurde nicht an Solarprofi Süd GmbH verkauft.`);
    await file(leadId, 'Grund').expect(404);
    const unknown = await t.http.get(`/public-api/reclamationrequest/${buyer.id}/999999`).query({ token }).expect(404);
    expect(unknown.body.error).toBe('Lead 999999 wurde nicht an Solarprofi Süd GmbH verkauft.');
  });

  describe('filing', () => {
    it('needs a reason from a buyer, of at most 5,000 characters', async () => {
      const { leadId } = await sale(buyer);
      expect((await file(leadId, '   ').expect(400)).body.error).toBe('Bitte geben Sie einen Reklamationsgrund ein.');
      expect((await file(leadId, undefined).expect(400)).body.error).toBe('Bitte geben Sie einen Reklamationsgrund ein.');
      expect((await file(leadId, 'x'.repeat(5001)).expect(400)).body.error).toBe('Der Text darf höchstens 5000 Zeichen lang sein');
      const missing = await t.http.post('/public-api/reclamationrequest').query({ token }).send({ oId: buyer.id, content: 'Grund' }).expect(400);
      expect(missing.body.error).toBe('Bitte eine gültige Lead-Id eingeben');
    });

    it('files one complaint per sale and changes its reason while it is open, recording who filed it', async () => {
      const { leadId } = await sale(buyer);
      const first = await file(leadId, '  Kunde hat nie angefragt ').expect(200);
      expect(first.body).toMatchObject({ exists: true, id: expect.any(Number), status: 'open', content: { request: 'Kunde hat nie angefragt', answer: null }, documents: [] });
      // The lead id typed into the page may come as text.
      const again = await t.http.post('/public-api/reclamationrequest').query({ token }).send({ lId: String(leadId), oId: String(buyer.id), content: 'Telefonnummer falsch' }).expect(200);
      expect(again.body).toMatchObject({ id: first.body.id, content: { request: 'Telefonnummer falsch' } });
      const shown = await t.http.get(`/public-api/reclamationrequest/${buyer.id}/${leadId}`).query({ token }).expect(200);
      expect(shown.body).toMatchObject({ exists: true, id: first.body.id, status: 'open', content: { request: 'Telefonnummer falsch', answer: null } });
      const detail = await t.http.get(`/api/reclamation/request/${first.body.id}`).set(auth).expect(200);
      expect(detail.body.history).toEqual([{ at: expect.any(String), status: 'open', note: 'Kunde hat nie angefragt', user: 'Solarprofi Süd GmbH (Käufer)' }]);
      // Two tabs filing at once still make one complaint.
      const { leadId: raced } = await sale(buyer);
      const results = await Promise.all([file(raced, 'Erster Tab'), file(raced, 'Zweiter Tab')]);
      expect(results.map((result) => result.status)).toEqual([200, 200]);
      expect(results[0].body.id).toBe(results[1].body.id);
    });

    it('refuses changes once staff work on it', async () => {
      const { leadId } = await sale(buyer);
      const { body } = await file(leadId, 'Doppelter Lead').expect(200);
      await t.http.post(`/api/reclamation/request/${body.id}/open`).set(auth).expect(200);
      const refused = await file(leadId, 'Neuer Grund').expect(409);
      expect(refused.body.error).toBe(`Die Reklamation zu Lead ${leadId} ist nicht mehr offen (In Bearbeitung) und kann nicht mehr geändert werden.`);
    });
  });

  describe('deadline', () => {
    it('ends the configured number of days after the sale, naming the date; staff are exempt', async () => {
      const soldAt = new Date('2026-04-01T10:00:00+02:00');
      const { leadId } = await sale(buyer, soldAt);
      // MID_MONTH is 15.04.2026 12:00: 14 days after the sale ended at 10:00 the same day.
      const late = await file(leadId, 'Zu spät').expect(400);
      expect(late.body.error).toBe(`Die Reklamationsfrist für Lead ${leadId} endete am 15.04.2026. Eine Reklamation ist nicht mehr möglich.`);
      expect((await t.http.get(`/public-api/reclamationrequest/${buyer.id}/${leadId}`).query({ token }).expect(200)).body).toMatchObject({ exists: false, deadlinePassed: true });
      await t.http.post('/public-api/reclamationrequest').set(auth).send({ lId: leadId, oId: buyer.id, content: 'Vom Backoffice nachgetragen' }).expect(200);
    });

    it('follows the setting ‘Reklamationsfrist (Tage)’ and the clock', async () => {
      expect((await t.http.get('/api/settings/reclamation').set(auth).expect(200)).body).toEqual({ deadlineDays: 14 });
      const refused = await t.http.put('/api/settings/reclamation').set(auth).send({ deadlineDays: 0 }).expect(400);
      expect(refused.body.error).toBe('Reklamationsfrist (Tage) muss eine ganze Zahl von 1 bis 365 sein');
      const { leadId } = await sale(buyer, new Date(clock.now().getTime() - 20 * DAY));
      await file(leadId, 'Nach 20 Tagen').expect(400);
      await t.http.put('/api/settings/reclamation').set(auth).send({ deadlineDays: 30 }).expect(200, { deadlineDays: 30 });
      await file(leadId, 'Nach 20 Tagen').expect(200);
      await t.http.put('/api/settings/reclamation').set(auth).send({ deadlineDays: 14 }).expect(200);

      const { leadId: fresh } = await sale(buyer);
      clock.advance(14 * DAY - 60_000);
      await file(fresh, 'Gerade noch').expect(200);
      clock.advance(2 * 60_000);
      await file(fresh, 'Zu spät geändert').expect(400);
      clock.set(MID_MONTH);
    });
  });

  describe('uploads', () => {
    it('needs a filed complaint first', async () => {
      const { leadId } = await sale(buyer);
      const { body } = await upload(leadId, [[pdf(), 'beleg.pdf']]).expect(404);
      expect(body.error).toBe(`Zu Lead ${leadId} gibt es noch keine Reklamation. Bitte senden Sie zuerst den Reklamationsgrund.`);
    });

    it('stores several files of one request with sanitised names, and lists them', async () => {
      const { leadId } = await sale(buyer);
      await file(leadId, 'Kunde nicht erreichbar').expect(200);
      const { body } = await upload(leadId, [
        [pdf(3000), '../Gesprächsprotokoll.pdf'],
        [png(), 'Foto<1>.png'],
      ]).expect(201);
      // Listed by upload time, then name.
      expect(body.documents).toEqual([
        { id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Foto_1_.png', size: 508 },
        { id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Gesprächsprotokoll.pdf', size: 3000 },
      ]);
      const shown = await t.http.get(`/public-api/reclamationrequest/${buyer.id}/${leadId}`).query({ token }).expect(200);
      expect(shown.body.documents).toEqual(body.documents);
    });

    it('refuses a file over UPLOAD_MAX_MB with 413 and keeps nothing of it', async () => {
      const { leadId } = await sale(buyer);
      await file(leadId, 'Großer Nachweis').expect(200);
      const before = storedFiles();
      const { body } = await upload(leadId, [[pdf(1024 * 1024 + 1), 'gross.pdf']]).expect(413);
      expect(body.error).toBe('Die Datei „gross.pdf“ ist zu groß: höchstens 1 MB je Datei.');
      await upload(leadId, [[pdf(1024 * 1024), 'genau-1-mb.pdf']]).expect(201);
      expect(storedFiles()).toBe(before + 1);
    });

    it('checks the type by content, not by name: a renamed program is refused with 415, and the whole request with it', async () => {
      const { leadId } = await sale(buyer);
      await file(leadId, 'Falscher Typ').expect(200);
      const before = storedFiles();
      const { body } = await upload(leadId, [
        [png(), 'foto.png'],
        [executable(), 'rechnung.pdf'],
      ]).expect(415);
      expect(body.error).toBe(
        'Die Datei „rechnung.pdf“ hat kein erlaubtes Format (geprüft wird der Inhalt, nicht die Endung). Erlaubt sind: Bilder (JPEG, PNG, GIF, WebP, HEIC), PDF, Audio (MP3, WAV, OGG, M4A), E-Mails (.eml, .msg), Text und Office-Dokumente (Word, Excel, PowerPoint, OpenDocument).',
      );
      expect(storedFiles()).toBe(before);
      expect((await t.http.get(`/public-api/reclamationrequest/${buyer.id}/${leadId}`).query({ token }).expect(200)).body.documents).toEqual([]);
      // A PDF named .txt is fine: the content decides.
      const renamed = await upload(leadId, [[pdf(), 'notiz.txt']]).expect(201);
      expect(renamed.body.documents).toEqual([{ id: expect.any(String), name: 'notiz.txt', size: 2000 }]);
    });

    it('takes 20 uploads in parallel', async () => {
      const { leadId } = await sale(buyer);
      await file(leadId, 'Viele Belege').expect(200);
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => upload(leadId, [[Buffer.from(`Notiz ${i}: Kunde sagt, er habe nie angefragt.\n`), `notiz-${i}.txt`]])));
      expect(results.map((result) => result.status)).toEqual(Array(20).fill(201));
      const { body } = await t.http.get(`/public-api/reclamationrequest/${buyer.id}/${leadId}`).query({ token }).expect(200);
      expect(body.documents.map((document: { name: string }) => document.name).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `notiz-${i}.txt`).sort());
    });

    it('takes files only while the complaint is open or proof is asked for', async () => {
      const { leadId } = await sale(buyer);
      const { body } = await file(leadId, 'Rückfrage').expect(200);
      await t.http.put(`/api/reclamation/request/${body.id}`).set(auth).send({ approved: 'proofRequired', content: 'Bitte Anrufprotokoll senden' }).expect(200);
      await upload(leadId, [[pdf(), 'protokoll.pdf']]).expect(201);
      await t.http.put(`/api/reclamation/request/${body.id}`).set(auth).send({ approved: 'rejected', content: 'ok' }).expect(200);
      const refused = await upload(leadId, [[pdf(), 'nachtrag.pdf']]).expect(409);
      expect(refused.body.error).toBe('Dateien können nur hochgeladen werden, solange die Reklamation offen ist oder ein Nachweis angefordert wurde.');
    });

    it('answers a body that is no multipart form with 400', async () => {
      const { leadId } = await sale(buyer);
      await file(leadId, 'Kein Formular').expect(200);
      const { body } = await t.http.post(`/public-api/reclamationrequest/upload/${buyer.id}/${leadId}`).query({ token }).send({ file: 'x' }).expect(400);
      expect(body.error).toBe('Bitte die Dateien als multipart/form-data im Feld "file" senden.');
    });
  });

  describe('downloads', () => {
    let leadId: number;
    let document: { id: string; name: string };
    const content = pdf(4321);
    const path = (token: string, id = document.id) => `/download/reclamationrequest/document/${id}/${encodeURIComponent(token)}/${encodeURIComponent(document.name)}`;

    beforeAll(async () => {
      ({ leadId } = await sale(buyer));
      await file(leadId, 'Mit Anhang').expect(200);
      document = (await upload(leadId, [[content, 'Beleg März.pdf']]).expect(201)).body.documents[0];
    });

    it('sends the file as an attachment that no browser shows inline, with the organisation token or a staff token', async () => {
      const response = await t.http.get(path(token)).buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      }).expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="Beleg Marz.pdf"; filename*=UTF-8''Beleg%20M%C3%A4rz.pdf`);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(Buffer.compare(response.body as Buffer, content)).toBe(0);
      const staffToken = auth.Authorization.slice('Bearer '.length);
      await t.http.get(path(staffToken)).expect(200);
      await t.http.get(path(`sig.${links.signature(buyer.id, leadId)}`)).expect(200);
    });

    it('refuses another organisation’s token, an old link of another lead, a wrong and an expired staff token with 403', async () => {
      const expected = 'Der Download-Link ist ungültig oder abgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.';
      expect((await t.http.get(path(links.organisationToken(other))).expect(403)).body.error).toBe(expected);
      await t.http.get(path(`sig.${links.signature(buyer.id, leadId + 1)}`)).expect(403);
      await t.http.get(path('falsch')).expect(403);
      const expired = sign({ sub: 1, email: 'alt@example.de', name: 'Alt', isAdmin: false, exp: Math.floor(Date.now() / 1000) - 60 }, t.config.jwtSecret, { algorithm: 'HS256' });
      await t.http.get(path(expired)).expect(403);
      const unknown = await t.http.get(path(token, '00000000-0000-4000-8000-000000000000')).expect(404);
      expect(unknown.body.error).toBe('Dokument 00000000-0000-4000-8000-000000000000 gibt es nicht.');
    });
  });

  // Last: it blocks this address for the rest of the window.
  it('makes an address wait after 30 refused calls in 15 minutes (guessing tokens)', async () => {
    const { leadId } = await sale(buyer);
    let refused = 0;
    let answer = await t.http.get(`/public-api/reclamationrequest/${buyer.id}/${leadId}`).query({ token: 'geraten' });
    while (answer.status === 403 && refused < 40) {
      refused++;
      answer = await t.http.get(`/public-api/reclamationrequest/${buyer.id}/${leadId}`).query({ token: `geraten-${refused}` });
    }
    expect(answer.status).toBe(429);
    expect(refused).toBeLessThanOrEqual(30);
    expect(answer.body.error).toBe('Zu viele ungültige Aufrufe der Reklamationsseite. Bitte versuchen Sie es in einigen Minuten erneut.');
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right token waits now.
    await t.http.get(`/public-api/reclamationrequest/${buyer.id}/${leadId}`).query({ token }).expect(429);
  });
});
