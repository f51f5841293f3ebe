import { escapeHtml, formatDate, formatIban, type MailKind } from '@app/contract';
import type { InvoiceDocument } from './document/invoice-document';
import { monthName } from './invoice-lines';
import { money as euros } from './document/invoice-amounts';

export interface InvoiceMail {
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
}

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`).join('');

/** The mail that carries an issued invoice, cancellation or correction as its PDF (German, formal). */
export function invoiceMail(document: InvoiceDocument, month: { year: number; month: number }): InvoiceMail {
  const number = document.number ?? '';
  const closing = `Mit freundlichen Grüßen\n${document.seller.name}`;
  const eInvoice = 'Die PDF-Datei ist eine elektronische Rechnung nach EN 16931 (ZUGFeRD/Factur-X): Die maschinenlesbaren Rechnungsdaten sind in ihr enthalten.';
  let subject: string;
  let body: string[];
  if (document.kind === 'invoice') {
    subject = `Ihre Rechnung ${number} für ${monthName(month)}`;
    body = [
      `anbei erhalten Sie unsere Rechnung ${number} vom ${formatDate(document.issueDate)} über ${euros(document.grossCents)} für die im ${monthName(month)} gelieferten Leads.`,
      `Bitte überweisen Sie den Betrag bis zum ${formatDate(document.dueDate)} unter Angabe der Rechnungsnummer auf das Konto IBAN ${formatIban(document.seller.iban)} (${document.seller.bankName}).`,
    ];
  } else {
    const original = document.originalInvoice;
    const title = document.kind === 'cancellation' ? 'Stornorechnung' : 'Rechnungskorrektur';
    subject = `${title} ${number} zu Rechnung ${original?.number ?? ''}`;
    body = [
      document.kind === 'cancellation'
        ? `anbei erhalten Sie die Stornorechnung ${number} vom ${formatDate(document.issueDate)}. Sie hebt unsere Rechnung ${original?.number ?? ''} vom ${formatDate(original?.issueDate)} vollständig auf.`
        : `anbei erhalten Sie die Rechnungskorrektur ${number} vom ${formatDate(document.issueDate)} zu unserer Rechnung ${original?.number ?? ''} vom ${formatDate(original?.issueDate)}: Nachträglich reklamierte Leads schreiben wir Ihnen gut.`,
      `Betrag: ${euros(document.grossCents)}. Bereits gezahlte Beträge erstatten wir oder verrechnen sie mit der nächsten Rechnung.`,
    ];
  }
  const lines = ['Sehr geehrte Damen und Herren,', ...body, eInvoice, closing];
  return { kind: `invoice-${document.kind}`, subject, text: `${lines.join('\n\n')}\n`, html: paragraphs(lines) };
}
