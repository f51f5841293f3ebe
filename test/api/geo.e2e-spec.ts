import { GeoService } from '@app/geo';
import { startTestApp, TestApp } from '../support/test-app';

describe('GET /api/geo/status', () => {
  let t: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await startTestApp();
    auth = await t.staffAuth();
  });
  afterAll(() => t.close());

  it('needs a login', async () => {
    const response = await t.http.get('/api/geo/status').expect(401);
    expect(response.body).toMatchObject({ statusCode: 401, error: 'Nicht angemeldet oder Sitzung abgelaufen' });
  });

  it('tells staff how many postal codes there are and credits GeoNames; the first start loads the shipped table', async () => {
    expect((await t.http.get('/api/geo/status').set(auth).expect(200)).body).toEqual({ postalCodes: 0, source: 'GeoNames (CC BY 4.0)' });

    // What main.ts does on every start: only an empty database is filled.
    expect(await t.app.get(GeoService).loadBundledIfEmpty()).toBe(10_814);
    expect(await t.app.get(GeoService).loadBundledIfEmpty()).toBe(0);

    expect((await t.http.get('/api/geo/status').set(auth).expect(200)).body).toEqual({ postalCodes: 10_814, source: 'GeoNames (CC BY 4.0)' });
  });
});
