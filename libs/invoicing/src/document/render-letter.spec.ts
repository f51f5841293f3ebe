import { pdfText } from '../../../../test/support/pdf-text';
import { testLetter } from '../../../../test/support/invoice-documents';
import { renderLetter } from './render-letter';

describe('renderLetter', () => {
  it('lays out a dunning letter on the letterhead with its table and total', async () => {
    const text = await pdfText(await renderLetter(testLetter()));
    const flat = text.replace(/\s+/g, ' ');
    expect(text).toContain('Leadportal Süd GmbH · Königstraße 12 · 80331 München');
    expect(text).toContain('Solar Müller & Söhne GmbH');
    expect(text).toMatch(/Datum\s+10\.03\.2026/);
    expect(text).toMatch(/^\s*1\. Mahnung$/m);
    expect(text).toContain('Rechnung RE2026-0007 vom 02.02.2026');
    expect(flat).toContain('leider konnten wir bis heute keinen Zahlungseingang');
    expect(text).toMatch(/Rechnung\s+Datum\s+Fällig am\s+Betrag/);
    expect(text).toMatch(/RE2026-0007\s+02\.02\.2026\s+16\.02\.2026\s+1\.032,20 €/);
    expect(text).toMatch(/Offener Betrag\s+1\.032,20 €/);
    expect(flat).toContain('Geschäftsführer: Jörg Beispiel · Registergericht: Amtsgericht München, HRB 123456');
    expect(flat).toContain('Seite 1 von 1');
  });

  it('closes an address abroad with the country in capitals', async () => {
    const letter = testLetter();
    const text = await pdfText(
      await renderLetter({ ...letter, recipient: { ...letter.recipient, zip: '1010', city: 'Wien', countryCode: 'AT' } }),
    );
    expect(text).toMatch(/1010 Wien\s*\n\s*ÖSTERREICH/);
  });

  it('flows a long account statement over pages, repeating the table header', async () => {
    const rows = Array.from({ length: 150 }, (_, index) => [
      `${String((index % 28) + 1).padStart(2, '0')}.01.2026`,
      `Rechnung RE2026-${String(index + 1).padStart(4, '0')}`,
      '1.190,00 €',
    ]);
    const text = await pdfText(
      await renderLetter(
        testLetter({
          title: 'Kontoauszug',
          subject: 'Ihr Kundenkonto K-10042',
          paragraphs: ['Sehr geehrte Damen und Herren,', 'nachstehend finden Sie die Buchungen auf Ihrem Kundenkonto.'],
          table: { columns: ['Datum', 'Buchung', 'Betrag'], rows, alignRight: [2] },
          totals: [
            ['Summe der Buchungen', '178.500,00 €'],
            ['Offener Betrag', '178.500,00 €'],
          ],
        }),
      ),
    );
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => {
      expect(page).toMatch(/Datum\s+Buchung\s+Betrag/);
      expect(page).toContain(`Seite ${index + 1} von ${pages.length}`);
    });
    for (const page of pages.slice(1)) expect(page).toContain('Kontoauszug vom 10.03.2026');
    expect(text).toContain('Rechnung RE2026-0150');
    expect(pages.at(-1)).toMatch(/Offener Betrag\s+178\.500,00 €/);
  });
});
