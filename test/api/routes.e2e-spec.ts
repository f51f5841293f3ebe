// PostgreSQL pass: the health answer names Redis; the rate limits count in Redis.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '@app/infrastructure';
import { describeRoute, openApiPath } from '@app/audit';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_FIELD_LABELS, BACK_OFFICE_ROUTES, GUEST_ROUTES, LOGIN_ROUTES } from '@app/contract';
import { startTestApp, TestApp } from '../support/test-app';

interface RegisteredRoute {
  method: string;
  path: string;
}

/** Every route Express knows, read from its router (so a forgotten @Public or a new controller shows up). */
function registeredRoutes(t: TestApp): RegisteredRoute[] {
  const express = t.app.getHttpAdapter().getInstance();
  const stack = (express.router ?? express._router).stack as { route?: { path: string; methods: Record<string, boolean> } }[];
  return stack
    .filter((layer) => layer.route)
    .flatMap((layer) =>
      Object.keys(layer.route!.methods)
        .filter((method) => method !== '_all')
        .map((method) => ({ method, path: layer.route!.path })),
    );
}

/** Fills `:param` and `*wildcard` segments so the path can be requested. */
const concrete = (path: string) => path.replace(/:\w+/g, '1').replace(/\*\w+/g, 'x');

describe('Routing and protection', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('requires an access token on every /api route', async () => {
    const apiRoutes = registeredRoutes(t).filter((route) => route.path.startsWith('/api/') && !route.path.startsWith('/api/docs'));
    expect(apiRoutes.map((route) => `${route.method} ${route.path}`)).toContain('get /api/users');
    for (const route of apiRoutes) {
      const call = (t.http as unknown as Record<string, (path: string) => import('supertest').Test>)[route.method](concrete(route.path));
      const response = await call;
      expect({ route: `${route.method} ${route.path}`, status: response.status }).toEqual({ route: `${route.method} ${route.path}`, status: 401 });
      // The login's code step takes the challenge token of the password step, no session.
      const expected = route.path === '/api/user/:id/2fa/send' ? 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.' : 'Nicht angemeldet oder Sitzung abgelaufen';
      expect(response.body.error).toBe(expected);
    }
  });

  // Answered before anyone is logged in: no user, so no row in the Protokoll (libs/audit's interceptor).
  const beforeLogin = new Set(['/portal-api/auth/set-password', '/portal-api/auth/login', '/portal-api/auth/2fa', '/portal-api/auth/renew']);

  it('names every staff and buyer write in the Protokoll with a German action and object type (issue 29 §3)', () => {
    const writes = registeredRoutes(t).filter(
      (route) => ['post', 'put', 'patch', 'delete'].includes(route.method) && /^\/(api|portal-api)\//.test(route.path) && !beforeLogin.has(route.path),
    );
    expect(writes.length).toBeGreaterThan(50);
    const unnamed = writes.flatMap((route) => {
      const path = openApiPath(route.path);
      const params = Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, '1']));
      const target = describeRoute(route.method.toUpperCase(), path, params, 1);
      if (!target) return [];
      const known = (AUDIT_ACTIONS as string[]).includes(target.action) && (AUDIT_ENTITIES as string[]).includes(target.entityType);
      return known ? [] : [`${route.method.toUpperCase()} ${path} → ${target.action} ${target.entityType}`];
    });
    expect(unnamed).toEqual([]);
  });

  it('names in German every field a write sends, as the Protokoll lists them ("Felder: …")', async () => {
    type Schema = { $ref?: string; properties?: Record<string, unknown>; allOf?: Schema[] };
    const spec = (await t.http.get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
      components: { schemas: Record<string, Schema> };
    };
    const fieldsOf = (schema: Schema | undefined): string[] => {
      if (!schema) return [];
      if (schema.$ref) return fieldsOf(spec.components.schemas[schema.$ref.split('/').pop()!]);
      return [...Object.keys(schema.properties ?? {}), ...(schema.allOf ?? []).flatMap(fieldsOf)];
    };
    const unnamed = new Set<string>();
    for (const [path, operations] of Object.entries(spec.paths)) {
      if (!/^\/(api|portal-api)\//.test(path) || beforeLogin.has(path)) continue;
      for (const [method, operation] of Object.entries(operations)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method) || !describeRoute(method.toUpperCase(), path, {}, 1)) continue;
        for (const field of fieldsOf(operation.requestBody?.content?.['application/json']?.schema)) {
          if (!Object.hasOwn(AUDIT_FIELD_LABELS, field)) unnamed.add(`${field} (${method.toUpperCase()} ${path})`);
        }
      }
    }
    expect([...unnamed]).toEqual([]);
  });

  it('answers unknown server paths with a JSON 404 and unknown pages with a redirect to /', async () => {
    const { token } = await t.loginAs();
    const unknownApi = await t.http.get('/api/gibt-es-nicht').set('Authorization', `Bearer ${token}`).expect(404);
    expect(unknownApi.body).toEqual({ statusCode: 404, error: 'Nicht gefunden' });
    await t.http.get('/public-api/gibt-es-nicht').expect(404);
    const page = await t.http.get('/irgendwas/unbekannt').expect(302);
    expect(page.headers.location).toBe('/');
  });

  describe('single-page apps (built for real)', () => {
    beforeAll(() => {
      // The apps the server sends are the real builds: rebuilt only when their sources are newer (a fresh clone builds once).
      for (const app of ['admin', 'funnel', 'portal']) {
        execFileSync(process.execPath, [join(projectRoot(), 'scripts/ensure-built.js'), app], { cwd: projectRoot(), stdio: 'pipe', timeout: 240_000 });
      }
    }, 300_000);

    // Every page route of both apps, with its parameters filled (deep links), and a few real-world shapes.
    const pageRoutes: [string, 'admin' | 'funnel'][] = [
      ...GUEST_ROUTES.map((route): [string, 'funnel'] => [route.replace(/:\w+/g, '12'), 'funnel']),
      ...[...LOGIN_ROUTES, ...BACK_OFFICE_ROUTES].map((route): [string, 'admin'] => [route.replace(/:\w+/g, '7'), 'admin']),
      ['/reclamation/12?lead=4711&sig=abc', 'funnel'],
      ['/login/anna%40example.de', 'admin'],
      ['/statistic/3/1767225600', 'admin'],
      ['/organisations/5/', 'admin'],
      // Reloaded or bookmarked with their filters (issue 27 §6: these landed on the funnel).
      ['/settings/audit?filter=%7B%22action%22%3A%22login%22%7D', 'admin'],
      ['/statistics/quality?from=2026-11-01&to=2026-11-30&groupBy=organisation', 'admin'],
    ];

    it.each(pageRoutes)('serves %s as the %s app, whose script loads', async (path, app) => {
      const response = await t.http.get(path).expect(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      const other = app === 'admin' ? 'funnel' : 'admin';
      const scripts = [...response.text.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(script.startsWith(`/${app}-assets/`)).toBe(true);
        const asset = await t.http.get(script).expect(200);
        expect(asset.headers['content-type']).toMatch(/javascript/);
        expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
      expect(response.text).not.toContain(`/${other}-assets/`);
    });

    // The buyers' portal: every path under /portal is its own (it routes itself), its assets live under its prefix.
    it.each(['/portal/', '/portal/login', '/portal/set-password?token=abc', '/portal/leads', '/portal/leads/5', '/portal/settings', '/portal/invoices', '/portal/account', '/portal/deliveries'])(
      'serves %s as the portal app, whose script loads',
      async (path) => {
        const response = await t.http.get(path).expect(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['cache-control']).toBe('no-cache');
        const scripts = [...response.text.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
        expect(scripts.length).toBeGreaterThan(0);
        for (const script of scripts) {
          expect(script.startsWith('/portal/portal-assets/')).toBe(true);
          const asset = await t.http.get(script).expect(200);
          expect(asset.headers['content-type']).toMatch(/javascript/);
          expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        }
        expect(response.text).not.toMatch(/\/(admin|funnel)-assets\//);
      },
    );
  });

  it('sends security headers with a CSP that forbids inline scripts', async () => {
    const response = await t.http.get('/health').expect(200);
    expect(response.body).toEqual({ status: 'ok' });
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('reports readiness of the database (and Redis when configured)', async () => {
    const response = await t.http.get('/ready').expect(200);
    expect(response.body).toEqual({
      status: 'ok',
      database: 'ok',
      redis: t.config.REDIS_URL ? 'ok' : 'nicht konfiguriert',
    });
  });

  it('refuses oversized and malformed bodies with JSON errors and no stack trace', async () => {
    const huge = await t.http
      .post('/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a@b.de', password: 'x'.repeat(1024 * 1024) }))
      .expect(413);
    expect(huge.body).toEqual({ statusCode: 413, error: 'Die Anfrage ist zu groß' });
    const broken = await t.http.post('/auth/login').set('Content-Type', 'application/json').send('{"email": ').expect(400);
    expect(broken.body).toEqual({ statusCode: 400, error: 'Die Anfrage enthält kein gültiges JSON' });
    expect(broken.text).not.toMatch(/at .*\.js/);
  });

  it('publishes OpenAPI docs of the endpoints at /api/docs', async () => {
    await t.http.get('/api/docs').expect(200).expect('Content-Type', /html/);
    const spec = await t.http.get('/api/docs-json').expect(200);
    expect(Object.keys(spec.body.paths)).toEqual(expect.arrayContaining(['/auth/login', '/auth/renew', '/auth/logout', '/api/users', '/health', '/ready']));
  });
});
