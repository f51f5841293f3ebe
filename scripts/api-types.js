#!/usr/bin/env node
// Writes libs/contract/src/api-types.ts: the TypeScript types of the server's OpenAPI document, so the
// back office reads the server's answers with the server's own declarations instead of copies.
// Usage: npm run api:types            (builds the server when needed, then writes the file)
//        node scripts/api-types.js --stdin   (document as JSON on stdin, the file's text on stdout;
//                                             used by apps/api/src/api-types.spec.ts in `npm test`)
const { readFileSync, writeFileSync } = require('node:fs');
const { join, relative } = require('node:path');

const root = join(__dirname, '..');
const TARGET = join(root, 'libs/contract/src/api-types.ts');

const HEADER = `/**
 * GENERATED FILE – do not edit. The types of the server's OpenAPI document (GET /api/docs-json),
 * written by scripts/api-types.js with openapi-typescript. To change them, change the server's DTOs and
 * swagger decorators, then run \`npm run api:types\`; \`npm test\` fails while this file is stale.
 * The back office names the schemas it uses in admin/src/dataProvider/apiTypes.ts.
 */
`;

/** The file's text for an OpenAPI document. */
async function renderApiTypes(document) {
  // openapi-typescript and its dependencies are ES modules.
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  // enumValues: the value lists of enums as constants too, so the screens take them from the server's document.
  const ast = await openapiTS(document, { silent: true, enumValues: true });
  return HEADER + astToString(ast);
}

function readStdin() {
  return new Promise((resolve, reject) => {
    const chunks = [];
    process.stdin.on('data', (chunk) => chunks.push(chunk));
    process.stdin.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    process.stdin.on('error', reject);
  });
}

async function main() {
  if (process.argv.includes('--stdin')) {
    process.stdout.write(await renderApiTypes(JSON.parse(await readStdin())));
    return;
  }
  require('reflect-metadata');
  const { buildApiDocument } = require(join(root, 'dist/apps/api/src/api-document.js'));
  const text = await renderApiTypes(await buildApiDocument());
  const before = (() => {
    try {
      return readFileSync(TARGET, 'utf8');
    } catch {
      return '';
    }
  })();
  writeFileSync(TARGET, text);
  const name = relative(root, TARGET);
  console.log(before === text ? `${name} ist aktuell.` : `${name} neu geschrieben (${text.split('\n').length} Zeilen).`);
}

main().catch((error) => {
  console.error('API-Typen konnten nicht erzeugt werden:', error);
  process.exit(1);
});
