import { newPdfDocument } from '@app/infrastructure';
import { formatDate, formatDateTime } from '@app/contract';
import { STATUS_LABELS, type ReclamationStatus } from '@app/reclamations';
import { AUSKUNFT_TITLE, type Auskunft } from './auskunft';

// DejaVu has every German character and is embedded; the invoices use it too (libs/invoicing).
const FONT = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
const SIZE = { title: 16, heading: 11.5, body: 9.5, small: 8 };
const MUTED = '#555555';

const DELIVERY_LABELS: Record<string, string> = {
  pending: 'wird zugestellt',
  delivered: 'zugestellt',
  held: 'wartet im Postausgang',
  failed: 'fehlgeschlagen',
};

const dash = (value: string | null | undefined) => (value && value.trim() ? value : '–');
const dateTime = (value: string | null) => (value ? formatDateTime(value) : '–');

/**
 * The readable part of the Art. 15 answer: one German document for the person, from the same data as
 * `auskunft.json`. It says what is stored, where it came from, to whom it went, how long it is kept and
 * which rights the person has (Art. 15 (1) a–h).
 */
export function renderAuskunftPdf(auskunft: Auskunft): Promise<Buffer> {
  const doc = newPdfDocument({ size: 'A4', margin: 56, font: FONT.regular, lang: 'de-DE', displayTitle: true, info: { Title: AUSKUNFT_TITLE, Creator: 'Leadportal', Producer: 'Leadportal' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const write = new Writer(doc);

  write.title(AUSKUNFT_TITLE);
  const { controller } = auskunft;
  write.muted(`Erstellt am ${formatDateTime(auskunft.generatedAt)} von ${controller.name}, ${controller.street}, ${controller.zip} ${controller.city}` + (controller.email ? `, ${controller.email}` : ''));
  write.paragraph(
    `Sie haben Auskunft über die Daten verlangt, die wir zu ${[auskunft.request.email && `der E-Mail-Adresse ${auskunft.request.email}`, auskunft.request.phone && `der Telefonnummer ${auskunft.request.phone}`].filter(Boolean).join(' und ')} gespeichert haben. Hier ist sie.`,
  );

  const nothing = auskunft.leads.length === 0 && auskunft.orders.length === 0;
  if (nothing) write.paragraph('Zu diesen Angaben haben wir keine personenbezogenen Daten gespeichert.');

  if (auskunft.leads.length) {
    write.heading('Ihre Anfragen');
    for (const lead of auskunft.leads) {
      write.subheading(`Anfrage Nr. ${lead.id} vom ${formatDate(lead.createdAt)}`);
      if (lead.pseudonymisedAt) write.muted(`Ihre Kontaktdaten wurden am ${formatDate(lead.pseudonymisedAt)} gelöscht; was unten steht, ist alles, was davon blieb.`);
      const { contact } = lead;
      write.fields([
        ['Name', dash([contact.salutation, contact.firstName, contact.lastName].filter(Boolean).join(' '))],
        ['Anschrift', dash([contact.street, [contact.zip, contact.city].filter(Boolean).join(' ')].filter(Boolean).join(', '))],
        ['Telefon', dash(contact.phone)],
        ['E-Mail', dash(contact.email)],
        ['Eingegangen', formatDateTime(lead.receivedAt)],
        ['Herkunft der Daten', lead.source],
      ]);
      if (lead.answers.length) {
        write.label('Ihre Antworten');
        write.fields(lead.answers.map(({ question, answer }) => [question, answer]));
      }
    }
  }

  if (auskunft.consentRecords.length) {
    write.heading('Ihre Einwilligung');
    for (const consent of auskunft.consentRecords) {
      write.subheading(`Anfrage Nr. ${consent.leadId}`);
      write.fields([
        ['Einwilligungstext', dash(consent.text)],
        ['Erteilt am', dateTime(consent.givenAt)],
        ['IP-Adresse', dash(consent.ip)],
        ['Browser', dash(consent.userAgent)],
        ...(consent.version ? [['Textfassung (SHA-256)', consent.version.hash] as [string, string]] : []),
        ...(consent.proofUrl ? [['Nachweis der Leadsource', consent.proofUrl] as [string, string]] : []),
        ['E-Mail-Adresse bestätigt', dateTime(consent.emailConfirmedAt)],
      ]);
    }
  }

  write.heading('Empfänger Ihrer Daten');
  if (auskunft.recipients.length === 0) write.paragraph('Ihre Daten wurden an niemanden weitergegeben.');
  for (const recipient of auskunft.recipients) {
    const delivery = auskunft.deliveries.find((each) => each.leadId === recipient.leadId && each.organisation === recipient.organisation);
    const how = delivery ? `, ${DELIVERY_LABELS[delivery.status] ?? delivery.status}${delivery.deliveredAt ? ` am ${formatDateTime(delivery.deliveredAt)}` : ''}` : '';
    write.bullet(`${recipient.organisation}: Anfrage Nr. ${recipient.leadId}, übermittelt am ${formatDateTime(recipient.receivedAt)}${how}${recipient.reclaimed ? ' (später zurückgegeben)' : ''}`);
  }

  if (auskunft.complaints.length) {
    write.heading('Reklamationen der Empfänger');
    for (const complaint of auskunft.complaints) {
      const status = STATUS_LABELS[complaint.status as ReclamationStatus] ?? complaint.status;
      write.bullet(`${complaint.organisation} zu Anfrage Nr. ${complaint.leadId} am ${formatDate(complaint.createdAt)}: ${status}. Grund: ${dash(complaint.reason)}` + (complaint.documents.length ? ` (${complaint.documents.length} Dokument${complaint.documents.length === 1 ? '' : 'e'})` : ''));
    }
  }

  if (auskunft.orders.length) {
    write.heading('Ihre Aufträge');
    for (const order of auskunft.orders) {
      write.subheading(`Auftrag ${order.orderNumber}`);
      write.fields([
        ['Name', dash([order.firstName, order.lastName].filter(Boolean).join(' '))],
        ['Anschrift', dash([order.street, [order.zip, order.city].filter(Boolean).join(' ')].filter(Boolean).join(', '))],
        ['Telefon', dash(order.phone)],
        ['E-Mail', dash(order.mail)],
        ['Stand', dash(order.customerStatus || order.status)],
        ['Fortschritt', `${order.progress} %`],
        ['Bemerkung', dash(order.note)],
      ]);
    }
  }

  if (auskunft.mails.length) {
    write.heading('Mails zu Ihren Anfragen');
    for (const mail of auskunft.mails) write.bullet(`${formatDateTime(mail.createdAt)}: „${mail.subject}“ an ${dash(mail.recipient)}`);
  }

  const { retention } = auskunft;
  write.heading('Zweck, Speicherdauer und Ihre Rechte');
  write.paragraph(
    'Wir verarbeiten Ihre Daten, um Ihre Anfrage an passende Fachbetriebe zu vermitteln, die Ihnen ein Angebot machen (Art. 6 Abs. 1 lit. a DSGVO, Ihre Einwilligung), und um diese Vermittlung abzurechnen (Art. 6 Abs. 1 lit. c DSGVO, gesetzliche Aufbewahrungspflichten).',
  );
  write.paragraph(
    `Speicherdauer: Eine Anfrage, die an keinen Fachbetrieb vermittelt wurde, wird ${retention.unsoldLeadMonths} Monate nach Eingang gelöscht, eine vermittelte ${retention.soldLeadMonths} Monate nach der letzten Vermittlung. Dokumente zu Reklamationen löschen wir nach ${retention.complaintDocumentMonths} Monaten, den Inhalt versandter Mails nach ${retention.mailBodyDays} Tagen. Rechnungen an die Fachbetriebe enthalten nur die Nummer und die Postleitzahl Ihrer Anfrage und werden zehn Jahre aufbewahrt.`,
  );
  write.paragraph(
    'Sie haben das Recht auf Berichtigung (Art. 16 DSGVO), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch (Art. 21). Eine Einwilligung können Sie jederzeit für die Zukunft widerrufen (Art. 7 Abs. 3). Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77).' +
      (controller.email ? ` Schreiben Sie uns dazu an ${controller.email}.` : ''),
  );
  write.muted('Die vollständigen Daten in maschinenlesbarer Form enthält die Datei auskunft.json in diesem Paket.');

  doc.end();
  return done;
}

/** Flowing text with headings; pdfkit breaks pages on its own. */
class Writer {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  title(text: string): void {
    this.doc.font(FONT.bold).fontSize(SIZE.title).fillColor('#000000').text(text).moveDown(0.4);
  }

  heading(text: string): void {
    this.doc.moveDown(0.8).font(FONT.bold).fontSize(SIZE.heading).fillColor('#000000').text(text).moveDown(0.3);
  }

  subheading(text: string): void {
    this.doc.moveDown(0.4).font(FONT.bold).fontSize(SIZE.body).fillColor('#000000').text(text).moveDown(0.15);
  }

  label(text: string): void {
    this.doc.moveDown(0.2).font(FONT.bold).fontSize(SIZE.body).fillColor('#000000').text(text);
  }

  paragraph(text: string): void {
    this.doc.font(FONT.regular).fontSize(SIZE.body).fillColor('#000000').text(text, { align: 'left' }).moveDown(0.4);
  }

  muted(text: string): void {
    this.doc.font(FONT.regular).fontSize(SIZE.small).fillColor(MUTED).text(text).fillColor('#000000').moveDown(0.4);
  }

  bullet(text: string): void {
    this.doc.font(FONT.regular).fontSize(SIZE.body).fillColor('#000000').text(`•  ${text}`, { indent: 0 }).moveDown(0.15);
  }

  /** 'Label: value' lines, the label bold. */
  fields(rows: [string, string][]): void {
    for (const [label, value] of rows) {
      this.doc.font(FONT.bold).fontSize(SIZE.body).text(`${label}: `, { continued: true }).font(FONT.regular).text(value);
    }
  }
}
