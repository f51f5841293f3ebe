import { embeddedFiles, pdfText } from '../../../../test/support/pdf-text';
import {
  testCancellation,
  testCorrection,
  testInvoice,
  testLeads,
  xmlSection,
  xmlSections,
  xmlText,
  xmlTexts,
} from '../../../../test/support/invoice-documents';
import { renderInvoice } from './render-invoice';

/** pdfText's lines: one printed line per line, runs of spaces between the columns. */
function lineOf(text: string, start: string): string {
  const line = text.split('\n').find((each) => each.trim().startsWith(start));
  if (!line) throw new Error(`No line starts with '${start}'`);
  return line.trim().replace(/\s{2,}/g, ' | ');
}

describe('renderInvoice', () => {
  describe('a finalised invoice', () => {
    const doc = testInvoice({ note: 'Vielen Dank für die gute Zusammenarbeit.' });
    let pdf: Buffer;
    let xml: string | null;
    let text: string;

    beforeAll(async () => {
      ({ pdf, xml } = await renderInvoice(doc));
      text = await pdfText(pdf);
    });

    it('prints the head: title, number, dates, customer number and service period', () => {
      expect(text).toMatch(/^\s*Rechnung$/m);
      expect(text).toMatch(/Rechnungsnummer\s+RE2026-0007/);
      expect(text).toMatch(/Rechnungsdatum\s+02\.02\.2026/);
      expect(text).toMatch(/Kundennummer\s+K-10042/);
      expect(text).toMatch(/Leistungszeitraum\s+01\.01\.2026 – 31\.01\.2026/);
      expect(text).toMatch(/Fälligkeitsdatum\s+16\.02\.2026/);
      expect(text).not.toContain('ENTWURF');
    });

    it('addresses the buyer in the window under the return line', () => {
      expect(text).toContain('Leadportal Süd GmbH · Königstraße 12 · 80331 München');
      expect(text).toContain('Solar Müller & Söhne GmbH');
      expect(text).toContain('Am Südhang 3');
      expect(text).toContain('50667 Köln');
    });

    it('lists the lines, the deduction and the totals', () => {
      expect(lineOf(text, 'Beschreibung')).toBe('Beschreibung | Menge | Einzelpreis | Gesamt');
      expect(lineOf(text, 'Leads Photovoltaik')).toBe('Leads Photovoltaik | 12 | 45,00 € | 540,00 €');
      expect(lineOf(text, 'Leads Dachsanierung')).toBe('Leads Dachsanierung | 3 | 39,90 € | 119,70 €');
      expect(lineOf(text, 'Summe der Positionen')).toBe('Summe der Positionen | 659,70 €');
      expect(lineOf(text, 'Reklamationsabzug (1 Lead)')).toBe('Reklamationsabzug (1 Lead) | -45,00 €');
      expect(lineOf(text, 'Nettobetrag')).toBe('Nettobetrag | 614,70 €');
      expect(lineOf(text, 'USt. 19 %')).toBe('USt. 19 % | 116,79 €');
      expect(lineOf(text, 'Gesamtbetrag (Brutto)')).toBe('Gesamtbetrag (Brutto) | 731,49 €');
    });

    it('asks for payment by the due date, and prints the note', () => {
      expect(text.replace(/\s+/g, ' ')).toContain(
        'Bitte überweisen Sie 731,49 € bis zum 16.02.2026 unter Angabe der Rechnungsnummer auf das unten genannte Konto.',
      );
      expect(text).toContain('Vielen Dank für die gute Zusammenarbeit.');
    });

    it('puts everything §14 UStG and §35a GmbHG want into the footer of every page', () => {
      const pages = text.split('\f').filter((page) => page.trim() !== '');
      expect(pages.length).toBe(2);
      pages.forEach((page, index) => {
        const flat = page.replace(/\s+/g, ' ');
        expect(flat).toContain('Leadportal Süd GmbH · Königstraße 12 · 80331 München · Tel. +49 89 1234567');
        expect(flat).toContain('E-Mail rechnung@leadportal.example');
        expect(flat).toContain('Geschäftsführer: Jörg Beispiel');
        expect(flat).toContain('Registergericht: Amtsgericht München, HRB 123456');
        expect(flat).toContain('USt-IdNr. DE123456789 · Steuernummer 143/123/45678');
        expect(flat).toContain('Deutsche Kreditbank · IBAN DE02 1203 0000 0000 2020 51 · BIC BYLADEM1001');
        expect(flat).toContain(`Seite ${index + 1} von 2`);
      });
    });

    it('appends the leads of the service period', () => {
      const appendix = text.split('\f')[1];
      expect(appendix).toContain('Anlage: Leads im Leistungszeitraum');
      expect(appendix).toContain('16 Leads, davon 2 reklamiert');
      expect(lineOf(appendix, 'Lead-Nr.')).toBe('Lead-Nr. | Verkauft am | PLZ | Preis | Reklamiert');
      expect(lineOf(appendix, '10001')).toBe('10001 | 01.01.2026 | 10115 | 45,00 € | nein');
      expect(lineOf(appendix, '10004')).toBe('10004 | 04.01.2026 | 10136 | 45,00 € | ja');
      expect(lineOf(appendix, '10016')).toMatch(/^10016 \| 16\.01\.2026/);
    });

    it('is a PDF/A-3b with the Factur-X EN 16931 XML attached', async () => {
      const raw = pdf.toString('latin1');
      expect(raw.startsWith('%PDF-1.7')).toBe(true);
      expect(raw).toContain('<pdfaid:part>3</pdfaid:part>');
      expect(raw).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
      expect(raw).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
      expect(raw).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
      expect(raw).toContain('<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>');
      expect(raw).toContain('/AFRelationship /Alternative');
      expect(raw).toContain('/OutputIntents');
      expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);

      const files = await embeddedFiles(pdf);
      expect(files.map((file) => file.name)).toEqual(['factur-x.xml']);
      expect(files[0].content.toString('utf8')).toBe(xml);
    });

    describe('its XML', () => {
      let cii: string;
      beforeAll(() => {
        cii = xml ?? '';
      });

      it('is a commercial invoice under the EN 16931 guideline', () => {
        expect(xmlText(xmlSection(cii, 'ram:GuidelineSpecifiedDocumentContextParameter'), 'ram:ID')).toBe('urn:cen.eu:en16931:2017');
        expect(xmlText(xmlSection(cii, 'rsm:ExchangedDocument'), 'ram:ID')).toBe('RE2026-0007');
        expect(xmlText(cii, 'ram:TypeCode')).toBe('380');
        expect(xmlText(xmlSection(cii, 'ram:IssueDateTime'), 'udt:DateTimeString')).toBe('20260202');
        expect(xmlText(xmlSection(cii, 'ram:IncludedNote'), 'ram:Content')).toBe('Vielen Dank für die gute Zusammenarbeit.');
      });

      it('names seller and buyer with the identifiers XRechnung asks for', () => {
        const seller = xmlSection(cii, 'ram:SellerTradeParty');
        expect(xmlText(seller, 'ram:Name')).toBe('Leadportal Süd GmbH');
        expect(seller).toContain('<ram:ID schemeID="VA">DE123456789</ram:ID>');
        expect(seller).toContain('<ram:ID schemeID="FC">143/123/45678</ram:ID>');
        expect(seller).toContain('<ram:URIID schemeID="EM">rechnung@leadportal.example</ram:URIID>');
        expect(xmlText(seller, 'ram:PersonName')).toBe('Jörg Beispiel');
        expect(xmlText(seller, 'ram:CompleteNumber')).toBe('+49 89 1234567');
        expect(xmlTexts(seller, 'ram:CityName')).toEqual(['München']);

        const buyer = xmlSection(cii, 'ram:BuyerTradeParty');
        expect(xmlText(buyer, 'ram:Name')).toBe('Solar Müller & Söhne GmbH');
        expect(xmlText(buyer, 'ram:ID')).toBe('K-10042');
        expect(buyer).toContain('<ram:URIID schemeID="EM">buchhaltung@solar-mueller.example</ram:URIID>');
        expect(xmlText(buyer, 'ram:PostcodeCode')).toBe('50667');
        // No Leitweg-ID: the customer number stands in for BT-10.
        expect(xmlText(cii, 'ram:BuyerReference')).toBe('K-10042');
      });

      it('carries the lines with quantity, net price and line total', () => {
        const lines = xmlSections(cii, 'ram:IncludedSupplyChainTradeLineItem');
        expect(lines.map((line) => xmlText(line, 'ram:Name'))).toEqual(['Leads Photovoltaik', 'Leads Dachsanierung']);
        expect(lines.map((line) => xmlText(line, 'ram:BilledQuantity'))).toEqual(['12', '3']);
        expect(lines.map((line) => xmlText(line, 'ram:ChargeAmount'))).toEqual(['45.00', '39.90']);
        expect(lines.map((line) => xmlText(line, 'ram:LineTotalAmount'))).toEqual(['540.00', '119.70']);
        expect(lines.map((line) => xmlText(line, 'ram:CategoryCode'))).toEqual(['S', 'S']);
      });

      it('has the deduction as a document-level allowance at the standard rate', () => {
        const allowance = xmlSection(cii, 'ram:SpecifiedTradeAllowanceCharge');
        expect(xmlText(allowance, 'udt:Indicator')).toBe('false');
        expect(xmlText(allowance, 'ram:ActualAmount')).toBe('45.00');
        expect(xmlText(allowance, 'ram:Reason')).toBe('Reklamationsabzug (1 Lead)');
        expect(xmlText(allowance, 'ram:CategoryCode')).toBe('S');
        expect(xmlText(allowance, 'ram:RateApplicablePercent')).toBe('19');
      });

      it('has the document cents in the VAT breakdown and the totals', () => {
        const breakdown = xmlSections(cii, 'ram:ApplicableTradeTax').at(-1) ?? '';
        expect(xmlText(breakdown, 'ram:BasisAmount')).toBe('614.70');
        expect(xmlText(breakdown, 'ram:CalculatedAmount')).toBe('116.79');
        expect(xmlText(breakdown, 'ram:RateApplicablePercent')).toBe('19');

        const totals = xmlSection(cii, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
        expect(xmlText(totals, 'ram:LineTotalAmount')).toBe('659.70');
        expect(xmlText(totals, 'ram:AllowanceTotalAmount')).toBe('45.00');
        expect(xmlText(totals, 'ram:TaxBasisTotalAmount')).toBe('614.70');
        expect(totals).toContain('<ram:TaxTotalAmount currencyID="EUR">116.79</ram:TaxTotalAmount>');
        expect(xmlText(totals, 'ram:GrandTotalAmount')).toBe('731.49');
        expect(xmlText(totals, 'ram:DuePayableAmount')).toBe('731.49');
      });

      it('asks for a SEPA transfer to the seller by the due date, for the service period', () => {
        const means = xmlSection(cii, 'ram:SpecifiedTradeSettlementPaymentMeans');
        expect(xmlText(means, 'ram:TypeCode')).toBe('58');
        expect(xmlText(means, 'ram:IBANID')).toBe('DE02120300000000202051');
        expect(xmlText(means, 'ram:BICID')).toBe('BYLADEM1001');
        expect(xmlText(cii, 'ram:PaymentReference')).toBe('RE2026-0007');
        const terms = xmlSection(cii, 'ram:SpecifiedTradePaymentTerms');
        expect(xmlText(terms, 'ram:Description')).toBe('Zahlbar ohne Abzug innerhalb von 14 Tagen bis zum 16.02.2026.');
        expect(xmlText(terms, 'udt:DateTimeString')).toBe('20260216');
        const period = xmlSection(cii, 'ram:BillingSpecifiedPeriod');
        expect(xmlTexts(period, 'udt:DateTimeString')).toEqual(['20260101', '20260131']);
        expect(cii).not.toContain('<ram:InvoiceReferencedDocument>');
      });
    });
  });

  it('uses the Leitweg-ID as buyer reference when the buyer has one', async () => {
    const doc = testInvoice();
    const { xml } = await renderInvoice({ ...doc, buyer: { ...doc.buyer, buyerReference: '04011000-12345-67' } });
    expect(xmlText(xml ?? '', 'ram:BuyerReference')).toBe('04011000-12345-67');
  });

  it('marks a draft ENTWURF, without number and without XML', async () => {
    const { pdf, xml } = await renderInvoice(testInvoice({ number: null }));
    const text = await pdfText(pdf);
    expect(xml).toBeNull();
    expect(text).toContain('Rechnung (ENTWURF)');
    expect(text).toMatch(/Rechnungsnummer\s+ENTWURF/);
    expect(text).not.toContain('RE2026');
    expect(lineOf(text, 'Gesamtbetrag (Brutto)')).toBe('Gesamtbetrag (Brutto) | 731,49 €');
    expect(await embeddedFiles(pdf)).toEqual([]);
  });

  describe('a cancellation', () => {
    const original = testInvoice();
    const doc = testCancellation(original);

    it('shows the negative amounts, the reference and that the amount is credited', async () => {
      const { pdf } = await renderInvoice(doc);
      const text = await pdfText(pdf);
      expect(text).toMatch(/^\s*Stornorechnung$/m);
      expect(text).toContain('Bezug: Rechnung RE2026-0007 vom 02.02.2026');
      expect(text).toMatch(/Rechnungsnummer\s+RE2026-0011/);
      expect(lineOf(text, 'Leads Photovoltaik')).toBe('Leads Photovoltaik | -12 | 45,00 € | -540,00 €');
      expect(lineOf(text, 'Reklamationsabzug (1 Lead)')).toBe('Reklamationsabzug (1 Lead) | 45,00 €');
      expect(lineOf(text, 'Nettobetrag')).toBe('Nettobetrag | -614,70 €');
      expect(lineOf(text, 'USt. 19 %')).toBe('USt. 19 % | -116,79 €');
      expect(lineOf(text, 'Gesamtbetrag (Brutto)')).toBe('Gesamtbetrag (Brutto) | -731,49 €');
      expect(text.replace(/\s+/g, ' ')).toContain(
        'Den Betrag von 731,49 € schreiben wir Ihnen gut; er wird mit offenen oder künftigen Rechnungen verrechnet.',
      );
      expect(text).not.toContain('Bitte überweisen');
      expect(text).not.toContain('Anlage: Leads');
    });

    it('is a credit note with positive amounts in the XML, referring to the original', async () => {
      const { xml } = await renderInvoice(doc);
      const cii = xml ?? '';
      expect(xmlText(cii, 'ram:TypeCode')).toBe('381');
      const lines = xmlSections(cii, 'ram:IncludedSupplyChainTradeLineItem');
      expect(lines.map((line) => xmlText(line, 'ram:BilledQuantity'))).toEqual(['12', '3']);
      expect(lines.map((line) => xmlText(line, 'ram:LineTotalAmount'))).toEqual(['540.00', '119.70']);
      const allowance = xmlSection(cii, 'ram:SpecifiedTradeAllowanceCharge');
      expect(xmlText(allowance, 'udt:Indicator')).toBe('false');
      expect(xmlText(allowance, 'ram:ActualAmount')).toBe('45.00');
      const totals = xmlSection(cii, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
      expect(xmlText(totals, 'ram:TaxBasisTotalAmount')).toBe('614.70');
      expect(xmlText(totals, 'ram:DuePayableAmount')).toBe('731.49');
      const reference = xmlSection(cii, 'ram:InvoiceReferencedDocument');
      expect(xmlText(reference, 'ram:IssuerAssignedID')).toBe('RE2026-0007');
      expect(xmlText(reference, 'qdt:DateTimeString')).toBe('20260202');
      // Nothing to transfer: set off against what the buyer owes.
      expect(xmlText(xmlSection(cii, 'ram:SpecifiedTradeSettlementPaymentMeans'), 'ram:TypeCode')).toBe('97');
      expect(cii).not.toContain('<ram:IBANID>');
    });
  });

  it('prints a correction with its reference, and makes it a credit note', async () => {
    const doc = testCorrection(testInvoice());
    const { pdf, xml } = await renderInvoice(doc);
    const text = await pdfText(pdf);
    expect(text).toMatch(/^\s*Rechnungskorrektur$/m);
    expect(text).toContain('Bezug: Rechnung RE2026-0007 vom 02.02.2026');
    expect(lineOf(text, 'Nachträglich reklamierte Leads Photovoltaik')).toBe(
      'Nachträglich reklamierte Leads Photovoltaik | -2 | 45,00 € | -90,00 €',
    );
    expect(lineOf(text, 'Gesamtbetrag (Brutto)')).toBe('Gesamtbetrag (Brutto) | -107,10 €');
    expect(text).toContain('Zwei Leads wurden nach Rechnungsstellung erfolgreich reklamiert.');
    const cii = xml ?? '';
    expect(xmlText(cii, 'ram:TypeCode')).toBe('381');
    expect(xmlText(cii, 'ram:BilledQuantity')).toBe('2');
    expect(xmlText(cii, 'ram:DuePayableAmount')).toBe('107.10');
  });

  it('turns a deduction on a credit note into a charge, so no amount is negative', async () => {
    const doc = testInvoice({
      kind: 'correction',
      lines: [{ description: 'Reklamierte Leads', quantity: -3, unitPriceCents: 4500, totalCents: -13500 }],
      deduction: { description: 'Reklamationsabzug entfällt', cents: 4500 },
      originalInvoice: { number: 'RE2026-0007', issueDate: '2026-02-02' },
    });
    const { xml } = await renderInvoice(doc);
    const cii = xml ?? '';
    const charge = xmlSection(cii, 'ram:SpecifiedTradeAllowanceCharge');
    expect(xmlText(charge, 'udt:Indicator')).toBe('true');
    expect(xmlText(charge, 'ram:ActualAmount')).toBe('45.00');
    const totals = xmlSection(cii, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
    expect(xmlText(totals, 'ram:LineTotalAmount')).toBe('135.00');
    expect(xmlText(totals, 'ram:ChargeTotalAmount')).toBe('45.00');
    expect(xmlText(totals, 'ram:TaxBasisTotalAmount')).toBe('180.00');
    expect(xmlText(totals, 'ram:GrandTotalAmount')).toBe('214.20');
  });

  it('makes a correction that charges more a corrected invoice (384) with its own signs', async () => {
    const { xml } = await renderInvoice(
      testInvoice({
        kind: 'correction',
        lines: [{ description: 'Nachberechnung', quantity: 1, unitPriceCents: 4500, totalCents: 4500 }],
        deduction: null,
        originalInvoice: { number: 'RE2026-0007', issueDate: '2026-02-02' },
      }),
    );
    expect(xmlText(xml ?? '', 'ram:TypeCode')).toBe('384');
    expect(xmlText(xml ?? '', 'ram:DuePayableAmount')).toBe('53.55');
    expect(xmlText(xmlSection(xml ?? '', 'ram:SpecifiedTradeSettlementPaymentMeans'), 'ram:TypeCode')).toBe('58');
  });

  it('refuses a document whose totals do not add up', async () => {
    const doc = testInvoice();
    await expect(renderInvoice({ ...doc, vatCents: doc.vatCents + 1 })).rejects.toThrow(/does not add up/);
  });

  it('flows an appendix of 500 leads over several pages, each with header and footer', async () => {
    const { pdf } = await renderInvoice(testInvoice({ appendix: testLeads(500) }));
    const pages = (await pdfText(pdf)).split('\f').filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThanOrEqual(9);
    const appendixPages = pages.slice(1);
    expect(appendixPages[0]).toContain('Anlage: Leads im Leistungszeitraum');
    expect(appendixPages[0]).toContain('500 Leads, davon 50 reklamiert');
    for (const [index, page] of pages.entries()) {
      expect(page).toContain(`Seite ${index + 1} von ${pages.length}`);
      expect(page).toContain('USt-IdNr. DE123456789');
    }
    for (const page of appendixPages) {
      expect(page).toContain('Lead-Nr.');
      expect(page).toContain('Rechnung RE2026-0007');
    }
    const rows = appendixPages.flatMap((page) => page.split('\n').filter((line) => /^\s*1\d{4}\s/.test(line)));
    expect(rows).toHaveLength(500);
    expect(lineOf(rows.at(-1) ?? '', '10500')).toBe('10500 | 24.01.2026 | 13608 | 45,00 € | nein');
  });
});
