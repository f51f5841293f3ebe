import { testCancellation, testInvoice, xmlSection, xmlText } from '../../../../test/support/invoice-documents';
import { renderInvoice } from './render-invoice';
import { renderXRechnung } from './render-xrechnung';

describe('renderXRechnung', () => {
  it('is the invoice under the XRechnung 3.0 specification identifier', async () => {
    const doc = testInvoice({ buyer: { ...testInvoice().buyer, buyerReference: '04011000-12345-67' } });
    const xml = await renderXRechnung(doc);
    expect(xmlText(xmlSection(xml, 'ram:GuidelineSpecifiedDocumentContextParameter'), 'ram:ID')).toBe(
      'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
    );
    expect(xmlText(xml, 'ram:BuyerReference')).toBe('04011000-12345-67');
    expect(xmlText(xml, 'ram:DuePayableAmount')).toBe('731.49');
    expect(xml).toContain('<ram:URIID schemeID="EM">rechnung@leadportal.example</ram:URIID>');
    expect(xml).toContain('<ram:URIID schemeID="EM">buchhaltung@solar-mueller.example</ram:URIID>');
  });

  it('carries the same content as the Factur-X XML', async () => {
    const doc = testCancellation(testInvoice());
    const facturX = (await renderInvoice(doc)).xml ?? '';
    const xRechnung = await renderXRechnung(doc);
    const withoutGuideline = (xml: string) => xml.replace(/<ram:GuidelineSpecifiedDocumentContextParameter>[\s\S]*?<\/ram:GuidelineSpecifiedDocumentContextParameter>/, '');
    expect(withoutGuideline(xRechnung)).toBe(withoutGuideline(facturX));
  });

  it('refuses a draft', async () => {
    await expect(renderXRechnung(testInvoice({ number: null }))).rejects.toThrow(/draft/);
  });
});
