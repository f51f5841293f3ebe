/**
 * The EN 16931 e-invoice of an invoice document in CII syntax (UN/CEFACT Cross Industry Invoice
 * D16B), made by @e-invoice-eu/core from its UBL-shaped JSON. Two flavours share one mapping:
 * 'factur-x' (guideline urn:cen.eu:en16931:2017, the XML inside the Factur-X "EN 16931" PDF) and
 * 'xrechnung' (XRechnung 3.0, for public-sector buyers).
 *
 * Credit notes: cancellations and corrections come with negative totals. EN 16931 allows negative
 * invoices, but receiving systems book a credit note far more reliably. So a cancellation or
 * correction whose gross is not positive becomes type 381 (credit note) with every amount and
 * quantity negated to positive, and BT-25 names the invoice it refers to. 381 is the commercial credit
 * note, not the self-billing "Gutschrift" of §14 (2) UStG, which is why the PDF keeps saying
 * 'Stornorechnung' / 'Rechnungskorrektur'. A correction that charges more (positive gross) is a 384
 * (corrected invoice) with its own signs; an invoice is a 380 whatever its total.
 *
 * The reclamation deduction is a document-level allowance (BG-20) in VAT category S at the document's
 * rate. Where the sign flip would make the allowance negative (the cancellation's negative deduction
 * cancels an allowance of the original), it turns into the equivalent charge (BG-21), because
 * allowance and charge amounts are meant to be positive.
 */
import type { Invoice } from '@e-invoice-eu/core';
import { formatDate } from '@app/contract';
import { TEXT } from './document-texts';
import { assertTotalsAddUp, linesSum, money, xmlAmount } from './invoice-amounts';
import { CalendarDay, InvoiceDocument, PostalAddress } from './invoice-document';

type UblInvoice = Invoice['ubl:Invoice'];
type UblParty = UblInvoice['cac:AccountingSupplierParty']['cac:Party'];
type UblLine = UblInvoice['cac:InvoiceLine'][number];

export type CiiFlavour = 'factur-x' | 'xrechnung';

/** e-invoice-eu's names; both make plain XML ('Factur-X-EN16931' would build its own PDF). */
const FORMAT: Record<CiiFlavour, string> = { 'factur-x': 'CII', xrechnung: 'XRECHNUNG-CII' };

const GUIDELINE: Record<CiiFlavour, string> = {
  'factur-x': 'urn:cen.eu:en16931:2017',
  xrechnung: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
};

type TypeCode = '380' | '381' | '384';

/** How the document is represented: its type code, and +1 or -1 for every amount and quantity. */
function ciiDocumentType(doc: InvoiceDocument): { typeCode: TypeCode; sign: 1 | -1 } {
  if (doc.kind === 'invoice') return { typeCode: '380', sign: 1 };
  return doc.grossCents > 0 ? { typeCode: '384', sign: 1 } : { typeCode: '381', sign: -1 };
}

const silentLogger = { log: () => undefined, warn: () => undefined, error: () => undefined };

export async function renderCii(doc: InvoiceDocument, flavour: CiiFlavour): Promise<string> {
  if (doc.number === null) throw new Error('A draft has no e-invoice: it has no invoice number yet');
  assertTotalsAddUp(doc);
  if (!(doc.vatRate > 0)) throw new Error(`VAT category S needs a positive rate, got ${doc.vatRate}`);

  const invoice = toEInvoice(doc, doc.number, flavour);
  // Loaded on the first invoice: with its spreadsheet and PDF libraries it held some 20 MB of the heap
  // (and more RSS) in every server, though invoices are made once a month (issue 19).
  const { InvoiceService } = await import('@e-invoice-eu/core');
  const xml = await new InvoiceService(silentLogger)
    .generate(invoice, { format: FORMAT[flavour], lang: 'de', noWarnings: true })
    .catch((error: unknown) => {
      // Its schema check throws ajv's error, which carries the details in `errors`, not in `message`.
      const details = (error as { errors?: unknown }).errors;
      throw new Error(`e-invoice-eu rejected invoice ${doc.number}: ${JSON.stringify(details ?? String(error))}`);
    });
  if (typeof xml !== 'string') throw new Error(`e-invoice-eu returned no XML for format ${FORMAT[flavour]}`);
  return doc.originalInvoice ? withPrecedingInvoice(xml, doc.originalInvoice) : xml;
}

function toEInvoice(doc: InvoiceDocument, number: string, flavour: CiiFlavour): Invoice {
  const { typeCode, sign } = ciiDocumentType(doc);
  const { seller, buyer } = doc;
  const vatCategory = { 'cbc:ID': 'S', 'cbc:Percent': String(doc.vatRate), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } as const;
  const adjustment = documentAdjustment(doc, sign);
  const buyerPays = doc.grossCents > 0;

  return {
    'ubl:Invoice': {
      'cbc:CustomizationID': GUIDELINE[flavour],
      'cbc:ID': number,
      'cbc:IssueDate': doc.issueDate,
      'cbc:DueDate': doc.dueDate,
      'cbc:InvoiceTypeCode': typeCode,
      ...(doc.note ? { 'cbc:Note': [doc.note] } : {}),
      'cbc:DocumentCurrencyCode': doc.currency,
      // Optional in EN 16931, mandatory in XRechnung (BR-DE-15).
      'cbc:BuyerReference': buyer.buyerReference || buyer.customerNumber,
      'cac:InvoicePeriod': { 'cbc:StartDate': doc.servicePeriod.start, 'cbc:EndDate': doc.servicePeriod.end },
      ...(doc.originalInvoice
        ? {
            'cac:BillingReference': [
              {
                'cac:InvoiceDocumentReference': {
                  'cbc:ID': doc.originalInvoice.number,
                  'cbc:IssueDate': doc.originalInvoice.issueDate,
                },
              },
            ],
          }
        : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          // BT-34, which XRechnung demands: the seller's e-mail (scheme EM).
          'cbc:EndpointID': seller.email,
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PostalAddress': postalAddress(seller),
          'cac:PartyTaxScheme': [
            ...(seller.vatId ? [{ 'cbc:CompanyID': seller.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }] : []),
            // A scheme other than VAT comes out as schemeID FC (BT-32, Steuernummer).
            ...(seller.taxNumber ? [{ 'cbc:CompanyID': seller.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }] : []),
          ] as UblParty['cac:PartyTaxScheme'],
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': seller.name,
            'cbc:CompanyID': `${seller.registerNumber}, ${seller.registerCourt}`,
          },
          // BG-6, required by XRechnung; the managing director is the person the invoice names anyway.
          'cac:Contact': {
            'cbc:Name': seller.managingDirector,
            'cbc:Telephone': seller.phone,
            'cbc:ElectronicMail': seller.email,
          },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          ...(buyer.email ? { 'cbc:EndpointID': buyer.email, 'cbc:EndpointID@schemeID': 'EM' as const } : {}),
          'cac:PartyIdentification': { 'cbc:ID': buyer.customerNumber },
          'cac:PostalAddress': postalAddress(buyer),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyer.name },
        },
      },
      // The leads went to the buyer. Without a delivery date (BT-72) Factur-X wants the country of
      // delivery (BR-FX-EN-04), and the CII schema needs the delivery element in any case.
      'cac:Delivery': {
        'cac:DeliveryLocation': { 'cac:Address': postalAddress(buyer) },
        'cac:DeliveryParty': { 'cac:PartyName': { 'cbc:Name': buyer.name } },
      },
      'cac:PaymentMeans': [
        buyerPays
          ? {
              'cbc:PaymentMeansCode': '58',
              'cbc:PaymentID': number,
              'cac:PayeeFinancialAccount': {
                'cbc:ID': seller.iban.replace(/\s+/g, ''),
                'cbc:Name': seller.name,
                'cac:FinancialInstitutionBranch': { 'cbc:ID': seller.bic.replace(/\s+/g, '') },
              },
            }
          : // 97, clearing between partners: the credit is set off against what the buyer owes.
            { 'cbc:PaymentMeansCode': '97', 'cbc:PaymentID': number },
      ],
      'cac:PaymentTerms': { 'cbc:Note': paymentTerms(doc) },
      ...(adjustment
        ? {
            'cac:AllowanceCharge': [
              {
                'cbc:ChargeIndicator': String(adjustment.isCharge),
                'cbc:AllowanceChargeReason': adjustment.reason,
                'cbc:Amount': xmlAmount(adjustment.cents),
                'cbc:Amount@currencyID': doc.currency,
                'cac:TaxCategory': vatCategory,
              },
            ],
          }
        : {}),
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': xmlAmount(sign * doc.vatCents),
          'cbc:TaxAmount@currencyID': doc.currency,
          'cac:TaxSubtotal': [
            {
              'cbc:TaxableAmount': xmlAmount(sign * doc.netCents),
              'cbc:TaxableAmount@currencyID': doc.currency,
              'cbc:TaxAmount': xmlAmount(sign * doc.vatCents),
              'cbc:TaxAmount@currencyID': doc.currency,
              'cac:TaxCategory': vatCategory,
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': xmlAmount(sign * linesSum(doc)),
        'cbc:LineExtensionAmount@currencyID': doc.currency,
        'cbc:TaxExclusiveAmount': xmlAmount(sign * doc.netCents),
        'cbc:TaxExclusiveAmount@currencyID': doc.currency,
        'cbc:TaxInclusiveAmount': xmlAmount(sign * doc.grossCents),
        'cbc:TaxInclusiveAmount@currencyID': doc.currency,
        ...(adjustment && !adjustment.isCharge
          ? { 'cbc:AllowanceTotalAmount': xmlAmount(adjustment.cents), 'cbc:AllowanceTotalAmount@currencyID': doc.currency }
          : {}),
        ...(adjustment?.isCharge
          ? { 'cbc:ChargeTotalAmount': xmlAmount(adjustment.cents), 'cbc:ChargeTotalAmount@currencyID': doc.currency }
          : {}),
        'cbc:PayableAmount': xmlAmount(sign * doc.grossCents),
        'cbc:PayableAmount@currencyID': doc.currency,
      },
      'cac:InvoiceLine': invoiceLines(doc, sign, vatCategory),
    },
  };
}

function postalAddress(address: PostalAddress) {
  return {
    'cbc:StreetName': address.street,
    'cbc:CityName': address.city,
    'cbc:PostalZone': address.zip,
    'cac:Country': { 'cbc:IdentificationCode': address.countryCode },
  } as UblParty['cac:PostalAddress'];
}

/** The deduction as a positive allowance or, with the opposite sign, as a positive charge. */
function documentAdjustment(doc: InvoiceDocument, sign: 1 | -1) {
  if (!doc.deduction) return null;
  const allowance = sign * doc.deduction.cents;
  return { isCharge: allowance < 0, cents: Math.abs(allowance), reason: doc.deduction.description };
}

function paymentTerms(doc: InvoiceDocument): string {
  if (doc.grossCents > 0) return TEXT.paymentTerms(formatDate(doc.dueDate), doc.paymentTermDays);
  return doc.grossCents < 0 ? TEXT.payment.credit(money(-doc.grossCents)) : TEXT.payment.none;
}

function invoiceLines(
  doc: InvoiceDocument,
  sign: 1 | -1,
  vatCategory: UblLine['cac:Item']['cac:ClassifiedTaxCategory'],
): UblInvoice['cac:InvoiceLine'] {
  const lines = doc.lines.map((line, index) => {
    // The net price may not be negative (BR-27): the quantity carries the sign instead.
    const priceSign = line.unitPriceCents < 0 ? -1 : 1;
    return {
      'cbc:ID': String(index + 1),
      'cbc:InvoicedQuantity': String(sign * priceSign * line.quantity),
      // C62: one (piece); a lead is counted, not measured.
      'cbc:InvoicedQuantity@unitCode': 'C62' as const,
      'cbc:LineExtensionAmount': xmlAmount(sign * line.totalCents),
      'cbc:LineExtensionAmount@currencyID': doc.currency,
      'cac:Item': { 'cbc:Name': line.description, 'cac:ClassifiedTaxCategory': vatCategory },
      'cac:Price': {
        'cbc:PriceAmount': xmlAmount(priceSign * line.unitPriceCents),
        'cbc:PriceAmount@currencyID': doc.currency,
      },
    };
  });
  if (lines.length === 0) throw new Error('An e-invoice needs at least one line (BR-16)');
  return lines as UblInvoice['cac:InvoiceLine'];
}

/**
 * BG-3, the preceding invoice (BT-25, BT-26). @e-invoice-eu/core 2.x reads it from the wrong JSON path
 * and leaves it out (fixed in its 3.0), so it goes in here, at its place in the schema's sequence
 * right after the monetary summation; a library that writes it itself is left alone.
 */
function withPrecedingInvoice(xml: string, original: { number: string; issueDate: CalendarDay }): string {
  if (xml.includes('<ram:InvoiceReferencedDocument>')) return xml;
  const anchor = '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>';
  if (!xml.includes(anchor)) throw new Error('CII without monetary summation: cannot add the preceding invoice');
  const indent = '\n\t\t\t';
  const reference = [
    '<ram:InvoiceReferencedDocument>',
    `\t<ram:IssuerAssignedID>${escapeXml(original.number)}</ram:IssuerAssignedID>`,
    '\t<ram:FormattedIssueDateTime>',
    `\t\t<qdt:DateTimeString format="102">${original.issueDate.replaceAll('-', '')}</qdt:DateTimeString>`,
    '\t</ram:FormattedIssueDateTime>',
    '</ram:InvoiceReferencedDocument>',
  ].join(indent);
  return xml.replace(anchor, `${anchor}${indent}${reference}`);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
