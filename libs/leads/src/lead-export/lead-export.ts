import type { XlsxColumn } from '@app/infrastructure';
import { berlinExcelDate } from '@app/infrastructure';
import { formatPhone } from '@app/contract';
import type { LeadListRow } from '../lead-list/lead-list.repository';

/** One row of the lead export (spec section 3, "Export row: date, lead, company"): a sale, or a lead no one bought. */
export interface LeadExportRow {
  lead: LeadListRow;
  sale: LeadListRow['sales'][number] | null;
}

export function exportRows(leads: LeadListRow[]): LeadExportRow[] {
  return leads.flatMap((lead): LeadExportRow[] => (lead.sales.length ? lead.sales.map((sale) => ({ lead, sale })) : [{ lead, sale: null }]));
}

const data = (key: string) => (row: LeadExportRow) => row.lead.data?.[key] ?? '';

/** Exactly the spec's columns, in its order. */
export const LEAD_EXPORT_COLUMNS: XlsxColumn<LeadExportRow>[] = [
  { header: 'Datum', width: 12, type: 'date', value: (row) => berlinExcelDate(row.sale?.soldAt ?? row.lead.createdAt) },
  { header: 'Reklamiert', width: 11, value: (row) => (row.sale?.reclaimed || row.lead.supplierReclaimedAt ? 'Ja' : 'Nein') },
  { header: 'Firmenname', width: 28, value: (row) => row.sale?.organisationName ?? '' },
  { header: 'Lead Id', width: 10, type: 'integer', value: (row) => row.lead.id },
  { header: 'Vorname', width: 16, value: (row) => row.lead.firstName },
  { header: 'Nachname', width: 18, value: (row) => row.lead.lastName },
  { header: 'Email', width: 30, value: (row) => row.lead.email },
  { header: 'Telefon', width: 18, value: (row) => formatPhone(row.lead.phone) },
  { header: 'Straße', width: 26, value: (row) => row.lead.street },
  { header: 'PLZ', width: 7, value: (row) => row.lead.zip },
  { header: 'Stadt', width: 18, value: (row) => row.lead.city },
  { header: 'Stromverbrauch', width: 16, value: data('consumption') },
  { header: 'Hausart', width: 18, value: data('buildingType') },
  { header: 'Dachart', width: 14, value: data('roofType') },
  { header: 'Dachmaterial', width: 16, value: data('roofing') },
  { header: 'Dachfläche', width: 12, value: data('roofAreaSize') },
  { header: 'Finanzierung', width: 16, value: data('financingType') },
  { header: 'Stromspeicher', width: 14, value: data('interestBattery') },
  { header: 'Zeitraum', width: 16, value: data('implementationPeriod') },
  { header: 'Zusatzinformationen', width: 30, value: data('extraInfo') },
  { header: 'Leadsource', width: 18, value: (row) => row.lead.leadsourceName },
  { header: 'Erstellt', width: 12, type: 'date', value: (row) => berlinExcelDate(row.lead.createdAt) },
  { header: 'Empfänger', width: 30, value: (row) => row.lead.sales.map((sale) => sale.organisationName).join(', ') },
];
