import { randomBytes } from 'node:crypto';
import type { Response as SuperResponse } from 'supertest';
import { Organisation } from '@app/organisations';
import { insertLead, insertOrganisation, insertSale } from '../factories';
import { portalLogin, PortalTestSession } from '../support/portal-session';
import { startTestApp, TestApp } from '../support/test-app';

type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  example?: unknown;
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};
interface Operation {
  operationId?: string;
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}
interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const DAY = 24 * 60 * 60 * 1000;
/** The staff routes of the portal's libs (portal users, buyer settings, outcomes and their reminder, the quality report). */
const STAFF_ROUTES = /^\/api\/(organisation\/\{id\}\/(portal-users|buyer-settings|outcomes|outcome-reminder)|statistics\/quality)(\/|$)/;
/** Ids in a path that name nothing: each answers a German 4xx (the ids' pipes say 404). */
const BAD_IDS = ['abc', '-1', '0', '1.5', '99999999999999999999'];
/** Junk for a JSON field, written as JSON text (1e309 parses to Infinity; 20 digits overflow every integer column). */
const BAD_VALUES: [string, string][] = [
  ['null', 'null'],
  ['[]', '[]'],
  ['{}', '{}'],
  ['true', 'true'],
  ['-1', '-1'],
  ['1e309', '1e309'],
  ['99999999999999999999', '99999999999999999999'],
  ['10.000 Zeichen', JSON.stringify('Sehr lange Eingabe '.repeat(600).slice(0, 10_000))],
];
/** Junk for a date field ('JJJJ-MM-TT'): a day that does not exist, and the German way of writing a date. */
const BAD_DATES = ['2026-02-30', '31.12.2026'];
/** Junk for ra-data-simple-rest's list parameters. */
const BAD_LIST_QUERIES: Record<string, string>[] = [
  { range: '[a,b]' },
  { range: '[5,1]' },
  { range: '[0,100000000]' },
  { sort: '["nope","SIDEWAYS"]' },
  { sort: 'x' },
  { filter: '{bad' },
  { filter: '{"period":"gestern"}' },
  { filter: '{"outcome":"vielleicht"}' },
  { filter: '{"postcode":{"a":1}}' },
];
/** Junk for any other query parameter; an array is what `?x=a&x=b` gives the handler. */
const BAD_QUERY_VALUES: [string, string | string[]][] = [
  ['abc', 'abc'],
  ['2026-02-30', '2026-02-30'],
  ['31.12.2026', '31.12.2026'],
  ['{bad', '{bad'],
  ['10.000 Zeichen', 'x'.repeat(10_000)],
  ['zweimal', ['2026-11-01', '2026-11-02']],
];

/** What the framework says when nobody gave a reason, in English (Nest, Express, class-validator, the database) or as the bare German fallback. */
const ENGLISH =
  /^(Bad Request|Not Found|Internal server error|Unauthorized|Forbidden|Conflict|Payload Too Large|Unsupported Media Type|Cannot |Unexpected |Validation failed)|\b(must be|must not|should not|is not|does not|not found|invalid input|unexpected|expected|cannot|failed|property|undefined|violates|syntax error|out of range)\b|\w+Error\b/i;
const BARE_FALLBACKS = new Set(['Ungültige Anfrage', 'Nicht gefunden', 'Interner Serverfehler', 'Die Anfrage kann nicht verarbeitet werden']);
const INFORMAL = /\b(du|dein|deine|deinen|dich)\b/i;

/** Routes whose body has only optional fields: an empty one, or a field sent as null, is a valid request. */
const OPTIONAL_BODIES = new Set(['POST /portal-api/auth/2fa/totp', 'POST /portal-api/auth/2fa/email']);

/**
 * Bad input on every route of the buyers' portal (/portal-api, with a logged-in buyer user) and on the
 * staff routes of its libs (with an administrator): ids that name nothing or another buyer's lead, junk in
 * the list's range, sort and filter and in every other query parameter, and every field of a body shaped
 * like the route's schema set in turn to null, [], {}, true, -1, a huge number, 10,000 characters or an
 * impossible date, plus an empty and an array body. No answer may be a 5xx, every 4xx carries a German
 * reason, a 2xx comes only where the input is fine; and a refused request saves nothing.
 * The session routes (login, second factor, renew, logout, set-password) get a fixed list of their own.
 */

describe('Käuferportal: unzulässige Eingaben', () => {
  let t: TestApp;
  let document: ApiDocument;
  let admin: { Authorization: string };
  let sonne: Organisation;
  let dach: Organisation;
  let buyer: PortalTestSession;
  let own: { leadId: number; saleId: number };
  let foreign: { leadId: number; saleId: number };
  /** A lead of Sonne's with an open complaint: its upload takes files. */
  let complained: { leadId: number; saleId: number };

  const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
  /** What Sonne chose before the walk; every refused PUT must leave it as it is. */
  const settings = () => ({
    pauses: [{ from: today(), to: '2099-01-06', reason: 'Betriebsurlaub' }],
    holidaysState: 'BY',
    monthlyBudget: 1250.1,
    monthlyLeadLimit: 30,
    notificationEmail: 'leads@sonnenstrom.example',
  });
  /** The own lead's outcome before the walk; saving it again adds nothing to its history. */
  const outcome = { status: 'won', value: 12500, reason: null, note: '' };

  const sell = async (organisation: Organisation, lastName: string) => {
    const { id: leadId } = await insertLead(t, { lastName, zip: '80331' });
    const sale = await insertSale(t, { leadId, organisationId: organisation.id, soldAt: new Date(Date.now() - DAY) });
    return { leadId, saleId: sale.id };
  };

  beforeAll(async () => {
    t = await startTestApp({ ENCRYPTION_KEY: randomBytes(32).toString('hex') });
    document = (await t.http.get('/api/docs-json').expect(200)).body as ApiDocument;
    admin = await t.staffAuth('admin');
    sonne = await insertOrganisation(t, { name: 'Sonnenstrom Müller GmbH', email: 'rechnung@sonnenstrom.example', leadSellCost: '45.00', monthlyLeadLimit: 40 });
    dach = await insertOrganisation(t, { name: 'Dach & Glas Nord', email: 'buero@dachglas.example' });
    own = await sell(sonne, 'Eigen');
    foreign = await sell(dach, 'Fremd');
    complained = await sell(sonne, 'Reklamiert');
    buyer = await portalLogin(t, sonne.id, { name: 'Sonja Käufer' });
    await t.http.put('/portal-api/settings').set(buyer.auth).send(settings()).expect(200);
    await t.http.put(`/portal-api/leads/${own.leadId}/outcome`).set(buyer.auth).send(outcome).expect(200);
    await t.http.post(`/portal-api/leads/${complained.leadId}/complaint`).set(buyer.auth).send({ content: 'Die Telefonnummer ist falsch.' }).expect(200);
  });
  afterAll(() => t.close());

  /** A valid value of the schema's shape: its example or first enum value where it names one. */
  function sample(schema: Schema | undefined, depth = 0): Json {
    if (!schema || depth > 8) return 'Testwert';
    if (schema.$ref) return sample(document.components?.schemas?.[schema.$ref.split('/').pop()!], depth + 1);
    const variant = schema.allOf ?? schema.oneOf ?? schema.anyOf;
    if (variant) return Object.assign({}, ...variant.map((part) => sample(part, depth + 1)).filter((part) => typeof part === 'object'));
    const listed = schema.enum?.find((value) => value !== null);
    if (listed !== undefined) return listed as Json;
    if (schema.example !== undefined) return schema.example as Json;
    if (schema.type === 'array') return [sample(schema.items, depth + 1)];
    if (schema.type === 'integer' || schema.type === 'number') return 1;
    if (schema.type === 'boolean') return true;
    if (schema.type === 'object' || schema.properties) {
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sample(property, depth + 1)]));
    }
    if (schema.format === 'email') return 'kollegin@sonnenstrom.example';
    if (schema.format === 'date') return '2026-12-24';
    return 'Testwert';
  }

  /** Every field of the body, also inside objects and the first entry of lists: paths like ['pauses', 0, 'from']. */
  function fieldPaths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
    if (Array.isArray(value)) return value.length > 0 && typeof value[0] === 'object' && value[0] !== null ? fieldPaths(value[0], [...prefix, 0]) : [];
    if (typeof value !== 'object' || value === null) return [];
    return Object.entries(value).flatMap(([name, inner]) => [[...prefix, name], ...fieldPaths(inner, [...prefix, name])]);
  }

  const MARK = '__unzulaessig__';
  /** The body as JSON text with the field at `path` replaced by the raw JSON `raw`. */
  function bodyWith(base: Json, path: (string | number)[], raw: string): string {
    const copy = structuredClone(base) as Record<string | number, Json>;
    let at: Record<string | number, Json> = copy;
    for (const step of path.slice(0, -1)) at = at[step] as Record<string | number, Json>;
    at[path.at(-1)!] = MARK;
    return JSON.stringify(copy).replace(JSON.stringify(MARK), raw);
  }
  const valueAt = (base: Json, path: (string | number)[]) => path.reduce<Json>((at, step) => (at as Record<string | number, Json>)[step], base);
  const isDateText = (value: Json) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

  it('answers no bad input with a 5xx, refuses it with a German reason, and saves nothing of it', async () => {
    const operations = Object.entries(document.paths)
      .filter(([template]) => template.startsWith('/portal-api/') || STAFF_ROUTES.test(template))
      .flatMap(([template, methods]) =>
        Object.entries(methods)
          .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
          .map(([method, operation]) => ({ template, method: method as Method, operation })),
      )
      // The session routes answer before any login; they get the fixed list of the next test.
      .filter(({ operation }) => !operation.operationId?.startsWith('PortalAuthController_'));
    expect(operations.length).toBeGreaterThanOrEqual(30);

    /** A valid value for each path parameter: Sonne's own lead, Sonne itself, its buyer user. */
    const validIds: Record<string, string> = { id: String(own.leadId), invoiceId: '1', letterId: '1-0', documentId: '00000000-0000-0000-0000-000000000000', userId: String(buyer.user.id) };
    const staffIds: Record<string, string> = { ...validIds, id: String(sonne.id) };
    /** Bodies that leave things as they are when saved: the settings and outcome of the beforeAll, the user active. */
    const baseBodies: Record<string, Json> = {
      'PUT /portal-api/settings': settings(),
      'PUT /portal-api/leads/{id}/outcome': outcome,
      'PUT /api/organisation/{id}/portal-users/{userId}': { active: true },
      'PUT /api/organisation/{id}/outcome-reminder': { enabled: true },
      'POST /portal-api/leads/{id}/complaint': { content: 'Die Telefonnummer ist falsch.' },
      'PUT /portal-api/auth/password': { currentPassword: 'Falsches-Passwort-7', newPassword: 'Neues-Dachfenster-2027!' },
      'DELETE /portal-api/auth/2fa': { password: 'Falsches-Passwort-7' },
    };

    /** What a refused request must leave unchanged, read after each one (and what brings it back after a 2xx). */
    const ownLead = async () => (await t.http.get(`/portal-api/leads/${own.leadId}`).set(buyer.auth).expect(200)).body;
    const pickSettings = (body: Record<string, unknown>) => ({
      pauses: body.pauses,
      holidaysState: body.holidaysState,
      monthlyBudget: body.monthlyBudget,
      monthlyLeadLimit: body.monthlyLeadLimit,
      notificationEmail: body.notificationEmail,
    });
    const watched: Record<string, { state: () => Promise<unknown>; restore?: () => Promise<unknown> }> = {
      'PUT /portal-api/settings': {
        state: async () => pickSettings((await t.http.get('/portal-api/settings').set(buyer.auth).expect(200)).body),
        restore: () => t.http.put('/portal-api/settings').set(buyer.auth).send(settings()).expect(200),
      },
      'PUT /portal-api/leads/{id}/outcome': {
        state: async () => {
          const lead = await ownLead();
          return { outcome: lead.outcome, history: lead.outcomeHistory };
        },
      },
      'POST /portal-api/leads/{id}/complaint': { state: async () => (await ownLead()).complaintDetail },
      'POST /portal-api/users': { state: async () => (await t.http.get('/portal-api/users').set(buyer.auth).expect(200)).body },
      'POST /api/organisation/{id}/portal-users': { state: async () => (await t.http.get(`/api/organisation/${sonne.id}/portal-users`).set(admin).expect(200)).body },
      'PUT /api/organisation/{id}/portal-users/{userId}': { state: async () => (await t.http.get(`/api/organisation/${sonne.id}/portal-users`).set(admin).expect(200)).body },
      'PUT /api/organisation/{id}/outcome-reminder': { state: async () => (await t.http.get(`/api/organisation/${sonne.id}/outcomes`).set(admin).expect(200)).body.reminder },
    };

    const started = Date.now();
    const wrong: string[] = [];
    const accepted: string[] = [];
    let sent = 0;

    /** Judges one answer: `expected` 'notFound' wants exactly 404, 'refused' any 4xx, 'either' also takes a 2xx. */
    const judge = (at: string, response: SuperResponse, expected: 'notFound' | 'refused' | 'either') => {
      const { status } = response;
      const error: unknown = response.body?.error;
      if (status >= 500) wrong.push(`${at} → ${status} ${JSON.stringify(response.body).slice(0, 160)}`);
      else if (status >= 400) {
        if (typeof error !== 'string' || error.trim() === '') wrong.push(`${at} → ${status} ohne Grund: ${JSON.stringify(response.body).slice(0, 160)}`);
        else if (ENGLISH.test(error) || BARE_FALLBACKS.has(error.trim()) || INFORMAL.test(error)) wrong.push(`${at} → ${status} „${error.slice(0, 160)}“`);
        else if (expected === 'notFound' && status !== 404) wrong.push(`${at} → ${status} statt 404 „${error.slice(0, 120)}“`);
      } else if (expected !== 'either') {
        accepted.push(at);
      }
    };

    for (const { template, method, operation } of operations) {
      const route = `${method.toUpperCase()} ${template}`;
      const auth = template.startsWith('/portal-api/') ? buyer.auth : admin;
      const ids = template.startsWith('/portal-api/') ? validIds : staffIds;
      const pathWith = (replaced?: string, value?: string) =>
        template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(name === replaced ? value! : ids[name] ?? '1'));
      const content = operation.requestBody?.content ?? {};
      const schema = content['application/json']?.schema;
      const base: Json | undefined = baseBodies[route] ?? (schema ? sample(schema) : undefined);
      const baseJson = base === undefined ? undefined : JSON.stringify(base);
      const watch = watched[route];
      const before = watch ? await watch.state() : undefined;

      const call = async (label: string, expected: 'notFound' | 'refused' | 'either', path: string, options: { query?: Record<string, string | string[]>; body?: string } = {}) => {
        let request = t.http[method](path).set(auth);
        if (options.query) request = request.query(options.query);
        if (options.body !== undefined) request = request.set('Content-Type', 'application/json').send(options.body);
        const response = await request;
        sent++;
        const at = `${route} (${label})`;
        judge(at, response, expected);
        if (!watch) return;
        if (response.status < 300 && watch.restore) await watch.restore();
        const after = await watch.state();
        if (JSON.stringify(after) !== JSON.stringify(before)) wrong.push(`${at} → ${response.status}, aber gespeichert: ${JSON.stringify(after).slice(0, 200)}`);
      };

      // Path ids: junk, and Sonne asking for Dach's lead.
      for (const name of [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1])) {
        for (const value of BAD_IDS) await call(`{${name}}=${value}`, 'refused', pathWith(name, value), { body: baseJson });
        if (template.startsWith('/portal-api/leads/{id}') && name === 'id') await call(`{id}=Lead von Dach`, 'notFound', pathWith(name, String(foreign.leadId)), { body: baseJson });
      }

      if (method === 'get') {
        const clean = await t.http.get(pathWith()).set(auth);
        sent++;
        const isList = clean.status === 200 && clean.headers['content-range'] !== undefined;
        if (isList) for (const query of BAD_LIST_QUERIES) await call(`?${new URLSearchParams(query)}`, 'refused', pathWith(), { query });
        const queryNames = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
        for (const name of queryNames) {
          // The download token: the bearer header wins, a bad token in the query is then not looked at.
          if (name === 'token' || (isList && ['range', 'sort', 'filter'].includes(name))) continue;
          if (name === 'filter') {
            for (const query of BAD_LIST_QUERIES.filter((entry) => entry.filter)) await call(`?${new URLSearchParams(query)}`, 'refused', pathWith(), { query });
            continue;
          }
          for (const [label, value] of BAD_QUERY_VALUES) await call(`?${name}=${label}`, 'refused', pathWith(), { query: { [name]: value } });
        }
      }

      // A body whose fields are all optional (the password only replaces a factor that is set up): leaving it out is no junk.
      const optional = OPTIONAL_BODIES.has(route) ? 'either' : 'refused';
      if (base !== undefined || content['multipart/form-data']) {
        await call('leerer Body', optional, pathWith(), { body: '' });
        await call('Body {}', optional, pathWith(), { body: '{}' });
        await call('Body als Liste', 'refused', pathWith(), { body: JSON.stringify(base === undefined ? [] : [base]) });
      }
      if (base !== undefined) {
        for (const path of fieldPaths(base)) {
          const field = path.join('.');
          const current = valueAt(base, path);
          const values = [...BAD_VALUES, ...(isDateText(current) ? BAD_DATES.map((date): [string, string] => [date, JSON.stringify(date)]) : [])]
            // true for a switch that is on (or null for a field that is empty) is no junk: it is what the body says already.
            .filter(([, raw]) => raw !== JSON.stringify(current));
          for (const [label, raw] of values) await call(`${field}=${label}`, raw === 'null' ? optional : 'refused', pathWith(), { body: bodyWith(base, path, raw) });
        }
      }
    }

    // The complaint's upload takes multipart/form-data (no JSON schema to shape): other bodies, and a form without a file.
    const upload = `/portal-api/leads/${complained.leadId}/complaint/upload`;
    const complaint = async () => (await t.http.get(`/portal-api/leads/${complained.leadId}`).set(buyer.auth).expect(200)).body.complaintDetail;
    const complaintBefore = await complaint();
    expect(complaintBefore).toMatchObject({ exists: true, canUpload: true, documents: [] });
    const uploads: [string, () => Promise<SuperResponse>][] = [
      ['JSON {}', () => t.http.post(upload).set(buyer.auth).set('Content-Type', 'application/json').send('{}')],
      ['JSON-Liste', () => t.http.post(upload).set(buyer.auth).set('Content-Type', 'application/json').send('[]')],
      ['Text', () => t.http.post(upload).set(buyer.auth).set('Content-Type', 'text/plain').send('hallo')],
      ['leerer Body', () => t.http.post(upload).set(buyer.auth)],
      ['Formular ohne Datei', () => t.http.post(upload).set(buyer.auth).field('notiz', 'keine Datei')],
      ['leere Datei', () => t.http.post(upload).set(buyer.auth).attach('file', Buffer.alloc(0), { filename: 'leer.png', contentType: 'image/png' })],
      ['Datei im falschen Feld', () => t.http.post(upload).set(buyer.auth).attach('anhang', Buffer.from('%PDF-1.4 x'), { filename: 'x.pdf', contentType: 'application/pdf' })],
    ];
    for (const [label, send] of uploads) {
      judge(`POST /portal-api/leads/{id}/complaint/upload (${label})`, await send(), 'refused');
      sent++;
    }
    expect(await complaint()).toEqual(complaintBefore);

    // Accepted bad input: each must be listed here with why it is fine.
    const acceptable = accepted.filter((at) => !ACCEPTABLE.some((pattern) => pattern.test(at)));
    expect({ wrong, accepted: acceptable }).toEqual({ wrong: [], accepted: [] });
    expect(sent).toBeGreaterThan(350);

    // Nothing half-saved, read once more at the end: Sonne's settings, its lead's outcome and complaint, and Dach's lead.
    expect(pickSettings((await t.http.get('/portal-api/settings').set(buyer.auth).expect(200)).body)).toEqual(settings());
    const lead = await ownLead();
    expect(lead.outcomeHistory).toEqual([expect.objectContaining({ status: 'won', value: 12500, note: outcome.note, changedBy: 'Sonja Käufer' })]);
    expect(lead.complaintDetail.exists).toBe(false);
    const dachView = (await t.http.get(`/portal-api/leads/${foreign.leadId}`).set((await portalLogin(t, dach.id)).auth).expect(200)).body;
    expect(dachView).toMatchObject({ outcome: null, complaint: null, outcomeHistory: [] });
    expect((await t.http.get('/portal-api/users').set(buyer.auth).expect(200)).body).toEqual([expect.objectContaining({ id: buyer.user.id, active: true })]);
    expect(Date.now() - started).toBeLessThan(90_000);
  }, 110_000);

  it('refuses bad input on the session routes (login, second factor, renew, logout, set-password) with a German 4xx', async () => {
    const wrong: string[] = [];
    const withEach = (base: Record<string, Json>, field: string) => BAD_VALUES.map(([label, raw]): [string, string] => [`${field}=${label}`, bodyWith(base, [field], raw)]);
    const bodyLevel: [string, string][] = [
      ['leerer Body', ''],
      ['Body als Liste', '[]'],
      ['Body {}', '{}'],
    ];
    const login = { email: 'niemand@kaeufer.example', password: 'Falsches-Passwort-7' };
    const setPassword = { token: 'a'.repeat(43), password: 'Neues-Dachfenster-2027!' };
    const probes: { route: string; label: string; body?: string; headers?: Record<string, string>; mayPass?: boolean }[] = [
      ...[...bodyLevel, ...withEach(login, 'email'), ...withEach(login, 'password')].map(([label, body]) => ({ route: 'POST /portal-api/auth/login', label, body })),
      ...[...bodyLevel, ...withEach({ code: '123456' }, 'code')].map(([label, body]) => ({ route: 'POST /portal-api/auth/2fa', label, body })),
      { route: 'POST /portal-api/auth/2fa', label: 'falsches Token', body: '{"code":"123456"}', headers: { Authorization: 'Bearer abc' } },
      { route: 'POST /portal-api/auth/2fa', label: 'Zugangs- statt Anmelde-Token', body: '{"code":"123456"}', headers: buyer.auth },
      { route: 'GET /portal-api/auth/2fa/send', label: 'ohne Token' },
      { route: 'GET /portal-api/auth/2fa/send', label: 'falsches Token', headers: { Authorization: 'Bearer abc' } },
      { route: 'GET /portal-api/auth/2fa/send', label: 'Token mit 10.000 Zeichen', headers: { Authorization: `Bearer ${'a'.repeat(10_000)}` } },
      { route: 'GET /portal-api/auth/2fa/send', label: 'Zugangs- statt Anmelde-Token', headers: buyer.auth },
      ...[...bodyLevel, ...withEach({ renewToken: 'abc' }, 'renewToken'), ['renewToken=abc', '{"renewToken":"abc"}'] as [string, string]].map(([label, body]) => ({
        route: 'POST /portal-api/auth/renew',
        label,
        body,
      })),
      // Logging out with no token, or one nobody knows, ends nothing and may say so with 204.
      ...[...bodyLevel, ...withEach({ renewToken: 'abc' }, 'renewToken'), ['renewToken=abc', '{"renewToken":"abc"}'] as [string, string]].map(([label, body]) => ({
        route: 'POST /portal-api/auth/logout',
        label,
        body,
        mayPass: ['leerer Body', 'Body {}', 'renewToken=abc', 'renewToken=null'].includes(label),
      })),
      ...[...bodyLevel, ...withEach(setPassword, 'token'), ...withEach(setPassword, 'password')].map(([label, body]) => ({ route: 'POST /portal-api/auth/set-password', label, body })),
    ];
    for (const probe of probes) {
      const [method, path] = probe.route.split(' ');
      let request = t.http[method.toLowerCase() as Method](path).set(probe.headers ?? {});
      if (probe.body !== undefined) request = request.set('Content-Type', 'application/json').send(probe.body);
      const response = await request;
      const at = `${probe.route} (${probe.label})`;
      const error: unknown = response.body?.error;
      if (response.status >= 500) wrong.push(`${at} → ${response.status} ${JSON.stringify(response.body).slice(0, 160)}`);
      else if (response.status < 400) {
        if (!probe.mayPass) wrong.push(`${at} → ${response.status} angenommen`);
      } else if (typeof error !== 'string' || error.trim() === '') wrong.push(`${at} → ${response.status} ohne Grund: ${JSON.stringify(response.body).slice(0, 160)}`);
      else if (ENGLISH.test(error) || BARE_FALLBACKS.has(error.trim()) || INFORMAL.test(error)) wrong.push(`${at} → ${response.status} „${error.slice(0, 160)}“`);
    }
    expect(wrong).toEqual([]);
    expect(probes.length).toBeGreaterThan(60);
    // The buyer's session is still good: none of it touched the logged-in user.
    await t.http.get('/portal-api/auth/me').set(buyer.auth).expect(200);
  }, 60_000);
});

/** Bad-looking input that is fine, and why. */
const ACCEPTABLE: RegExp[] = [
  // An outcome's reason counts only with 'lost' (libs/contract's checkLeadOutcome); with 'won' it is not read, and
  // the outcome stays as it was (the history is compared after each request). null as the note is no note.
  /^PUT \/portal-api\/leads\/\{id\}\/outcome \((reason=.*|note=null)\)$/,
  // Documented empty values of the settings: no pauses, no federal state, no budget, no own limit, the company's own
  // address for notices (null is read as ''), a pause without a reason. Each is put back after it was saved.
  /^PUT \/portal-api\/settings \((pauses=\[\]|holidaysState=null|monthlyBudget=null|monthlyLeadLimit=null|notificationEmail=null|pauses\.0\.reason=null)\)$/,
];
