import { testCancellation, testInvoice } from '../../../test/support/invoice-documents';
import { invoiceMail } from './invoice-mails';

describe('invoice mails', () => {
  it('sends an invoice with amount, due date and account, naming the month of service', () => {
    const document = testInvoice();
    const mail = invoiceMail(document, { year: 2026, month: 1 });
    expect(mail.kind).toBe('invoice-invoice');
    expect(mail.subject).toBe(`Ihre Rechnung ${document.number} für Januar 2026`);
    expect(mail.text).toContain(`bis zum ${document.dueDate.split('-').reverse().join('.')}`);
    expect(mail.text).toContain('IBAN DE02 1203 0000 0000 2020 51');
    expect(mail.text).toContain('elektronische Rechnung nach EN 16931');
    const escaped = invoiceMail(testInvoice({ seller: { ...document.seller, name: 'Müller & <Söhne>' } }), { year: 2026, month: 1 });
    expect(escaped.html).toContain('Müller &amp; &lt;Söhne&gt;');
  });

  it('sends a cancellation referring to the invoice it cancels', () => {
    const document = testCancellation(testInvoice());
    const mail = invoiceMail(document, { year: 2026, month: 1 });
    expect(mail.subject).toBe(`Stornorechnung ${document.number} zu Rechnung ${document.originalInvoice?.number}`);
    expect(mail.text).toContain('vollständig auf');
  });
});
