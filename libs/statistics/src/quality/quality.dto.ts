import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { LostReason } from '@app/contract';

export const QUALITY_GROUPS = ['leadsource', 'organisation', 'zip2'] as const;
export type QualityGroup = (typeof QUALITY_GROUPS)[number];
export const GROUP_MESSAGE = 'groupBy muss leadsource, organisation oder zip2 sein';
export const isQualityGroup = (value: unknown): value is QualityGroup => (QUALITY_GROUPS as readonly unknown[]).includes(value);

/** Query of `GET /api/statistics/quality` and its export. */
export class QualityQueryDto {
  @ApiPropertyOptional({ example: '2026-11-01', description: "Erster Verkaufstag 'JJJJ-MM-TT' (Berliner Zeit); ohne: der Erste des laufenden Monats" })
  @IsOptional()
  @IsString({ message: "from muss ein Datum 'JJJJ-MM-TT' sein" })
  @MaxLength(10, { message: "from muss ein Datum 'JJJJ-MM-TT' sein" })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: "Letzter Verkaufstag (eingeschlossen) 'JJJJ-MM-TT'; ohne: heute" })
  @IsOptional()
  @IsString({ message: "to muss ein Datum 'JJJJ-MM-TT' sein" })
  @MaxLength(10, { message: "to muss ein Datum 'JJJJ-MM-TT' sein" })
  to?: string;

  @ApiPropertyOptional({ enum: QUALITY_GROUPS, description: 'Gruppiert nach Leadquelle (Standard), Unternehmen oder den ersten zwei Ziffern der PLZ' })
  @IsOptional()
  @IsString({ message: GROUP_MESSAGE })
  @MaxLength(20, { message: GROUP_MESSAGE })
  groupBy?: string;
}

/** Where each lost reason (libs/contract LOST_REASONS) is counted in a row of the report and its export. */
export const LOST_REASON_FIELDS = {
  price: 'lostPrice',
  competitor: 'lostCompetitor',
  noInterest: 'lostNoInterest',
  financing: 'lostFinancing',
  other: 'lostOther',
} as const satisfies Record<LostReason, string>;

/** The figures of one group (or of all groups together). Percentages with two decimals, EUR to the cent. */
export class QualityFiguresDto {
  @ApiProperty({ description: 'Verkaufte Leads: verschiedene Leads mit mindestens einem Verkauf im Zeitraum' }) leadsSold: number;
  @ApiProperty({ description: 'Verkäufe (ein Lead geht an bis zu drei Käufer)' }) sales: number;
  @ApiProperty({ description: 'Reklamierte Verkäufe' }) reclamations: number;
  @ApiProperty({ description: 'Reklaquote in %: reklamierte Verkäufe / Verkäufe' }) complaintRate: number;
  @ApiProperty({ description: 'Verkäufe mit Ergebnis' }) withOutcome: number;
  @ApiProperty({ description: 'Anteil der Verkäufe mit Ergebnis in %' }) outcomeShare: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Erreicht in % der Verkäufe mit Ergebnis (auch Termin, Angebot, Auftrag, Verloren); null ohne Ergebnis' })
  reachedRate: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Termin vereinbart in % (auch Angebot und Auftrag)' }) appointmentRate: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Angebot abgegeben in % (auch Auftrag)' }) offerRate: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Auftrag erhalten in %' }) wonRate: number | null;
  @ApiProperty({ description: 'Aufträge erhalten' }) won: number;
  @ApiProperty({ description: 'Verloren: Verkäufe mit dem Ergebnis „Verloren“' }) lost: number;
  @ApiProperty({ description: 'Davon verloren wegen des Preises' }) lostPrice: number;
  @ApiProperty({ description: 'Davon an einen Wettbewerber verloren' }) lostCompetitor: number;
  @ApiProperty({ description: 'Davon verloren, weil der Kunde kein Interesse mehr hat' }) lostNoInterest: number;
  @ApiProperty({ description: 'Davon an der Finanzierung gescheitert' }) lostFinancing: number;
  @ApiProperty({ description: 'Davon aus einem anderen Grund verloren (auch Pipedrive-Deals)' }) lostOther: number;
  @ApiProperty({ description: 'Auftragswert der erhaltenen Aufträge (EUR)' }) wonValue: number;
  @ApiProperty({ description: 'Einnahmen inkl. Rekla. (EUR), nach der Umsatzregel der Statistik je Unternehmen' }) income: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Umsatz je Lead (EUR): Einnahmen inkl. Rekla. / verkaufte Leads' }) revenuePerLead: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Nur je Unternehmen: Kosten je Auftrag (EUR) = bezahlte Preise (Einnahmen inkl. Rekla.) / Aufträge; null ohne Auftrag' })
  costPerWonOrder?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Nur je Leadquelle: Einkaufspreis je Lead (EUR); null: nicht hinterlegt' }) leadCost?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Nur je Leadquelle: Marge je Lead (EUR) = Umsatz je Lead − Einkaufspreis je Lead' })
  marginPerLead?: number | null;
}

export class QualityRowDto extends QualityFiguresDto {
  @ApiProperty({ example: '3', description: 'Id der Leadquelle oder des Unternehmens, oder die zwei PLZ-Ziffern' }) key: string;
  @ApiProperty({ example: 'Solarvergleich Süd', description: 'Name der Leadquelle oder des Unternehmens, oder „PLZ 80“' }) name: string;
}

export class QualityReportDto {
  @ApiProperty({ example: '2026-11-01' }) from: string;
  @ApiProperty({ example: '2026-11-30' }) to: string;
  @ApiProperty({ enum: QUALITY_GROUPS }) groupBy: QualityGroup;
  @ApiProperty({ type: [QualityRowDto], description: 'Je Gruppe; meiste verkaufte Leads zuerst' }) rows: QualityRowDto[];
  @ApiProperty({ type: QualityFiguresDto, description: 'Alle Gruppen zusammen' }) total: QualityFiguresDto;
}
