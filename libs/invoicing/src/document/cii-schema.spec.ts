import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { testCancellation, testCorrection, testInvoice, testLeads } from '../../../../test/support/invoice-documents';
import { renderInvoice } from './render-invoice';
import { renderXRechnung } from './render-xrechnung';

/** The Factur-X 1.0.9 EN 16931 schema in ./xsd (see its README); XRechnung CII uses the same elements. */
const XSD_DIR = join(__dirname, 'xsd');
const MAIN_XSD = 'Factur-X_EN16931.xsd';

async function schemaErrors(xml: string): Promise<string[]> {
  const files = readdirSync(XSD_DIR).filter((name) => name.endsWith('.xsd'));
  const read = (fileName: string) => ({ fileName, contents: readFileSync(join(XSD_DIR, fileName), 'utf8') });
  const result = await validateXML({
    xml: [{ fileName: 'invoice.xml', contents: xml }],
    schema: [read(MAIN_XSD)],
    preload: files.filter((name) => name !== MAIN_XSD).map(read),
  });
  return result.errors.map((error) => error.message);
}

describe('the CII XML against the Factur-X EN 16931 schema', () => {
  const invoice = testInvoice({ note: 'Hinweis mit <Sonderzeichen> & Umlauten: äöüß', appendix: testLeads(3) });
  const cases = {
    'an invoice': invoice,
    'a cancellation': testCancellation(invoice),
    'a correction': testCorrection(invoice),
    'an invoice without deduction and without VAT id': testInvoice({ deduction: null, seller: { ...invoice.seller, vatId: '' } }),
  };

  it.each(Object.entries(cases))('is valid for %s (Factur-X and XRechnung)', async (_name, doc) => {
    expect(await schemaErrors((await renderInvoice(doc)).xml ?? '')).toEqual([]);
    expect(await schemaErrors(await renderXRechnung(doc))).toEqual([]);
  });

  it('does catch an invalid document', async () => {
    const xml = (await renderInvoice(invoice)).xml ?? '';
    const broken = xml.replace(/<ram:ApplicableHeaderTradeDelivery>[\s\S]*?<\/ram:ApplicableHeaderTradeDelivery>/, '');
    expect((await schemaErrors(broken)).join('\n')).toMatch(/ApplicableHeaderTradeSettlement.*not expected/);
  });
});
