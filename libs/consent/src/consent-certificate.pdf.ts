import PDFDocument from 'pdfkit';
import type { ConsentCertificate } from './consent-certificate';

const mm = (value: number): number => (value * 72) / 25.4;

// As libs/invoicing: DejaVu has every German character; the hash is set in the monospaced cut so its
// 64 digits fit one line and can be compared character by character.
const FONT = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  mono: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf'),
};
const COLOR = { text: '#000000', muted: '#555555', rule: '#999999' };
const LEFT = mm(20);
const WIDTH = mm(170);
const LABEL_WIDTH = mm(48);
const VALUE_X = LEFT + LABEL_WIDTH;
const VALUE_WIDTH = WIDTH - LABEL_WIDTH;
const SIZE = { title: 17, heading: 10.5, body: 8.8, small: 7.5, hash: 7.8 };

type Pdf = PDFKit.PDFDocument;

const berlin = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** '20.11.2026, 10:30:12 Uhr' in German time: a consent is proven to the second. */
export const berlinDateTime = (at: Date) => `${berlin.format(at)} Uhr`;
const NOT_GIVEN = 'nicht übermittelt';

/**
 * The one-page 'Einwilligungsnachweis' of a lead: who consented when, from where, to which text (with its
 * SHA-256), whether the address was confirmed, what was asked, and to whom the data went.
 */
export function renderConsentCertificate(certificate: ConsentCertificate): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: mm(16), bottom: mm(14), left: LEFT, right: mm(20) },
    font: FONT.regular,
    lang: 'de-DE',
    displayTitle: true,
    info: { Title: `Einwilligungsnachweis Lead ${certificate.leadId}`, Creator: 'Leadportal', Producer: 'Leadportal' },
  });
  head(doc, certificate);

  section(doc, 'Betroffene Person');
  rows(doc, [
    ['Name', certificate.person.name],
    ['E-Mail', certificate.person.email],
    ['Telefon', certificate.person.phone],
    ['PLZ und Ort', certificate.person.place],
  ]);

  const { consent } = certificate;
  section(doc, 'Einwilligung');
  rows(doc, [
    ['Erteilt am', consent.at ? berlinDateTime(consent.at) : NOT_GIVEN],
    ['Herkunft (Leadsource)', certificate.source],
    ['IP-Adresse', consent.ip ?? NOT_GIVEN],
    ['Browser (User-Agent)', consent.userAgent ?? NOT_GIVEN],
    ...(consent.proofUrl ? [['Nachweis des Lieferanten', consent.proofUrl] as [string, string]] : []),
    ['Einwilligungstext', consent.text ? `„${consent.text}“` : NOT_GIVEN],
  ]);
  if (consent.hash) {
    hashRow(doc, 'Fassung (SHA-256)', consent.hash, consent.versionValidFrom ? `gültig seit ${berlinDateTime(consent.versionValidFrom)}` : null);
  }
  for (const page of certificate.legal) {
    hashRow(doc, page.title, page.hash, `Fassung gültig seit ${berlinDateTime(page.validFrom)}`);
  }

  section(doc, 'Bestätigung der E-Mail-Adresse (Double-Opt-in)');
  const { confirmation } = certificate;
  if (confirmation.state === 'confirmed') {
    rows(doc, [
      ['Bestätigt am', berlinDateTime(confirmation.at)],
      ['IP-Adresse', confirmation.ip ?? NOT_GIVEN],
      ['Browser (User-Agent)', confirmation.userAgent ?? NOT_GIVEN],
    ]);
  } else {
    rows(doc, [['Stand', confirmation.state === 'pending' ? 'Bestätigungslink verschickt, noch nicht bestätigt' : 'Keine Bestätigung angefordert']]);
  }

  section(doc, 'Angaben des Interessenten');
  rows(doc, certificate.answers.length ? certificate.answers.map(({ label, value }) => [label, value]) : [['Angaben', 'keine']]);

  section(doc, 'Weitergabe der Daten');
  rows(
    doc,
    certificate.buyers.length
      ? certificate.buyers.map(({ name, at }) => [berlinDateTime(at), name])
      : [['Weitergegeben an', 'noch an kein Unternehmen']],
  );

  foot(doc, certificate);
  return toBuffer(doc);
}

function head(doc: Pdf, certificate: ConsentCertificate): void {
  if (certificate.issuer) doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOR.muted).text(certificate.issuer, LEFT, doc.y, { width: WIDTH });
  doc.font(FONT.bold).fontSize(SIZE.title).fillColor(COLOR.text).text('Einwilligungsnachweis', LEFT, doc.y, { width: WIDTH });
  doc
    .font(FONT.regular)
    .fontSize(SIZE.body)
    .fillColor(COLOR.muted)
    .text(`Lead ${certificate.leadId} · eingegangen am ${berlinDateTime(certificate.receivedAt)} (deutsche Zeit)`, LEFT, doc.y + 2, { width: WIDTH });
  doc.moveDown(0.3);
}

function section(doc: Pdf, title: string): void {
  doc.moveDown(0.5);
  const y = doc.y;
  doc.moveTo(LEFT, y).lineTo(LEFT + WIDTH, y).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
  doc.font(FONT.bold).fontSize(SIZE.heading).fillColor(COLOR.text).text(title, LEFT, y + 4, { width: WIDTH });
  doc.moveDown(0.2);
}

/** Label left, value right; a long value wraps inside its column. */
function rows(doc: Pdf, entries: [label: string, value: string][]): void {
  doc.fontSize(SIZE.body);
  for (const [label, value] of entries) {
    const y = doc.y;
    doc.font(FONT.regular).fillColor(COLOR.muted).text(label, LEFT, y, { width: LABEL_WIDTH - 6 });
    const labelBottom = doc.y;
    doc.font(FONT.regular).fillColor(COLOR.text).text(value || '–', VALUE_X, y, { width: VALUE_WIDTH });
    doc.y = Math.max(labelBottom, doc.y) + 1.5;
  }
}

function hashRow(doc: Pdf, label: string, hash: string, note: string | null): void {
  const y = doc.y;
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOR.muted).text(label, LEFT, y, { width: LABEL_WIDTH - 6 });
  const labelBottom = doc.y;
  doc.font(FONT.mono).fontSize(SIZE.hash).fillColor(COLOR.text).text(hash, VALUE_X, y + 0.5, { width: VALUE_WIDTH });
  if (note) doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOR.muted).text(note, VALUE_X, doc.y, { width: VALUE_WIDTH });
  doc.y = Math.max(labelBottom, doc.y) + 1.5;
}

function foot(doc: Pdf, certificate: ConsentCertificate): void {
  doc.moveDown(0.8);
  doc
    .font(FONT.regular)
    .fontSize(SIZE.small)
    .fillColor(COLOR.muted)
    .text(
      `Erstellt am ${berlinDateTime(certificate.generatedAt)} aus den gespeicherten Daten des Leads. ` +
        'Die Prüfsumme ist der SHA-256-Wert des Textes (UTF-8) und lässt sich mit jedem SHA-256-Werkzeug nachrechnen; ' +
        'ist sie gleich, ist der Text Wort für Wort derselbe, dem zugestimmt wurde.',
      LEFT,
      doc.y,
      { width: WIDTH },
    );
  doc.fillColor(COLOR.text);
}

function toBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
