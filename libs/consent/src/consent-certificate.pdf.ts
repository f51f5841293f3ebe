import { newPdfDocument } from '@app/infrastructure';
import { formatPhone } from '@app/contract';
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

/** Smaller steps until everything fits on one page (a supplier's consent text may be 2,000 characters long). */
const SCALES = [1, 0.9, 0.8, 0.72, 0.65, 0.58];

/**
 * The one-page 'Einwilligungsnachweis' of a lead: who consented when, from where, to which text (with its
 * SHA-256), whether the address was confirmed, what was asked, and to whom the data went.
 */
export function renderConsentCertificate(certificate: ConsentCertificate): Promise<Buffer> {
  for (const scale of SCALES) {
    const { doc, pages } = draw(certificate, scale);
    if (pages() === 1) return toBuffer(doc);
    doc.end();
  }
  // Not even the smallest type fits: the certificate goes on over a second page, no row split.
  return toBuffer(draw(certificate, SCALES[SCALES.length - 1]).doc);
}

/** A page per section heading and row at most: rows never break across pages, sizes follow `scale`. */
class Sheet {
  constructor(
    readonly doc: Pdf,
    private readonly scale: number,
  ) {}

  size(points: number): number {
    return points * this.scale;
  }

  /** A new page when `height` no longer fits above the bottom margin. */
  room(height: number): void {
    if (this.doc.y + height > this.doc.page.height - this.doc.page.margins.bottom) {
      this.doc.addPage();
      this.doc.y = this.doc.page.margins.top;
    }
  }
}

function draw(certificate: ConsentCertificate, scale: number): { doc: Pdf; pages: () => number } {
  const doc = newPdfDocument({
    size: 'A4',
    margins: { top: mm(16), bottom: mm(14), left: LEFT, right: mm(20) },
    font: FONT.regular,
    lang: 'de-DE',
    displayTitle: true,
    info: { Title: `Einwilligungsnachweis Lead ${certificate.leadId}`, Creator: 'Leadportal', Producer: 'Leadportal' },
  });
  let pages = 1;
  doc.on('pageAdded', () => pages++);
  const sheet = new Sheet(doc, scale);
  head(sheet, certificate);

  section(sheet, 'Betroffene Person');
  rows(sheet, [
    ['Name', certificate.person.name],
    ['E-Mail', certificate.person.email],
    ['Telefon', formatPhone(certificate.person.phone)],
    ['PLZ und Ort', certificate.person.place],
  ]);

  const { consent } = certificate;
  section(sheet, 'Einwilligung');
  rows(sheet, [
    ['Erteilt am', consent.at ? berlinDateTime(consent.at) : NOT_GIVEN],
    ['Herkunft (Leadsource)', certificate.source],
    ['IP-Adresse', consent.ip ?? NOT_GIVEN],
    ['Browser (User-Agent)', consent.userAgent ?? NOT_GIVEN],
    ...(consent.proofUrl ? [['Nachweis der Leadsource', consent.proofUrl] as [string, string]] : []),
    ['Einwilligungstext', consent.text ? `„${consent.text}“` : NOT_GIVEN],
  ]);
  if (consent.hash) {
    hashRow(sheet, 'Fassung (SHA-256)', consent.hash, consent.versionValidFrom ? `gültig seit ${berlinDateTime(consent.versionValidFrom)}` : null);
  }
  for (const page of certificate.legal) {
    hashRow(sheet, page.title, page.hash, `Fassung gültig seit ${berlinDateTime(page.validFrom)}`);
  }

  section(sheet, 'Bestätigung der E-Mail-Adresse (Double-Opt-in)');
  const { confirmation } = certificate;
  if (confirmation.state === 'confirmed') {
    rows(sheet, [
      ['Bestätigt am', berlinDateTime(confirmation.at)],
      ['IP-Adresse', confirmation.ip ?? NOT_GIVEN],
      ['Browser (User-Agent)', confirmation.userAgent ?? NOT_GIVEN],
    ]);
  } else {
    rows(sheet, [['Stand', confirmation.state === 'pending' ? 'Bestätigungslink verschickt, noch nicht bestätigt' : 'Keine Bestätigung angefordert']]);
  }

  section(sheet, 'Angaben des Interessenten');
  rows(sheet, certificate.answers.length ? certificate.answers.map(({ label, value }) => [label, value]) : [['Angaben', 'keine']]);

  section(sheet, 'Weitergabe der Daten');
  rows(
    sheet,
    certificate.buyers.length
      ? certificate.buyers.map(({ name, at }) => [berlinDateTime(at), name])
      : [['Weitergegeben an', 'noch an kein Unternehmen']],
  );

  foot(sheet, certificate);
  return { doc, pages: () => pages };
}

function head(sheet: Sheet, certificate: ConsentCertificate): void {
  const { doc } = sheet;
  if (certificate.issuer) doc.font(FONT.regular).fontSize(sheet.size(SIZE.small)).fillColor(COLOR.muted).text(certificate.issuer, LEFT, doc.y, { width: WIDTH });
  doc.font(FONT.bold).fontSize(sheet.size(SIZE.title)).fillColor(COLOR.text).text('Einwilligungsnachweis', LEFT, doc.y, { width: WIDTH });
  doc
    .font(FONT.regular)
    .fontSize(sheet.size(SIZE.body))
    .fillColor(COLOR.muted)
    .text(`Lead ${certificate.leadId} · eingegangen am ${berlinDateTime(certificate.receivedAt)} (deutsche Zeit)`, LEFT, doc.y + 2, { width: WIDTH });
  doc.moveDown(0.3);
}

function section(sheet: Sheet, title: string): void {
  const { doc } = sheet;
  doc.moveDown(0.5);
  doc.font(FONT.bold).fontSize(sheet.size(SIZE.heading));
  // The heading stays with its first row.
  sheet.room(doc.heightOfString(title, { width: WIDTH }) + sheet.size(SIZE.body) * 2 + 6);
  const y = doc.y;
  doc.moveTo(LEFT, y).lineTo(LEFT + WIDTH, y).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
  doc.fillColor(COLOR.text).text(title, LEFT, y + 4, { width: WIDTH });
  doc.moveDown(0.2);
}

/** Label left, value right; a long value wraps inside its column, and a row is never split. */
function rows(sheet: Sheet, entries: [label: string, value: string][]): void {
  const { doc } = sheet;
  doc.font(FONT.regular).fontSize(sheet.size(SIZE.body));
  for (const [label, value] of entries) {
    const shown = value || '–';
    sheet.room(Math.max(doc.heightOfString(label, { width: LABEL_WIDTH - 6 }), doc.heightOfString(shown, { width: VALUE_WIDTH })));
    const y = doc.y;
    doc.fillColor(COLOR.muted).text(label, LEFT, y, { width: LABEL_WIDTH - 6 });
    const labelBottom = doc.y;
    doc.fillColor(COLOR.text).text(shown, VALUE_X, y, { width: VALUE_WIDTH });
    doc.y = Math.max(labelBottom, doc.y) + 1.5 * sheet.size(1);
  }
}

function hashRow(sheet: Sheet, label: string, hash: string, note: string | null): void {
  const { doc } = sheet;
  doc.font(FONT.regular).fontSize(sheet.size(SIZE.body));
  sheet.room(doc.heightOfString(label, { width: LABEL_WIDTH - 6 }) + sheet.size(SIZE.small) * 2);
  const y = doc.y;
  doc.fillColor(COLOR.muted).text(label, LEFT, y, { width: LABEL_WIDTH - 6 });
  const labelBottom = doc.y;
  doc.font(FONT.mono).fontSize(sheet.size(SIZE.hash)).fillColor(COLOR.text).text(hash, VALUE_X, y + 0.5, { width: VALUE_WIDTH });
  if (note) doc.font(FONT.regular).fontSize(sheet.size(SIZE.small)).fillColor(COLOR.muted).text(note, VALUE_X, doc.y, { width: VALUE_WIDTH });
  doc.y = Math.max(labelBottom, doc.y) + 1.5 * sheet.size(1);
  doc.font(FONT.regular).fontSize(sheet.size(SIZE.body));
}

function foot(sheet: Sheet, certificate: ConsentCertificate): void {
  const { doc } = sheet;
  const text =
    `Erstellt am ${berlinDateTime(certificate.generatedAt)} aus den gespeicherten Daten des Leads. ` +
    'Die Prüfsumme ist der SHA-256-Wert des Textes (UTF-8) und lässt sich mit jedem SHA-256-Werkzeug nachrechnen; ' +
    'ist sie gleich, ist der Text Wort für Wort derselbe, dem zugestimmt wurde.';
  doc.moveDown(0.8);
  doc.font(FONT.regular).fontSize(sheet.size(SIZE.small)).fillColor(COLOR.muted);
  sheet.room(doc.heightOfString(text, { width: WIDTH }));
  doc.text(text, LEFT, doc.y, { width: WIDTH });
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
