import type { XlsxColumn } from '@app/infrastructure';
import { LOST_REASON_LABELS, LOST_REASONS } from '@app/contract';
import { LOST_REASON_FIELDS, type QualityGroup, type QualityRowDto } from './quality.dto';

const GROUP_HEADER: Record<QualityGroup, string> = { leadsource: 'Leadsource', organisation: 'Unternehmen', zip2: 'PLZ-Gebiet' };

/** The report's columns for one grouping: the columns only one grouping has are left out of the others. */
export function qualityColumns(groupBy: QualityGroup): XlsxColumn<QualityRowDto>[] {
  return [
    { header: GROUP_HEADER[groupBy], width: 30, value: (row) => row.name },
    { header: 'Verkaufte Leads', width: 15, type: 'integer', value: (row) => row.leadsSold },
    { header: 'Verkäufe', width: 10, type: 'integer', value: (row) => row.sales },
    { header: 'Reklaquote', width: 12, type: 'percent', value: (row) => row.complaintRate },
    { header: 'Mit Ergebnis', width: 13, type: 'percent', value: (row) => row.outcomeShare },
    { header: 'Erreicht', width: 10, type: 'percent', value: (row) => row.reachedRate },
    { header: 'Termin', width: 10, type: 'percent', value: (row) => row.appointmentRate },
    { header: 'Angebot', width: 10, type: 'percent', value: (row) => row.offerRate },
    { header: 'Auftrag', width: 10, type: 'percent', value: (row) => row.wonRate },
    { header: 'Aufträge', width: 10, type: 'integer', value: (row) => row.won },
    { header: 'Verloren', width: 10, type: 'integer', value: (row) => row.lost },
    ...LOST_REASONS.map((reason): XlsxColumn<QualityRowDto> => ({ header: `Verloren: ${LOST_REASON_LABELS[reason]}`, width: 14, type: 'integer', value: (row) => row[LOST_REASON_FIELDS[reason]] })),
    { header: 'Auftragswert', width: 16, type: 'money', value: (row) => row.wonValue },
    { header: 'Einnahmen inkl. Rekla.', width: 20, type: 'money', value: (row) => row.income },
    { header: 'Umsatz je Lead', width: 15, type: 'money', value: (row) => row.revenuePerLead },
    ...(groupBy === 'organisation' ? [{ header: 'Kosten je Auftrag', width: 17, type: 'money' as const, value: (row: QualityRowDto) => row.costPerWonOrder }] : []),
    ...(groupBy === 'leadsource'
      ? [
          { header: 'Einkaufspreis je Lead', width: 20, type: 'money' as const, value: (row: QualityRowDto) => row.leadCost },
          { header: 'Marge je Lead', width: 14, type: 'money' as const, value: (row: QualityRowDto) => row.marginPerLead },
        ]
      : []),
  ];
}
