import type { XlsxColumn } from '@app/infrastructure';
import type { SupplierScorecardRowDto } from './supplier-scorecard.dto';

/** The export's columns: the page's, with the counts behind its shares. */
export const SUPPLIER_SCORECARD_COLUMNS: XlsxColumn<SupplierScorecardRowDto>[] = [
  { header: 'Leadsource', width: 30, value: (row) => row.name },
  { header: 'Leads', width: 9, type: 'integer', value: (row) => row.leads },
  { header: 'Dubletten', width: 11, type: 'integer', value: (row) => row.duplicates },
  { header: 'Dubletten-Anteil', width: 16, type: 'percent', value: (row) => row.duplicateShare },
  { header: 'Geringe Qualität', width: 16, type: 'integer', value: (row) => row.lowQuality },
  { header: 'Anteil geringe Qualität', width: 21, type: 'percent', value: (row) => row.lowQualityShare },
  { header: 'An Lieferanten zurückgegeben', width: 27, type: 'integer', value: (row) => row.supplierReclaimed },
  { header: 'Verkaufte Leads', width: 15, type: 'integer', value: (row) => row.soldLeads },
  { header: 'Verkaufsquote', width: 14, type: 'percent', value: (row) => row.soldShare },
  { header: 'Verkäufe', width: 10, type: 'integer', value: (row) => row.sales },
  { header: 'Reklamiert', width: 11, type: 'integer', value: (row) => row.reclamations },
  { header: 'Reklaquote', width: 12, type: 'percent', value: (row) => row.complaintRate },
  { header: 'Mit Ergebnis', width: 13, type: 'integer', value: (row) => row.withOutcome },
  { header: 'Erreicht', width: 10, type: 'percent', value: (row) => row.reachedRate },
  { header: 'Termin', width: 10, type: 'percent', value: (row) => row.appointmentRate },
  { header: 'Auftrag', width: 10, type: 'percent', value: (row) => row.wonRate },
  { header: 'Aufträge', width: 10, type: 'integer', value: (row) => row.won },
  { header: 'Auftragswert', width: 16, type: 'money', value: (row) => row.wonValue },
  { header: 'Einkaufspreis je Lead', width: 20, type: 'money', value: (row) => row.leadCost },
  { header: 'Einkaufskosten', width: 16, type: 'money', value: (row) => row.cost },
  { header: 'Einnahmen inkl. Rekla.', width: 20, type: 'money', value: (row) => row.income },
  { header: 'Marge', width: 14, type: 'money', value: (row) => row.margin },
  { header: 'Kosten je Auftrag', width: 17, type: 'money', value: (row) => row.costPerWonOrder },
];

/** Ping/post's columns, after the page's others when the period had pings (see SupplierScorecardRowDto.pings). */
export const SUPPLIER_PING_COLUMNS: XlsxColumn<SupplierScorecardRowDto>[] = [
  { header: 'Pings', width: 9, type: 'integer', value: (row) => row.pings ?? 0 },
  { header: 'Angenommene Posts', width: 19, type: 'integer', value: (row) => row.acceptedPosts ?? 0 },
  { header: 'Annahmequote', width: 14, type: 'percent', value: (row) => row.acceptanceRate ?? null },
];

/** The export's columns for these rows: the ping columns only when they carry them. */
export function supplierScorecardColumns(rows: readonly SupplierScorecardRowDto[]): XlsxColumn<SupplierScorecardRowDto>[] {
  return rows.some((row) => row.pings !== undefined) ? [...SUPPLIER_SCORECARD_COLUMNS, ...SUPPLIER_PING_COLUMNS] : SUPPLIER_SCORECARD_COLUMNS;
}
