/**
 * For the renderers' specs: documents whose totals add up (with umlauts and an ampersand in the names,
 * so encoding mistakes show), and a few readers for the generated CII XML.
 */
import { AppendixLead, InvoiceDocument, InvoiceLine, LetterDocument, SellerParty, vatOf } from '@app/invoicing';

export function testSeller(overrides: Partial<SellerParty> = {}): SellerParty {
  return {
    name: 'Leadportal Süd GmbH',
    street: 'Königstraße 12',
    zip: '80331',
    city: 'München',
    countryCode: 'DE',
    managingDirector: 'Jörg Beispiel',
    registerCourt: 'Amtsgericht München',
    registerNumber: 'HRB 123456',
    vatId: 'DE123456789',
    taxNumber: '143/123/45678',
    iban: 'DE02 1203 0000 0000 2020 51',
    bic: 'BYLADEM1001',
    bankName: 'Deutsche Kreditbank',
    email: 'rechnung@leadportal.example',
    phone: '+49 89 1234567',
    ...overrides,
  };
}

export function testLeads(count: number, priceCents = 4500): AppendixLead[] {
  return Array.from({ length: count }, (_, index) => ({
    leadId: 10_001 + index,
    soldAt: `2026-01-${String((index % 28) + 1).padStart(2, '0')}T09:30:00Z`,
    zip: String(10_115 + index * 7).slice(0, 5),
    priceCents,
    reclaimed: index % 10 === 3,
  }));
}

function line(description: string, quantity: number, unitPriceCents: number): InvoiceLine {
  return { description, quantity, unitPriceCents, totalCents: quantity * unitPriceCents };
}

/** A January invoice: 12 solar leads and 3 roof leads, less one reclaimed lead. */
export function testInvoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const lines = overrides.lines ?? [line('Leads Photovoltaik', 12, 4500), line('Leads Dachsanierung', 3, 3990)];
  const deduction = overrides.deduction === undefined ? { description: 'Reklamationsabzug (1 Lead)', cents: 4500 } : overrides.deduction;
  const vatRate = overrides.vatRate ?? 19;
  const netCents = lines.reduce((sum, each) => sum + each.totalCents, 0) - (deduction?.cents ?? 0);
  const vatCents = vatOf(netCents, vatRate);
  return {
    kind: 'invoice',
    number: 'RE2026-0007',
    issueDate: '2026-02-02',
    dueDate: '2026-02-16',
    servicePeriod: { start: '2026-01-01', end: '2026-01-31' },
    seller: testSeller(),
    buyer: {
      name: 'Solar Müller & Söhne GmbH',
      street: 'Am Südhang 3',
      zip: '50667',
      city: 'Köln',
      countryCode: 'DE',
      customerNumber: 'K-10042',
      email: 'buchhaltung@solar-mueller.example',
      buyerReference: '',
    },
    currency: 'EUR',
    vatRate,
    paymentTermDays: 14,
    originalInvoice: null,
    note: '',
    appendix: testLeads(16),
    ...overrides,
    lines,
    deduction,
    netCents,
    vatCents,
    grossCents: netCents + vatCents,
  };
}

/** The Stornorechnung of `original`: every line and the deduction negated. */
export function testCancellation(original: InvoiceDocument, overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return testInvoice({
    kind: 'cancellation',
    number: 'RE2026-0011',
    issueDate: '2026-02-20',
    dueDate: '2026-02-20',
    servicePeriod: original.servicePeriod,
    lines: original.lines.map((each) => line(each.description, -each.quantity, each.unitPriceCents)),
    deduction: original.deduction && { ...original.deduction, cents: -original.deduction.cents },
    originalInvoice: { number: original.number ?? '', issueDate: original.issueDate },
    note: 'Die Rechnung wurde mit falscher Kundennummer ausgestellt.',
    appendix: [],
    ...overrides,
  });
}

/** The Rechnungskorrektur for two leads reclaimed after the invoice. */
export function testCorrection(original: InvoiceDocument): InvoiceDocument {
  return testInvoice({
    kind: 'correction',
    number: 'RE2026-0012',
    issueDate: '2026-02-25',
    dueDate: '2026-02-25',
    lines: [line('Nachträglich reklamierte Leads Photovoltaik', -2, 4500)],
    deduction: null,
    originalInvoice: { number: original.number ?? '', issueDate: original.issueDate },
    note: 'Zwei Leads wurden nach Rechnungsstellung erfolgreich reklamiert.',
    appendix: [],
  });
}

export function testLetter(overrides: Partial<LetterDocument> = {}): LetterDocument {
  return {
    seller: testSeller(),
    recipient: { name: 'Solar Müller & Söhne GmbH', street: 'Am Südhang 3', zip: '50667', city: 'Köln', countryCode: 'DE' },
    date: '2026-03-10',
    title: '1. Mahnung',
    subject: 'Rechnung RE2026-0007 vom 02.02.2026',
    paragraphs: [
      'Sehr geehrte Damen und Herren,',
      'leider konnten wir bis heute keinen Zahlungseingang zu der unten aufgeführten Rechnung feststellen. Bitte überweisen Sie den offenen Betrag innerhalb von sieben Tagen auf das unten genannte Konto.',
    ],
    table: {
      columns: ['Rechnung', 'Datum', 'Fällig am', 'Betrag'],
      rows: [['RE2026-0007', '02.02.2026', '16.02.2026', '1.032,20\u00a0€']],
      alignRight: [3],
    },
    totals: [['Offener Betrag', '1.032,20\u00a0€']],
    ...overrides,
  };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };

/** The text of every `<tag>` with text content, in document order, entities decoded. */
export function xmlTexts(xml: string, tag: string): string[] {
  const pattern = new RegExp(`<${tag}(?:\\s[^>]*)?>([^<]*)</${tag}>`, 'g');
  return [...xml.matchAll(pattern)].map((match) => match[1].replace(/&(amp|lt|gt|quot|apos);/g, (entity) => ENTITIES[entity]));
}

export function xmlText(xml: string, tag: string): string | undefined {
  return xmlTexts(xml, tag)[0];
}

/** The first `<tag>…</tag>` with its content, to look inside one party or one line only. */
export function xmlSection(xml: string, tag: string): string {
  const start = xml.indexOf(`<${tag}>`);
  const end = xml.indexOf(`</${tag}>`, start);
  if (start < 0 || end < 0) throw new Error(`No <${tag}> in the XML`);
  return xml.slice(start, end + tag.length + 3);
}

/** Every `<tag>…</tag>`, e.g. each invoice line. */
export function xmlSections(xml: string, tag: string): string[] {
  return xml.split(`<${tag}>`).slice(1).map((rest) => `<${tag}>${rest.slice(0, rest.indexOf(`</${tag}>`))}</${tag}>`);
}
