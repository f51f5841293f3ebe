import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildApiDocument } from './api-document';

const ROOT = join(__dirname, '../../..');
const GENERATED = 'libs/contract/src/api-types.ts';

type Schema = Record<string, unknown>;

/**
 * Fields whose shape the document leaves open: an object without properties, an array without items.
 * Such a field gives the back office `Record<string, never>` or `unknown[]` instead of the server's type,
 * and is also where the build and the test compiler could disagree (a type alias or enum without an
 * explicit swagger type reads as Object in one and String in the other).
 */
function openShapes(schema: Schema | undefined, path: string): string[] {
  if (!schema || typeof schema !== 'object' || '$ref' in schema) return [];
  const found: string[] = [];
  if (schema.type === 'object' && !schema.properties && !schema.additionalProperties && !schema.allOf) found.push(path);
  if (schema.type === 'array') {
    if (schema.items) found.push(...openShapes(schema.items as Schema, `${path}[]`));
    else found.push(path);
  }
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) found.push(...openShapes(property, `${path}.${name}`));
  if (typeof schema.additionalProperties === 'object') found.push(...openShapes(schema.additionalProperties as Schema, `${path}{}`));
  for (const part of [...((schema.allOf as Schema[]) ?? []), ...((schema.oneOf as Schema[]) ?? [])]) found.push(...openShapes(part, path));
  return found;
}

describe(`the generated API types (${GENERATED})`, () => {
  let document: OpenAPIObject;

  beforeAll(async () => {
    document = await buildApiDocument();
  });

  it('describe every field the API sends and takes', () => {
    const open = Object.entries(document.components?.schemas ?? {}).flatMap(([name, schema]) => openShapes(schema as Schema, name));
    expect(open).toEqual([]);
  });

  it('name the answers of the public legal pages, which the funnel reads', () => {
    const answer = (path: string) => (document.paths[path]?.get?.responses?.['200'] as { content?: Record<string, { schema?: unknown }> } | undefined)?.content?.['application/json']?.schema;
    expect(answer('/public-api/legal')).toEqual({ $ref: '#/components/schemas/PublicLegalIndexDto' });
    expect(answer('/public-api/legal/{page}')).toEqual({ oneOf: [{ $ref: '#/components/schemas/PublicLegalTextDto' }, { $ref: '#/components/schemas/PublicLegalLinkDto' }] });
  });

  it('describe the complaint rate once, for the organisation page and the complaint queue alike', () => {
    const schemas = (document.components?.schemas ?? {}) as Record<string, Schema & { properties?: Record<string, Schema> }>;
    const rateOf = (name: string) => JSON.stringify(schemas[name]?.properties?.complaintRate);
    expect(Object.keys(schemas).filter((name) => /complaintrate/i.test(name))).toEqual(['ComplaintRateDto']);
    expect(rateOf('ReclamationRowDto')).toContain('#/components/schemas/ComplaintRateDto');
    expect(rateOf('OrganisationDetailWithRateDto')).toContain('#/components/schemas/ComplaintRateDto');
  });

  it('match the server (npm run api:types writes them)', () => {
    const rendered = spawnSync(process.execPath, [join(ROOT, 'scripts/api-types.js'), '--stdin'], { input: JSON.stringify(document), encoding: 'utf8' });
    if (rendered.status !== 0) throw new Error(`scripts/api-types.js ist fehlgeschlagen:\n${rendered.stderr}`);
    const committed = readFileSync(join(ROOT, GENERATED), 'utf8');
    if (committed !== rendered.stdout) {
      throw new Error(
        `${GENERATED} passt nicht mehr zum OpenAPI-Dokument des Servers. Bitte \`npm run api:types\` ausführen und die Datei mit einchecken.\n` +
          `(${GENERATED} is stale: run \`npm run api:types\` and commit it.)`,
      );
    }
  });
});
