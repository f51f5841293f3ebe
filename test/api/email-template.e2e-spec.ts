import { startTestApp, TestApp } from '../support/test-app';

describe('E-mail template: GET /api/email, PUT /api/email/1', () => {
  let t: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await startTestApp();
    auth = await t.staffAuth();
  });
  afterAll(() => t.close());

  it('needs a login', async () => {
    await t.http.get('/api/email').expect(401);
    await t.http.put('/api/email/1').send({ subject: 'x', body: 'y' }).expect(401);
  });

  it('serves the seeded German template', async () => {
    const response = await t.http.get('/api/email').set(auth).expect(200);
    expect(response.body).toEqual({
      id: 1,
      subject: 'Ihre Anfrage für eine Photovoltaikanlage in {{zip}} {{city}}',
      body: expect.stringContaining('<p>Guten Tag {{salutation}} {{firstName}} {{lastName}},</p>'),
    });
  });

  it('saves subject and body and serves them afterwards', async () => {
    const saved = await t.http
      .put('/api/email/1')
      .set(auth)
      .send({ subject: '  Danke, {{firstName}}!  ', body: '<p>Hallo {{salutation}} {{lastName}} aus {{zip}} {{city}}</p>' })
      .expect(200);
    expect(saved.body).toEqual({ id: 1, subject: 'Danke, {{firstName}}!', body: '<p>Hallo {{salutation}} {{lastName}} aus {{zip}} {{city}}</p>' });
    expect((await t.http.get('/api/email').set(auth).expect(200)).body.subject).toBe('Danke, {{firstName}}!');
  });

  it('refuses unknown placeholders and empty fields, naming the field in German', async () => {
    const unknown = await t.http.put('/api/email/1').set(auth).send({ subject: 'Hallo {{vorname}}', body: '<p>{{plz}}</p>' }).expect(400);
    expect(unknown.body.fields).toEqual({
      subject: 'Unbekannter Platzhalter: {{vorname}}. Erlaubt sind {{salutation}}, {{firstName}}, {{lastName}}, {{zip}}, {{city}}.',
      body: 'Unbekannter Platzhalter: {{plz}}. Erlaubt sind {{salutation}}, {{firstName}}, {{lastName}}, {{zip}}, {{city}}.',
    });
    const empty = await t.http.put('/api/email/1').set(auth).send({ subject: '', body: 'x' }).expect(400);
    expect(empty.body.fields).toEqual({ subject: 'Bitte einen Betreff angeben' });
    await t.http.put('/api/email/1').set(auth).send({ subject: 'x' }).expect(400);
    expect((await t.http.get('/api/email').set(auth).expect(200)).body.subject).toBe('Danke, {{firstName}}!');
  });

  it('only knows template 1', async () => {
    await t.http.put('/api/email/2').set(auth).send({ subject: 'x', body: 'y' }).expect(404);
  });
});
