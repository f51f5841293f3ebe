import { startTestApp, TestApp } from '../support/test-app';

const NUL_REFUSED = 'Die Anfrage enthält ein unzulässiges Steuerzeichen (NUL, \\u0000). Bitte entfernen Sie es.';
const SURROGATE_REFUSED = 'Die Anfrage enthält ein ungültiges Unicode-Zeichen (einzelnes Surrogat). Bitte prüfen Sie die Eingabe.';
const TOO_DEEP = 'Die Anfrage ist zu tief verschachtelt (höchstens 32 Ebenen).';

type Schema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};
interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}
interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** `{"a":{"a":…}}`, `levels` deep, written as text (building it as an object and stringifying would recurse too). */
const deepJson = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/**
 * Every route of the API document (GET /api/docs-json), with an administrator's token and with none, gets
 * NUL characters in each path parameter, in its query and in every text of a body shaped like its schema,
 * a lone UTF-16 surrogate in that body, and a body nested 3,000 levels deep (issue 18, section 6). None may
 * answer with a 5xx; each is refused with 400 and its German reason before any handler runs.
 */
describe('Fuzzing every route of the API document', () => {
  let t: TestApp;
  let document: ApiDocument;

  beforeAll(async () => {
    t = await startTestApp();
    document = (await t.http.get('/api/docs-json').expect(200)).body as ApiDocument;
  });
  afterAll(() => t.close());

  /** A body of the schema's shape whose every text is `text`. */
  function sample(schema: Schema | undefined, text: string, depth = 0): unknown {
    if (!schema || depth > 8) return text;
    if (schema.$ref) return sample(document.components?.schemas?.[schema.$ref.split('/').pop()!], text, depth + 1);
    const variant = schema.allOf ?? schema.oneOf ?? schema.anyOf;
    if (variant) return Object.assign({}, ...variant.map((part) => sample(part, text, depth + 1)).filter((part) => typeof part === 'object'));
    if (schema.type === 'array') return [sample(schema.items, text, depth + 1)];
    if (schema.type === 'integer' || schema.type === 'number') return 1;
    if (schema.type === 'boolean') return true;
    if (schema.type === 'object' || schema.properties) {
      const body: Record<string, unknown> = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sample(property, text, depth + 1)]));
      if (typeof schema.additionalProperties === 'object') body[`schluessel${text}`] = sample(schema.additionalProperties, text, depth + 1);
      return body;
    }
    return text;
  }

  /** The schema's body with `text` in every text, and at least once: a schema without texts gets a field of it. */
  function bodyWith(schema: Schema | undefined, text: string): string {
    const body = sample(schema, text);
    // JSON bodies are objects or arrays (the parser refuses anything else before the guard sees it).
    if (typeof body !== 'object' || body === null) return JSON.stringify({ notiz: text });
    const json = JSON.stringify(body);
    if (json.includes(JSON.stringify(text).slice(1, -1))) return json;
    if (Array.isArray(body)) return JSON.stringify([...body, text]);
    return JSON.stringify({ ...body, notiz: text });
  }

  it('answers no request with a 5xx, and refuses each with its German reason', async () => {
    const admin = await t.staffAuth('admin');
    const operations = Object.entries(document.paths).flatMap(([template, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({ template, method: method as 'get' | 'post' | 'put' | 'patch' | 'delete', operation })),
    );
    expect(operations.length).toBeGreaterThan(100);
    const started = Date.now();
    const wrong: string[] = [];
    let sent = 0;

    for (const { template, method, operation } of operations) {
      const pathParameters = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const pathWith = (nulIn?: string) => template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(name === nulIn ? '1\u0000' : '1'));
      const queryNames = [...(operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name), 'q'];
      const content = operation.requestBody?.content ?? {};
      const jsonSchema = content['application/json']?.schema;
      const takesBody = method !== 'get' && method !== 'delete';

      const probes: { label: string; path: string; query?: Record<string, string>; body?: string; type?: string; reason: string }[] = [];
      for (const name of pathParameters) probes.push({ label: `NUL in {${name}}`, path: pathWith(name), reason: NUL_REFUSED });
      for (const name of queryNames) probes.push({ label: `NUL in ?${name}`, path: pathWith(), query: { [name]: 'a\u0000b' }, reason: NUL_REFUSED });
      if (takesBody || jsonSchema) {
        probes.push({ label: 'NUL in the body', path: pathWith(), body: bodyWith(jsonSchema, 'A\u0000B'), type: 'application/json', reason: NUL_REFUSED });
        probes.push({ label: 'lone surrogate in the body', path: pathWith(), body: bodyWith(jsonSchema, 'A\ud800B'), type: 'application/json', reason: SURROGATE_REFUSED });
        probes.push({ label: 'JSON 3,000 levels deep', path: pathWith(), body: deepJson(3000), type: 'application/json', reason: TOO_DEEP });
        probes.push({ label: 'form 3,000 levels deep', path: pathWith(), body: `${'a'}${'[a]'.repeat(3000)}=1`, type: 'application/x-www-form-urlencoded', reason: TOO_DEEP });
      }
      if (content['text/csv']) probes.push({ label: 'NUL in the CSV', path: pathWith(), body: 'orderNumber;firstName\r\nGVD-1;A\u0000B', type: 'text/csv', reason: NUL_REFUSED });

      for (const probe of probes) {
        for (const [who, headers] of [
          ['admin', admin],
          ['anonymous', {}],
        ] as const) {
          let call = t.http[method](probe.path).set(headers);
          if (probe.query) call = call.query(probe.query);
          if (probe.body !== undefined) call = call.set('Content-Type', probe.type!).send(probe.body);
          const response = await call;
          sent++;
          const at = `${method.toUpperCase()} ${template} (${probe.label}, ${who})`;
          if (response.status >= 500) wrong.push(`${at} → ${response.status}`);
          // The form parser keeps nesting beyond its own depth as a flat key: refused or not, never a 5xx.
          else if (probe.type === 'application/x-www-form-urlencoded') continue;
          else if (response.status !== 400 || response.body.error !== probe.reason) wrong.push(`${at} → ${response.status} ${JSON.stringify(response.body).slice(0, 120)}`);
        }
      }
    }

    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 120_000);
});
