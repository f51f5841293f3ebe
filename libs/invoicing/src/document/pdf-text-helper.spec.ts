import { execFileSync } from 'node:child_process';
import { embeddedFiles, PdfEngine, pdfText } from '../../../../test/support/pdf-text';
import { testInvoice, testLetter } from '../../../../test/support/invoice-documents';
import { renderInvoice } from './render-invoice';
import { renderLetter } from './render-letter';

// The test helper test/support/pdf-text.ts with each engine it has; poppler only where installed.
function popplerInstalled(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const engines: PdfEngine[] = popplerInstalled() ? ['poppler', 'pdfjs'] : ['pdfjs'];

describe.each(engines)('the PDF test helper with %s', (engine) => {
  let letter: Buffer;
  beforeAll(async () => {
    letter = await renderLetter(testLetter());
  });

  it('reads each printed line as one line, with plain spaces and a form feed after each page', async () => {
    const text = await pdfText(letter, engine);
    expect(text).toMatch(/Offener Betrag\s+1\.032,20 €/);
    expect(text).toMatch(/RE2026-0007\s+02\.02\.2026\s+16\.02\.2026\s+1\.032,20 €/);
    expect(text).toMatch(/^\s*1\. Mahnung$/m);
    expect(text).not.toContain('\u00a0');
    expect(text.split('\f').filter((page) => page.trim() !== '')).toHaveLength(1);
  });

  it('returns the attached XML, and nothing for a PDF without attachments', async () => {
    const { pdf, xml } = await renderInvoice(testInvoice());
    expect(await embeddedFiles(pdf, engine)).toEqual([{ name: 'factur-x.xml', content: Buffer.from(xml ?? '', 'utf8') }]);
    expect(await embeddedFiles(letter, engine)).toEqual([]);
  });
});
