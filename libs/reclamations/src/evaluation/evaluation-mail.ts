import { BerlinMonth, escapeHtml, formatDate, type MailKind } from '@app/contract';
import type { EvaluatedLead } from './evaluation.repository';

export interface EvaluationMail {
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
}

/** Where the buyer complains: the page for any of its leads, and the page with one lead filled in. */
export interface ComplaintLinks {
  page: string;
  lead(leadId: number): string;
}

const MONTH = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthLabel = ({ year, month }: BerlinMonth) => MONTH.format(Date.UTC(year, month - 1, 1));

const CLOSING = 'Mit freundlichen Grüßen\nIhr Leadportal-Team';
const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`).join('');
const CELL = 'style="padding:4px 16px 4px 0;text-align:left;vertical-align:top"';
const HEADERS = ['Lead-Nr.', 'Datum', 'Name', 'PLZ/Ort'];

const cellsOf = (lead: EvaluatedLead): string[] => [
  String(lead.leadId),
  formatDate(lead.soldAt),
  `${lead.firstName} ${lead.lastName}`.trim(),
  `${lead.zip} ${lead.city}`.trim(),
];

/** The list as plain text, in columns for a fixed-width reader. */
function textTable(leads: EvaluatedLead[]): string {
  const rows = [HEADERS, ...leads.map(cellsOf)];
  const widths = HEADERS.map((_, column) => Math.max(...rows.map((row) => row[column].length)) + 2);
  return rows.map((row) => row.map((cell, column) => (column < row.length - 1 ? cell.padEnd(widths[column]) : cell)).join('')).join('\n');
}

function htmlTable(leads: EvaluatedLead[], links: ComplaintLinks): string {
  const head = `<tr>${HEADERS.map((header) => `<th ${CELL}>${escapeHtml(header)}</th>`).join('')}</tr>`;
  const body = leads
    .map((lead) => {
      const [number, ...rest] = cellsOf(lead);
      // The number links to the complaint page with this lead filled in.
      const first = `<td ${CELL}><a href="${escapeHtml(links.lead(lead.leadId))}">${escapeHtml(number)}</a></td>`;
      return `<tr>${first}${rest.map((cell) => `<td ${CELL}>${escapeHtml(cell)}</td>`).join('')}</tr>`;
    })
    .join('');
  return `<table cellspacing="0" cellpadding="0" style="border-collapse:collapse">${head}${body}</table>`;
}

/**
 * The monthly request for feedback on last month's leads (German, formal), with the complaint page for
 * leads that did not fit. `deadlineDays`: how long after receiving a lead it can be reclaimed.
 */
export function evaluationMail(month: BerlinMonth, leads: EvaluatedLead[], links: ComplaintLinks, deadlineDays: number): EvaluationMail {
  const label = monthLabel(month);
  const count = leads.length === 1 ? 'einen Lead' : `${leads.length} Leads`;
  const opening = [
    'Sehr geehrte Damen und Herren,',
    `wie zufrieden waren Sie mit den Leads im ${label}? Wir freuen uns über Ihre Rückmeldung, ob Lob oder Kritik: Sie hilft uns, die Leads noch besser auf Ihr Unternehmen abzustimmen.`,
    `Im ${label} haben Sie ${count} von uns erhalten:`,
  ];
  const complaint = [
    'Passte ein Lead nicht (zum Beispiel falsche Kontaktdaten oder kein Interesse), reklamieren Sie ihn bitte auf unserer Reklamationsseite: Dort geben Sie die Lead-Nr. ein und nennen kurz den Grund.',
    `Reklamationen sind innerhalb von ${deadlineDays} Tagen nach Erhalt eines Leads möglich.`,
  ];
  const thanks = ['Vielen Dank für Ihr Vertrauen!', CLOSING];
  const text = [...opening, textTable(leads), ...complaint, `Zur Reklamationsseite: ${links.page}`, ...thanks].join('\n\n');
  return {
    kind: 'lead-evaluation',
    subject: `Wie zufrieden waren Sie mit den Leads im ${label}?`,
    text: `${text}\n`,
    html: `${paragraphs(opening)}${htmlTable(leads, links)}${paragraphs(complaint)}<p><a href="${escapeHtml(links.page)}">Zur Reklamationsseite</a></p>${paragraphs(thanks)}`,
  };
}
