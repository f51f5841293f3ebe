import { BerlinMonth, escapeHtml, formatMoney, type MailKind } from '@app/contract';
import type { MonthFigures } from './statistic-workbook';

export interface StatisticMail {
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
}

const MONTH = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 'November 2026' */
export const monthLabel = ({ year, month }: BerlinMonth): string => MONTH.format(Date.UTC(year, month - 1, 1));

const CLOSING = 'Mit freundlichen Grüßen\nIhr Leadportal-Team';
const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`).join('');
const CELL = 'style="padding:4px 16px 4px 0;text-align:left"';
const AMOUNT = 'style="padding:4px 0;text-align:right"';

/** The figures in the order and with the labels of the statistics table. */
function figureLines(figures: MonthFigures): [string, string][] {
  return [
    ['Verkaufte Leads', String(figures.count)],
    ['Reklamationen', String(figures.reclamations)],
    ['Einnahmen ohne Rekla.', formatMoney(figures.revenue)],
    ['Rekla. Abzug', formatMoney(figures.deduction)],
    ['Einnahmen inkl. Rekla.', formatMoney(figures.income)],
  ];
}

/** Last month's statistics for one organisation (German, formal); the lead list travels as `fileName`. */
export function statisticMail(month: BerlinMonth, figures: MonthFigures, fileName: string): StatisticMail {
  const label = monthLabel(month);
  const intro = `anbei erhalten Sie Ihre Lead-Statistik für ${label}.`;
  const attachment = `Die Liste aller Leads dieses Monats mit Kontaktdaten und Reklamationsstatus finden Sie in der angehängten Excel-Datei „${fileName}“.`;
  const questions = 'Bei Fragen zu Ihrer Statistik sind wir gern für Sie da.';
  const lines = figureLines(figures);
  const width = Math.max(...lines.map(([name]) => name.length)) + 2;
  const text = [
    'Sehr geehrte Damen und Herren,',
    intro,
    lines.map(([name, value]) => `${`${name}:`.padEnd(width)}${value}`).join('\n'),
    attachment,
    questions,
    CLOSING,
  ].join('\n\n');
  const table = `<table cellspacing="0" cellpadding="0" style="border-collapse:collapse">${lines
    .map(([name, value]) => `<tr><td ${CELL}>${escapeHtml(name)}</td><td ${AMOUNT}><strong>${escapeHtml(value)}</strong></td></tr>`)
    .join('')}</table>`;
  return {
    kind: 'statistic-monthly',
    subject: `Ihre Lead-Statistik für ${label}`,
    text: `${text}\n`,
    html: `${paragraphs(['Sehr geehrte Damen und Herren,', intro])}${table}${paragraphs([attachment, questions, CLOSING])}`,
  };
}
