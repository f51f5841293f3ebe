import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { projectRoot } from '@app/infrastructure';

/**
 * The EN 16931 check the renderers' spec runs (libs/invoicing/src/document/cii-schema.spec.ts), for API tests:
 * the CII XML against the Factur-X 1.0.9 EN 16931 schema kept in libs/invoicing; [] when valid.
 */
export async function ciiSchemaErrors(xml: string): Promise<string[]> {
  const dir = join(projectRoot(), 'libs/invoicing/src/document/xsd');
  const main = 'Factur-X_EN16931.xsd';
  const read = (fileName: string) => ({ fileName, contents: readFileSync(join(dir, fileName), 'utf8') });
  const others = readdirSync(dir).filter((name) => name.endsWith('.xsd') && name !== main);
  const result = await validateXML({ xml: [{ fileName: 'invoice.xml', contents: xml }], schema: [read(main)], preload: others.map(read) });
  return result.errors.map((error) => error.message);
}
