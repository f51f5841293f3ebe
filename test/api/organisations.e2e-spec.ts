import { DataSource } from 'typeorm';
import { Organisation } from '@app/organisations';
import { defaultConditions } from '@app/contract';
import { FAKE_PIPEDRIVE_TOKEN, FakePipedrive, startFakePipedrive } from '../support/fake-pipedrive';
import { startTestApp, TestApp } from '../support/test-app';

describe('Organisations (buyers)', () => {
  let t: TestApp;
  let pipedrive: FakePipedrive;
  let auth: { Authorization: string };
  let db: DataSource;

  beforeAll(async () => {
    pipedrive = await startFakePipedrive();
    t = await startTestApp({ PIPEDRIVE_API_URL: pipedrive.url, OUTBOUND_ALLOW_HOSTS: new URL(pipedrive.url).host });
    auth = await t.staffAuth();
    db = t.db;
  });
  afterAll(async () => {
    await t.close();
    await pipedrive.close();
  });

  const create = (body: Record<string, unknown>) => t.http.post('/api/organisation').set(auth).send(body);

  it('needs a login everywhere', async () => {
    await t.http.get('/api/organisations').expect(401);
    await t.http.get('/api/organisation/1').expect(401);
    await t.http.post('/api/organisation').send({ name: 'X' }).expect(401);
    await t.http.delete('/api/organisations/1').expect(401);
  });

  it('creates with the spec defaults, a generated API key and a warning that it cannot get leads yet', async () => {
    const response = await create({ name: 'Sonnenstrom Bayern GmbH', apiKey: 'vom-client', creationDate: '2020-01-01', email: 'leads@sonnenstrom.example', zip: '80331', city: 'München' }).expect(201);
    const organisation = response.body;
    expect(organisation).toMatchObject({
      name: 'Sonnenstrom Bayern GmbH',
      active: true,
      deleted: false,
      type: 'buyer-email',
      country: 'germany',
      prio: 100,
      monthlyLeadLimit: 0,
      monthlyLeadGoal: 0,
      leadSellCost: 0,
      leadEvaluationDay: 1,
      crefoDays: 30,
      extension: { lawyer: { active: false, email: '', days: 30 } },
      conditions: defaultConditions(),
      pipedrive: { type: 'deal', pipeline: null, stage: null, leadLabel: null, tokenSet: false },
      invoices: [],
      dunnings: [],
      missingInvoices: [],
      warnings: ['Keine PLZ-Abdeckung: Es ist keine Postleitzahl eingetragen.'],
    });
    expect(organisation.apiKey).toMatch(/^[0-9a-f]{48}$/);
    expect(organisation.creationDate.startsWith('2020')).toBe(false);
  });

  it('saves the whole settings form and keeps secrets write-only and encrypted', async () => {
    const { body: created } = await create({ name: 'Dachprofis Nord' }).expect(201);
    const form = {
      ...created,
      type: 'pipedrive',
      leadSellCost: '49,90',
      reclamationQuote: 12.5,
      leadEvaluationDay: 31,
      monthlyLeadLimit: 40,
      pipedrive: { token: FAKE_PIPEDRIVE_TOKEN, type: 'deal', pipeline: 1, stage: 12, leadLabel: null },
      weClapp: { uri: 'https://firma.weclapp.com/webapp/api/v1', key: 'wc-geheim' },
      leveto: { active: true, uri: 'https://api.leveto.example/leads', username: 'dachprofis', secret: 'lv-geheim' },
      zapier: { uri: 'https://hooks.zapier.com/hooks/catch/1/abc' },
      extension: { lawyer: { active: true, email: 'kanzlei@recht.example', days: 45 } },
      conditions: {
        ...created.conditions,
        delay: 15,
        zipConditions: [{ zip: '2', email: 'nord@dachprofis.example, chef@dachprofis.example' }],
        radiuses: [{ zip: '20095', radius: 40 }],
        answers: { roofType: ['Satteldach', 'Walmdach'], consumption: [] },
      },
    };
    const saved = await t.http.put(`/api/organisation/${created.id}`).set(auth).send(form).expect(200);
    expect(saved.body).toMatchObject({
      type: 'pipedrive',
      leadSellCost: 49.9,
      reclamationQuote: 12.5,
      leadEvaluationDay: 28,
      monthlyLeadLimit: 40,
      apiKey: created.apiKey,
      pipedrive: { type: 'deal', pipeline: 1, stage: 12, tokenSet: true },
      weClapp: { uri: 'https://firma.weclapp.com/webapp/api/v1', keySet: true },
      leveto: { active: true, username: 'dachprofis', secretSet: true },
      extension: { lawyer: { active: true, email: 'kanzlei@recht.example', days: 45 } },
      warnings: [],
    });
    expect(saved.body.conditions.answers).toEqual({ roofType: ['Satteldach', 'Walmdach'] });
    const text = JSON.stringify(saved.body);
    for (const secret of [FAKE_PIPEDRIVE_TOKEN, 'wc-geheim', 'lv-geheim']) expect(text).not.toContain(secret);

    const stored = await db.getRepository(Organisation).findOneByOrFail({ id: created.id });
    expect(stored.secrets).toMatch(/^v1:/);
    expect(stored.secrets).not.toContain('geheim');

    // Sending the form back without secrets keeps them; null removes one.
    const { body: reloaded } = await t.http.get(`/api/organisation/${created.id}`).set(auth).expect(200);
    const again = await t.http.put(`/api/organisation/${created.id}`).set(auth).send({ ...reloaded, weClapp: { uri: reloaded.weClapp.uri, key: null } }).expect(200);
    expect(again.body.pipedrive.tokenSet).toBe(true);
    expect(again.body.leveto.secretSet).toBe(true);
    expect(again.body.weClapp.keySet).toBe(false);
  });

  it.each(['zapier', 'make'] as const)('takes the spec fields of a %s hook, with a write-only secret and a warning when switched off', async (hook) => {
    const service = hook === 'zapier' ? 'Zapier' : 'Make';
    const { body: created } = await create({ name: `${service}kunde`, type: hook }).expect(201);
    expect(created[hook]).toEqual({ active: true, uri: '', username: '', secretSet: false });
    const put = (body: Record<string, unknown>) => t.http.put(`/api/organisation/${created.id}`).set(auth).send(body);

    const saved = await put({ [hook]: { active: false, uri: 'https://hooks.example/catch/1', username: 'nutzer', secret: 'hook-geheim' } }).expect(200);
    expect(saved.body[hook]).toEqual({ active: false, uri: 'https://hooks.example/catch/1', username: 'nutzer', secretSet: true });
    expect(saved.body.warnings).toContain(`Der ${service}-Hook ist deaktiviert: Leads werden nicht zugestellt.`);
    expect(JSON.stringify(saved.body)).not.toContain('hook-geheim');
    const listed = (await t.http.get('/api/organisations').set(auth).expect(200)).body.find((row: { id: number }) => row.id === created.id);
    expect(listed.warnings).toContain(`Der ${service}-Hook ist deaktiviert: Leads werden nicht zugestellt.`);

    // The response sent back (with secretSet) keeps the secret; omitted fields keep their value; null clears the secret.
    const resent = await put({ [hook]: { ...saved.body[hook], active: true } }).expect(200);
    expect(resent.body[hook]).toEqual({ active: true, uri: 'https://hooks.example/catch/1', username: 'nutzer', secretSet: true });
    expect(resent.body.warnings).not.toContain(`Der ${service}-Hook ist deaktiviert: Leads werden nicht zugestellt.`);
    const onlyUri = await put({ [hook]: { uri: 'https://hooks.example/catch/2' } }).expect(200);
    expect(onlyUri.body[hook]).toEqual({ active: true, uri: 'https://hooks.example/catch/2', username: 'nutzer', secretSet: true });
    const cleared = await put({ [hook]: { uri: 'https://hooks.example/catch/2', secret: null } }).expect(200);
    expect(cleared.body[hook].secretSet).toBe(false);

    const unknown = await put({ [hook]: { uri: 'https://hooks.example/catch/2', password: 'x' } }).expect(400);
    expect(unknown.body.fields).toEqual({ [`${hook}.password`]: `${hook}.password ist kein erlaubtes Feld` });
    const wrongType = await put({ [hook]: { uri: 'https://hooks.example/catch/2', active: 'ja' } }).expect(400);
    expect(wrongType.body.fields).toEqual({ [`${hook}.active`]: 'Hook aktiv muss wahr oder falsch sein' });
  });

  it('treats secrets sealed with another key as not set instead of failing', async () => {
    const { body: created } = await create({ name: 'Schlüsselwechsel' }).expect(201);
    await t.http.put(`/api/organisation/${created.id}`).set(auth).send({ pipedrive: { token: 'alt', type: 'deal', pipeline: null, stage: null, leadLabel: null } }).expect(200);
    await db.getRepository(Organisation).update({ id: created.id }, { secrets: 'v1:AAAA:BBBB:CCCC' });
    const response = await t.http.get(`/api/organisation/${created.id}`).set(auth).expect(200);
    expect(response.body.pipedrive.tokenSet).toBe(false);
    await t.http.put(`/api/organisation/${created.id}`).set(auth).send({ pipedrive: { token: 'neu', type: 'deal', pipeline: null, stage: null, leadLabel: null } }).expect(200);
    expect((await t.http.get(`/api/organisation/${created.id}`).set(auth).expect(200)).body.pipedrive.tokenSet).toBe(true);
  });

  it('never shows secrets or API keys in the list', async () => {
    const response = await t.http.get('/api/organisations').set(auth).expect(200);
    expect(response.body.length).toBeGreaterThanOrEqual(2);
    const text = JSON.stringify(response.body);
    expect(text).not.toContain(FAKE_PIPEDRIVE_TOKEN);
    expect(text).not.toContain('geheim');
    expect(text).not.toContain('apiKey');
    expect(text).not.toContain('secrets');
  });

  it.each([
    [{ leadEvaluationDay: 'x' }, { leadEvaluationDay: 'Leadauswertung Tag muss eine Zahl von 1 bis 28 sein' }],
    [{ crefoDays: 0 }, { crefoDays: 'Crefo nach Tagen muss eine ganze Zahl ab 1 sein' }],
    [{ email: 'leads@firma.example, kaputt' }, { email: 'Bitte gültige E-Mail-Adressen angeben, mehrere durch Komma getrennt' }],
    [{ type: 'fax' }, { type: 'Typ muss einer von buyer-email, service-buyer, buyer, weClapp, zapier, make, leveto, pipedrive sein' }],
    [{ country: 'austria' }, { country: 'Land: nur Deutschland (germany) ist möglich' }],
    [{ zip: '8033' }, { zip: 'Bitte eine gültige Postleitzahl angeben (5 Ziffern)' }],
    [{ extension: { lawyer: { active: true, email: '', days: 0 } } }, { 'extension.lawyer.days': 'Anwalt nach Tagen muss eine ganze Zahl ab 1 sein' }],
    [{ zapier: { uri: 'hooks.zapier.com' } }, { 'zapier.uri': 'Webhook-URL muss eine http(s)://-Adresse sein' }],
  ])('refuses %j with the field named in German', async (change, fields) => {
    const { body: created } = await create({ name: 'Prüfling' }).expect(201);
    const response = await t.http.put(`/api/organisation/${created.id}`).set(auth).send(change).expect(400);
    expect(response.body.fields).toEqual(fields);
  });

  it.each([
    [{ zipConditions: [{ zip: '8a', email: '' }] }, { 'conditions.zipConditions.0.zip': 'PLZ muss aus 1 bis 5 Ziffern bestehen' }],
    [{ radiuses: [{ zip: '80331', radius: 0 }] }, { 'conditions.radiuses.0.radius': 'Umkreis muss mindestens 1 km sein' }],
    [{ answers: { pool: ['Ja'] } }, { 'conditions.answers.pool': 'Unbekannte Frage "pool"' }],
    [{ answers: { roofType: ['Kuppel'] } }, { 'conditions.answers.roofType': '"Kuppel" ist keine Antwort auf "Dachart"' }],
    [{ activeDays: defaultConditions().activeDays.slice(0, 6) }, { 'conditions.activeDays': 'Es müssen genau sieben Wochentage sein' }],
    [
      { activeDays: defaultConditions().activeDays.map((day, index) => (index === 0 ? { ...day, startTime: '08:10' } : day)) },
      { 'conditions.activeDays.0.startTime': 'Beginn muss eine Uhrzeit in Viertelstunden sein (HH:MM)' },
    ],
    [
      { activeDays: defaultConditions().activeDays.map((day, index) => (index === 0 ? { ...day, startTime: '18:00', endTime: '08:00' } : day)) },
      { 'conditions.activeDays.0.endTime': 'Montag: Ende muss nach dem Beginn liegen' },
    ],
  ])('refuses bad conditions %j', async (change, fields) => {
    const { body: created } = await create({ name: 'Bedingungen' }).expect(201);
    const response = await t.http
      .put(`/api/organisation/${created.id}`)
      .set(auth)
      .send({ conditions: { ...defaultConditions(), ...change } })
      .expect(400);
    expect(response.body.fields).toEqual(fields);
    const unchanged = await t.http.get(`/api/organisation/${created.id}`).set(auth).expect(200);
    expect(unchanged.body.conditions).toEqual(defaultConditions());
  });

  it('answers null for a field that always has a value with its German 400 and changes nothing; a cleared text is saved empty; no agreed price is 0', async () => {
    const { body: created } = await create({ name: 'Null GmbH', phone: '089 123', leadSellCost: 45 }).expect(201);
    const put = (body: Record<string, unknown>) => t.http.put(`/api/organisation/${created.id}`).set(auth).send(body);
    const refused = await put({ leadSellCost: 'viel', leadBuyCost: null, active: null, prio: null, sendInvoice: null, name: null }).expect(400);
    expect(refused.body.fields).toEqual({
      leadSellCost: 'Verkaufspreis muss ein Betrag in EUR sein',
      leadBuyCost: 'Einkaufspreis muss ein Betrag in EUR sein',
      active: 'Aktiv muss wahr oder falsch sein',
      prio: 'Prio muss eine ganze Zahl sein',
      sendInvoice: 'Rechnung senden muss wahr oder falsch sein',
      name: 'Bitte einen Namen angeben',
    });
    // react-admin sends null for an input the user cleared.
    const { body: saved } = await put({ phone: null, street: null }).expect(200);
    expect(saved).toMatchObject({ name: 'Null GmbH', phone: '', street: '', leadSellCost: 45 });
    // No agreed price: stored as the spec's default 0, and the price list (Settings → Preise) applies.
    expect((await put({ leadSellCost: null }).expect(200)).body.leadSellCost).toBe(0);
  });

  it('refuses a create without a name, and unknown ids', async () => {
    const response = await create({ email: 'x@example.de' }).expect(400);
    expect(response.body.fields).toEqual({ name: 'Bitte einen Namen angeben' });
    await t.http.get('/api/organisation/999999').set(auth).expect(404);
    const bad = await t.http.get('/api/organisation/abc').set(auth).expect(404);
    expect(bad.body.error).toBe('Unternehmen abc gibt es nicht.');
  });

  it('deletes softly: shown as deleted, kept in the list, cannot be switched active again', async () => {
    const { body: created } = await create({ name: 'Wird gelöscht GmbH' }).expect(201);
    await t.http.delete(`/api/organisations/${created.id}`).set(auth).expect(200, { id: created.id, deleted: true });
    const list = await t.http.get('/api/organisations').set(auth).expect(200);
    expect(list.body.find((row: { id: number }) => row.id === created.id)).toMatchObject({ deleted: true, warnings: expect.arrayContaining(['Das Unternehmen ist gelöscht.']) });
    await t.http.put(`/api/organisation/${created.id}`).set(auth).send({ active: false }).expect(200);
    const reactivate = await t.http.put(`/api/organisation/${created.id}`).set(auth).send({ active: true }).expect(400);
    expect(reactivate.body.error).toBe('Ein gelöschtes Unternehmen kann nicht aktiviert werden.');
  });

  describe('Pipedrive lists through the buyer\'s token', () => {
    let id: number;
    beforeAll(async () => {
      const { body } = await create({ name: 'Pipedrive Kunde', type: 'pipedrive' }).expect(201);
      id = body.id;
    });

    it('asks for a token first', async () => {
      const response = await t.http.get(`/api/organisation/${id}/pd/pipelines`).set(auth).expect(400);
      expect(response.body.error).toBe('Kein Pipedrive-Token hinterlegt');
    });

    it('lists pipelines, stages of a pipeline and lead labels with a typed or stored token', async () => {
      const typed = await t.http.get(`/api/organisation/${id}/pd/pipelines`).set(auth).set('X-Pipedrive-Token', FAKE_PIPEDRIVE_TOKEN).expect(200);
      expect(typed.body).toEqual([
        { id: 1, name: 'Vertrieb Photovoltaik' },
        { id: 2, name: 'Dachsanierung' },
      ]);
      await t.http.put(`/api/organisation/${id}`).set(auth).send({ pipedrive: { token: FAKE_PIPEDRIVE_TOKEN, type: 'deal', pipeline: 2, stage: null, leadLabel: null } }).expect(200);
      const saved = await t.http.get(`/api/organisation/${id}/pd/stages`).set(auth).expect(200);
      expect(saved.body).toEqual([{ id: 21, name: 'Besichtigung', pipelineId: 2 }]);
      const chosen = await t.http.get(`/api/organisation/${id}/pd/stages?pipeline=1`).set(auth).expect(200);
      expect(chosen.body.map((stage: { id: number }) => stage.id)).toEqual([11, 12]);
      const labels = await t.http.get(`/api/organisation/${id}/pd/leadlabels`).set(auth).expect(200);
      expect(labels.body).toEqual([{ id: '6a9e2d8c-0000-4000-8000-000000000001', name: 'Heiß' }]);
      expect(pipedrive.requests.at(-1)).toEqual({ path: '/v1/leadLabels', token: FAKE_PIPEDRIVE_TOKEN });
    });

    it('turns a refused token and a broken Pipedrive into a 502 with a German reason', async () => {
      const refused = await t.http.get(`/api/organisation/${id}/pd/pipelines`).set(auth).set('X-Pipedrive-Token', 'falsch').expect(502);
      expect(refused.body.error).toBe('Pipedrive lehnt das Token ab. Bitte das API-Token prüfen.');
      pipedrive.mode = 'error';
      const broken = await t.http.get(`/api/organisation/${id}/pd/pipelines`).set(auth).expect(502);
      expect(broken.body.error).toBe('Pipedrive antwortet mit Fehler 500.');
      pipedrive.mode = 'ok';
    });
  });
});
