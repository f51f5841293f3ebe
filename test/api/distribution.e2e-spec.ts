import { GeoService } from '@app/geo';
import { Lead } from '@app/leads';
import { Conditions } from '@app/contract';
import { buyerConditions, createBuyer, deleteOrganisation, funnelLead } from '../factories';
import { startTestApp, TestApp } from '../support/test-app';

/** A few GeoNames rows: München (2), Berlin, Potsdam (~26 km from Berlin), Hamburg. */
const GEONAMES = [
  ['80331', 'München', '48.1372', '11.5755'],
  ['80333', 'München', '48.1469', '11.5656'],
  ['10115', 'Berlin', '52.5323', '13.3846'],
  ['14467', 'Potsdam', '52.4009', '13.0591'],
  ['20095', 'Hamburg', '53.5507', '10.0011'],
]
  .map(([zip, place, lat, lon]) => ['DE', zip, place, 'Land', '', '', '', '', '', lat, lon, ''].join('\t'))
  .join('\n');

describe('Lead Analyse (POST /api/organisations/zipconditions) and Lead Matchen (GET /api/organisation/match/{id})', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  const ids: Record<string, number> = {};

  const organisation = async (name: string, conditions: Partial<Conditions>, extra: Record<string, unknown> = {}) => {
    const { id } = await createBuyer(t, { name, zip: '80331', phone: '089 1', email: `${name.toLowerCase()}@k.example`, ...extra, conditions: buyerConditions(conditions) });
    ids[name] = id;
    return id;
  };

  beforeAll(async () => {
    t = await startTestApp();
    auth = await t.staffAuth();
    await t.app.get(GeoService).import(GEONAMES);
    await organisation('Alpha', { zipConditions: [{ zip: '80', email: 'sued@alpha.example' }] });
    await organisation('Beta', { zipConditions: [{ zip: '803', email: '' }] }, { active: false });
    const gamma = await organisation('Gamma', { zipConditions: [{ zip: '8', email: '' }] });
    await deleteOrganisation(t, gamma);
    await organisation('Delta', { zipConditions: [], radiuses: [{ zip: '10115', radius: 30 }], config: { ...buyerConditions().config, radius: true } });
  });
  afterAll(() => t.close());

  it('needs a login', async () => {
    await t.http.post('/api/organisations/zipconditions').send({}).expect(401);
    await t.http.get('/api/organisation/match/1').expect(401);
  });

  it('counts active buyers and all covering companies per postal code, gaps included', async () => {
    const response = await t.http.post('/api/organisations/zipconditions').set(auth).send({ orgas: [] }).expect(200);
    expect(response.body).toEqual([
      { zip: '10115', buyers: 1, orgas: 1 },
      { zip: '14467', buyers: 1, orgas: 1 },
      { zip: '20095', buyers: 0, orgas: 0 },
      { zip: '80331', buyers: 1, orgas: 2 },
      { zip: '80333', buyers: 1, orgas: 2 },
    ]);
  });

  it('leaves out excluded companies and groups by two digits on request', async () => {
    const excluded = await t.http.post('/api/organisations/zipconditions').set(auth).send({ orgas: [ids.Alpha] }).expect(200);
    expect(excluded.body.find((row: { zip: string }) => row.zip === '80331')).toEqual({ zip: '80331', buyers: 0, orgas: 1 });
    const areas = await t.http.post('/api/organisations/zipconditions').set(auth).send({ twoDigits: true }).expect(200);
    expect(areas.body).toEqual([
      { zip: '10', buyers: 1, orgas: 1 },
      { zip: '14', buyers: 1, orgas: 1 },
      { zip: '20', buyers: 0, orgas: 0 },
      { zip: '80', buyers: 1, orgas: 2 },
    ]);
    await t.http.post('/api/organisations/zipconditions').set(auth).send({ orgas: 'alle' }).expect(400);
  });

  it('matches a lead by its CRM deal id, and explains the others with ?all=true', async () => {
    const { body } = await t.http.post('/public-api/lead').send(funnelLead({ contact: { zip: '80331' } })).expect(201);
    await t.db.getRepository(Lead).update({ id: body.id }, { pipedriveId: 'D-4711' });
    const matched = await t.http.get('/api/organisation/match/D-4711').set(auth).expect(200);
    expect(matched.body).toEqual([{ id: ids.Alpha, leadId: body.id, name: 'Alpha', type: 'buyer-email', email: 'alpha@k.example', phone: '089 1', zip: '80331', eligible: true }]);
    const all = await t.http.get('/api/organisation/match/D-4711?all=true').set(auth).expect(200);
    const reasons = Object.fromEntries(all.body.map((row: { name: string; reason?: string }) => [row.name, row.reason ?? 'passt']));
    expect(reasons).toMatchObject({
      Alpha: 'passt',
      Beta: 'Unternehmen ist inaktiv',
      Gamma: 'Unternehmen ist gelöscht',
      Delta: 'Postleitzahl liegt nicht im Gebiet: 80331',
    });
    // Without a CRM id the lead number works too.
    const byNumber = await t.http.get(`/api/organisation/match/${body.id}`).set(auth).expect(200);
    expect(byNumber.body.map((row: { name: string }) => row.name)).toEqual(['Alpha']);
    const unknown = await t.http.get('/api/organisation/match/GIBT-ES-NICHT').set(auth).expect(404);
    expect(unknown.body.error).toBe('Kein Lead mit der Deal-Id oder Nummer GIBT-ES-NICHT gefunden.');
  });
});
