import type { PriceStep } from '@app/contract';
import { Invoice } from '@app/invoicing';
import { Organisation } from '@app/organisations';
import type { SaleKind } from '@app/sales';
import { COMPANY, insertLead, insertOrganisation, insertSale } from '../factories';
import { ciiSchemaErrors } from '../support/cii-schema';
import { xmlSections, xmlText } from '../support/invoice-documents';
import { embeddedFiles, pdfText } from '../support/pdf-text';
import { startSmtpSink, SmtpSink } from '../support/smtp-sink';
import { startTestApp, TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

const berlin = (day: string, time = '10:00') => new Date(`${day}T${time}:00+01:00`);

/** A printed line of the PDF with its columns joined by ' | '. */
const printedLines = (text: string) => text.split('\n').map((line) => line.trim().replace(/\s{2,}/g, ' | ')).filter(Boolean);

interface SaleSpec {
  count: number;
  price: string;
  kind?: SaleKind;
  exclusive?: boolean;
  priceRules?: PriceStep[];
  reclaimed?: boolean;
  zip?: string;
}

/** Invoice lines grouped by price and kind, in the PDF and the EN 16931 XML (issue 30 §2). */
describe('Invoice lines by price and kind (API)', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let auth: { Authorization: string };
  let token: string;

  const sell = async (buyer: Organisation, day: string, spec: SaleSpec) => {
    for (let i = 0; i < spec.count; i++) {
      const lead = await insertLead(t, { zip: spec.zip ?? '10115' });
      await insertSale(t, {
        leadId: lead.id,
        organisationId: buyer.id,
        soldAt: berlin(day),
        price: spec.price,
        kind: spec.kind ?? 'distribution',
        manual: spec.kind === 'manual',
        exclusive: spec.exclusive ?? false,
        priceRules: spec.priceRules ?? [],
        reclaimed: spec.reclaimed ?? false,
        reclaimedAt: spec.reclaimed ? berlin(day, '12:00') : null,
      });
    }
  };
  const download = (organisationId: number, invoiceId: number, file: string) =>
    t.http
      .get(`/download/organisation/${organisationId}/invoice/${invoiceId}/${token}/${file}`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
  /** Creates November's invoice by staff and sends it, which finalises it; the stored invoice, its PDF text and both XMLs. */
  const invoiceNovember = async (buyer: Organisation) => {
    const draft = (await t.http.post(`/api/organisation/${buyer.id}/invoice`).set(auth).send({ executionDate: '2026-12-01' }).expect(201)).body;
    const sent = (await t.http.put(`/api/organisation/${buyer.id}/invoice/${draft.id}/send`).set(auth).expect(200)).body;
    const invoice = await t.db.getRepository(Invoice).findOneByOrFail({ id: draft.id });
    const pdf = (await download(buyer.id, invoice.id, `${sent.number}.pdf`)).body as Buffer;
    const xrechnung = ((await download(buyer.id, invoice.id, `${sent.number}.xml`)).body as Buffer).toString('utf8');
    const [facturX] = await embeddedFiles(pdf);
    return { invoice, text: await pdfText(pdf), facturX: facturX.content.toString('utf8'), xrechnung };
  };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ SMTP_URL: smtp.url });
    t.useClock(TestClock.runningFrom(berlin('2026-12-10')));
    const session = await t.loginAs('rechnung-preise@leadportal.example', undefined, 'admin');
    token = session.token;
    auth = { Authorization: `Bearer ${token}` };
    await t.http.put('/api/settings/company').set(auth).send(COMPANY).expect(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('bills each price and kind on a line of its own; the total is the sum of the sales’ prices; the XML stays valid EN 16931', async () => {
    const buyer = await insertOrganisation(t, { name: 'Sonnenwerk Lindner GmbH', email: 'buchhaltung@sonnenwerk.example', leadSellCost: '45.00', street: 'Hauptstraße 5', zip: '80331', city: 'München' });
    const exclusiveRules = [
      { name: 'Basis', change: 55 },
      { name: 'Exklusiv', change: 40 },
    ];
    await sell(buyer, '2026-11-03', { count: 12, price: '95.00', exclusive: true, priceRules: exclusiveRules, zip: '80331' });
    await sell(buyer, '2026-11-04', { count: 28, price: '45.00' });
    await sell(buyer, '2026-11-05', { count: 2, price: '45.00', kind: 'manual' });
    await sell(buyer, '2026-11-06', { count: 4, price: '18.00', kind: 'marketplace', priceRules: [{ name: 'Basis', change: 45 }, { name: 'Alter 7–13 Tage', change: -27 }] });
    await sell(buyer, '2026-11-07', { count: 2, price: '27.00', kind: 'resale', priceRules: [{ name: 'Basis', change: 45 }, { name: 'Nach Reklamation', change: -18 }] });
    await sell(buyer, '2026-11-08', { count: 1, price: '45.00', reclaimed: true });

    const { invoice, text, facturX, xrechnung } = await invoiceNovember(buyer);

    expect(invoice.document.lines).toEqual([
      { description: 'Leads November 2026', quantity: 31, unitPriceCents: 4500, totalCents: 139500 },
      { description: 'Leads exklusiv November 2026', quantity: 12, unitPriceCents: 9500, totalCents: 114000 },
      { description: 'Leads aus Wiederverkauf November 2026', quantity: 2, unitPriceCents: 2700, totalCents: 5400 },
      { description: 'Leads aus dem Marktplatz November 2026', quantity: 4, unitPriceCents: 1800, totalCents: 7200 },
    ]);
    // 31 × 45 + 12 × 95 + 2 × 27 + 4 × 18 = 2.661,00, less the reclaimed lead at 45,00: 2.616,00 net, 497,04 VAT.
    expect(invoice).toMatchObject({ status: 'open', netCents: 261600, vatCents: 49704, grossCents: 311304 });

    const lines = printedLines(text);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Leads November 2026 | 31 | 45,00 € | 1.395,00 €',
        'Leads exklusiv November 2026 | 12 | 95,00 € | 1.140,00 €',
        'Leads aus Wiederverkauf November 2026 | 2 | 27,00 € | 54,00 €',
        'Leads aus dem Marktplatz November 2026 | 4 | 18,00 € | 72,00 €',
        'Summe der Positionen | 2.661,00 €',
        'Nettobetrag | 2.616,00 €',
      ]),
    );
    // The lead list: each lead's price, and how it came about where the sale stored steps.
    expect(text).toMatch(/Lead-Nr\.\s+Verkauft am\s+PLZ\s+Preis\s+Preisbildung\s+Reklamiert/);
    const leadRows = lines.filter((line) => /^\d+ \| \d\d\.11\.2026 \| \d{5}/.test(line)).map((line) => line.replace(/ \| /g, ' ').split(' ').slice(3).join(' '));
    expect(leadRows).toHaveLength(49);
    expect(leadRows.filter((row) => row === '95,00 € Basis 55,00 € · Exklusiv +40,00 € nein')).toHaveLength(12);
    expect(leadRows.filter((row) => row === '27,00 € Basis 45,00 € · Nach Reklamation -18,00 € nein')).toHaveLength(2);
    expect(leadRows.filter((row) => row === '18,00 € Basis 45,00 € · Alter 7–13 Tage -27,00 € nein')).toHaveLength(4);
    // Sales at the agreed price stored no steps: their cell stays empty.
    expect(leadRows.filter((row) => row === '45,00 € nein')).toHaveLength(30);
    expect(leadRows.filter((row) => row === '45,00 € ja')).toHaveLength(1);

    for (const xml of [facturX, xrechnung]) {
      expect(await ciiSchemaErrors(xml)).toEqual([]);
      const items = xmlSections(xml, 'ram:IncludedSupplyChainTradeLineItem');
      expect(items.map((item) => [xmlText(item, 'ram:Name'), xmlText(item, 'ram:BilledQuantity'), xmlText(item, 'ram:ChargeAmount'), xmlText(item, 'ram:LineTotalAmount')])).toEqual([
        ['Leads November 2026', '31', '45.00', '1395.00'],
        ['Leads exklusiv November 2026', '12', '95.00', '1140.00'],
        ['Leads aus Wiederverkauf November 2026', '2', '27.00', '54.00'],
        ['Leads aus dem Marktplatz November 2026', '4', '18.00', '72.00'],
      ]);
      expect(xmlText(xml, 'ram:TaxBasisTotalAmount')).toBe('2616.00');
    }
  });

  it('keeps a month of shared sales at one price as it always was: one line, the lead list without price steps', async () => {
    const buyer = await insertOrganisation(t, { name: 'Dachdeckerei Brandt', email: 'post@brandt.example', leadSellCost: '45.00', street: 'Am Markt 2', zip: '10115', city: 'Berlin' });
    await sell(buyer, '2026-11-10', { count: 30, price: '45.00' });

    const { invoice, text, facturX } = await invoiceNovember(buyer);

    expect(invoice.document.lines).toEqual([{ description: 'Leads November 2026', quantity: 30, unitPriceCents: 4500, totalCents: 135000 }]);
    expect(invoice.document.appendix.every((lead) => Object.keys(lead).sort().join() === 'leadId,priceCents,reclaimed,soldAt,zip')).toBe(true);
    expect(invoice).toMatchObject({ netCents: 135000, vatCents: 25650, grossCents: 160650 });
    expect(printedLines(text)).toContain('Leads November 2026 | 30 | 45,00 € | 1.350,00 €');
    expect(text).toMatch(/Lead-Nr\.\s+Verkauft am\s+PLZ\s+Preis\s+Reklamiert/);
    expect(text).not.toContain('Preisbildung');
    expect(await ciiSchemaErrors(facturX)).toEqual([]);
    expect(xmlSections(facturX, 'ram:IncludedSupplyChainTradeLineItem')).toHaveLength(1);
  });
});
