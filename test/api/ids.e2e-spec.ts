import { funnelLead, insertOrganisation } from '../factories';
import { portalLogin } from '../support/portal-session';
import { startTestApp, TestApp } from '../support/test-app';

/** Path parameters that end in "id" but are text (the CRM's deal id), so any value is looked up as text. */
const TEXT_KEYS = ['pipedriveId'];
const BAD_IDS = ['99999999999', '2147483648', '-1', '0', 'abc', '1.5', '1e3'];

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

describe('Ids in paths and bodies are range-checked (never a 500)', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  /** The Käuferportal's routes take a buyer user's token (a staff token gets 401 there). */
  let buyerAuth: { Authorization: string };
  let routes: { method: string; path: string; params: string[] }[];

  beforeAll(async () => {
    t = await startTestApp();
    auth = { Authorization: `Bearer ${(await t.loginAs(undefined, undefined, 'admin')).token}` };
    buyerAuth = (await portalLogin(t, (await insertOrganisation(t)).id)).auth;
    // What the app really registered: a new route with an id is covered without touching this test.
    const express = t.app.getHttpAdapter().getInstance() as { router: { stack: RouteLayer[] } };
    routes = express.router.stack
      .filter((layer) => layer.route)
      .flatMap(({ route }) =>
        Object.keys(route!.methods).map((method) => ({ method, path: route!.path, params: [...route!.path.matchAll(/:(\w+)/g)].map((match) => match[1]) })),
      )
      .filter((route) => route.params.some((param) => /id$/i.test(param)));
  });
  afterAll(() => t.close());

  it('finds the routes with ids', () => {
    expect(routes.map(({ method, path }) => `${method.toUpperCase()} ${path}`)).toEqual(
      expect.arrayContaining(['GET /api/lead/:id', 'PUT /api/lead/:lId', 'POST /api/lead/:lId/sell', 'PUT /api/organisation/:id', 'DELETE /api/organisations/:id', 'POST /api/deliveries/:id/retry']),
    );
    expect(routes.length).toBeGreaterThanOrEqual(15);
  });

  it.each(BAD_IDS)('answers %s in every id path with 404 and a German reason', async (bad) => {
    const answers: string[] = [];
    for (const { method, path, params } of routes) {
      const url = params.reduce((result, param) => result.replace(`:${param}`, encodeURIComponent(bad)), path);
      const call = t.http[method as 'get' | 'put' | 'post' | 'delete'](url).set(path.startsWith('/portal-api/') ? buyerAuth : auth);
      // Bodies that are valid where there is one, so the id alone decides.
      const response = await (method === 'post' && path.endsWith('/sell') ? call.send({ organisations: [1] }) : method === 'put' || method === 'post' ? call.send({}) : call);
      const idIsText = params.every((param) => TEXT_KEYS.includes(param));
      answers.push(`${method.toUpperCase()} ${url} → ${response.status} ${response.body?.error ?? ''}`);
      expect(response.status).toBeLessThan(500);
      if (!idIsText) {
        expect({ url, method, status: response.status }).toEqual({ url, method, status: 404 });
        // The portal says whose ('Lead 5 gibt es in Ihrem Konto nicht.'; a dunning letter's path holds two ids: 'Dieses Mahnschreiben …').
        const reason = path.startsWith('/portal-api/') ? / gibt es in Ihrem Konto nicht\.$/ : new RegExp(` ${bad.replace('.', '\\.')} gibt es nicht\\.$`);
        expect(response.body.error).toMatch(reason);
      }
    }
    expect(answers.length).toBe(routes.length);
  });

  it.each([
    ['POST', '/api/organisations/zipconditions', { orgas: [99999999999] }, 'orgas'],
    ['POST', '/api/organisations/zipconditions', { orgas: [-1] }, 'orgas'],
    ['POST', '/api/organisations/zipconditions', { orgas: ['abc'] }, 'orgas'],
    ['POST', '/public-api/lead', funnelLead({ details: [{ id: 99999999999, title: 'Hausart', key: 'buildingType', action: { title: 'Einfamilienhaus' } }] }), 'details.0.id'],
  ])('refuses a body id out of range: %s %s %j', async (method, url, body, field) => {
    const response = await t.http[method.toLowerCase() as 'post'](url).set(auth).set('X-Forwarded-For', '10.200.0.1').send(body).expect(400);
    expect(Object.keys(response.body.fields)).toEqual([field]);
    expect(response.body.fields[field]).toMatch(/2147483647/);
  });

  it.each([[99999999999], [0], ['abc'], [1.5]])('refuses selling to the organisation id %j with 400', async (bad) => {
    const lead = await t.http.post('/public-api/lead').set('X-Forwarded-For', '10.200.0.2').send(funnelLead()).expect(201);
    const response = await t.http.post(`/api/lead/${lead.body.id}/sell`).set(auth).send({ organisations: [bad] }).expect(400);
    expect(response.body.fields).toEqual({ organisations: 'Unternehmen müssen Ids sein (ganze Zahlen von 1 bis 2147483647)' });
  });
});
