import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Lead } from '@app/leads';
import { funnelLead } from '../factories';
import { startTestApp, TestApp } from '../support/test-app';

describe('Distribution settings: GET/PUT /api/settings/distribution', () => {
  let t: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await startTestApp();
    auth = await t.staffAuth();
  });
  afterAll(() => t.close());

  it('needs a login and starts with 3 buyers per lead and a 30-day duplicate window', async () => {
    await t.http.get('/api/settings/distribution').expect(401);
    const response = await t.http.get('/api/settings/distribution').set(auth).expect(200);
    expect(response.body).toEqual({ buyersPerLead: 3, duplicateWindowDays: 30, doubleOptIn: true, sellOnlyConfirmed: false, qualityInMails: false, exclusiveOnlyIfWorthIt: true, throttleReturnShare: null, throttleUnreachableShare: null });
  });

  it.each([
    [{ buyersPerLead: 0, duplicateWindowDays: 30 }, { buyersPerLead: 'Käufer pro Lead muss eine ganze Zahl von 1 bis 10 sein' }],
    [{ buyersPerLead: 11, duplicateWindowDays: 30 }, { buyersPerLead: 'Käufer pro Lead muss eine ganze Zahl von 1 bis 10 sein' }],
    [{ buyersPerLead: 2, duplicateWindowDays: 0 }, { duplicateWindowDays: 'Dubletten-Zeitraum muss eine ganze Zahl von 1 bis 365 Tagen sein' }],
    [{ buyersPerLead: 'drei', duplicateWindowDays: 30 }, { buyersPerLead: 'Käufer pro Lead muss eine ganze Zahl von 1 bis 10 sein' }],
  ])('refuses %j', async (body, fields) => {
    const response = await t.http.put('/api/settings/distribution').set(auth).send(body).expect(400);
    expect(response.body.fields).toEqual(fields);
    expect((await t.http.get('/api/settings/distribution').set(auth).expect(200)).body).toEqual({ buyersPerLead: 3, duplicateWindowDays: 30, doubleOptIn: true, sellOnlyConfirmed: false, qualityInMails: false, exclusiveOnlyIfWorthIt: true, throttleReturnShare: null, throttleUnreachableShare: null });
  });

  it('saves, and intake uses the duplicate window', async () => {
    await t.http.put('/api/settings/distribution').set(auth).send({ buyersPerLead: 2, duplicateWindowDays: 1 }).expect(200, { buyersPerLead: 2, duplicateWindowDays: 1, doubleOptIn: true, sellOnlyConfirmed: false, qualityInMails: false, exclusiveOnlyIfWorthIt: true, throttleReturnShare: null, throttleUnreachableShare: null });
    const leads = t.app.get<DataSource>(getDataSourceToken()).getRepository(Lead);
    const first = await t.http.post('/public-api/lead').set('X-Forwarded-For', '10.60.0.1').send(funnelLead()).expect(201);
    await leads.update({ id: first.body.id }, { realCreatedAt: new Date(Date.now() - 2 * 86_400_000) });
    const second = await t.http.post('/public-api/lead').set('X-Forwarded-For', '10.60.0.2').send(funnelLead()).expect(201);
    expect((await leads.findOneByOrFail({ id: second.body.id })).duplicateOfId).toBeNull();
    const third = await t.http.post('/public-api/lead').set('X-Forwarded-For', '10.60.0.3').send(funnelLead()).expect(201);
    expect((await leads.findOneByOrFail({ id: third.body.id })).duplicateOfId).toBe(second.body.id);
  });
});
