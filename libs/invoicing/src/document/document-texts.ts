/**
 * Every German word the rendered documents print, in one place. Amounts and dates arrive already
 * formatted (German money and dd.mm.yyyy).
 */
import { InvoiceKind } from './invoice-document';

export const TEXT = {
  title: {
    invoice: 'Rechnung',
    cancellation: 'Stornorechnung',
    correction: 'Rechnungskorrektur',
  } satisfies Record<InvoiceKind, string>,
  draft: 'ENTWURF',
  draftTitle: (title: string) => `${title} (ENTWURF)`,
  intro: {
    invoice: 'Für die im Leistungszeitraum an Sie gelieferten Leads berechnen wir Ihnen:',
    cancellation: 'Hiermit stornieren wir die oben genannte Rechnung vollständig:',
    correction: 'Hiermit korrigieren wir die oben genannte Rechnung wie folgt:',
  } satisfies Record<InvoiceKind, string>,
  reference: (number: string, date: string) => `Bezug: Rechnung ${number} vom ${date}`,

  number: 'Rechnungsnummer',
  issueDate: 'Rechnungsdatum',
  customerNumber: 'Kundennummer',
  servicePeriod: 'Leistungszeitraum',
  dueDate: 'Fälligkeitsdatum',
  period: (start: string, end: string) => `${start} – ${end}`,

  lines: { description: 'Beschreibung', quantity: 'Menge', unitPrice: 'Einzelpreis', total: 'Gesamt' },
  linesSum: 'Summe der Positionen',
  net: 'Nettobetrag',
  vat: (rate: string) => `USt. ${rate}`,
  gross: 'Gesamtbetrag (Brutto)',

  payment: {
    transfer: (gross: string, due: string) =>
      `Bitte überweisen Sie ${gross} bis zum ${due} unter Angabe der Rechnungsnummer auf das unten genannte Konto.`,
    credit: (amount: string) =>
      `Den Betrag von ${amount} schreiben wir Ihnen gut; er wird mit offenen oder künftigen Rechnungen verrechnet.`,
    none: 'Aus diesem Beleg ergibt sich kein Zahlbetrag.',
  },
  /** The payment terms in the e-invoice XML (BT-20). */
  paymentTerms: (due: string, days: number) => `Zahlbar ohne Abzug innerhalb von ${days} Tagen bis zum ${due}.`,

  appendix: {
    title: 'Anlage: Leads im Leistungszeitraum',
    summary: (count: number, reclaimed: number) =>
      `${count} ${count === 1 ? 'Lead' : 'Leads'}, davon ${reclaimed} reklamiert`,
    columns: { leadId: 'Lead-Nr.', soldAt: 'Verkauft am', zip: 'PLZ', price: 'Preis', priceRules: 'Preisbildung', reclaimed: 'Reklamiert' },
    yes: 'ja',
    no: 'nein',
  },

  date: 'Datum',
  letterRunningTitle: (title: string, date: string) => `${title} vom ${date}`,
  pageOf: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  phone: 'Tel.',
  email: 'E-Mail',
  managingDirector: 'Geschäftsführer',
  registerCourt: 'Registergericht',
  vatId: 'USt-IdNr.',
  taxNumber: 'Steuernummer',
  iban: 'IBAN',
  bic: 'BIC',
} as const;
