import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

/** A filter's text; what it means is read by the service (libs/contract list-filters). */
const filterText = (name: string) => applyDecorators(IsOptional(), IsString({ message: `${name} muss ein Text sein` }), MaxLength(100, { message: `${name} ist zu lang` }));

/** Query of `GET /api/statistics/`: unset filters arrive as the word `false` (spec section 7). */
export class StatisticsQueryDto {
  @ApiPropertyOptional({ description: "Erster Tag 'JJJJ-MM-TT' (Berliner Zeit) oder Unix-Sekunden; 'false' = kein Filter" })
  @filterText('startTime')
  startTime?: string;

  @ApiPropertyOptional({ description: "Letzter Tag (eingeschlossen) 'JJJJ-MM-TT' oder Unix-Sekunden; 'false' = kein Filter" })
  @filterText('endTime')
  endTime?: string;

  @ApiPropertyOptional({ description: 'Id des Unternehmens' })
  @filterText('orga')
  orga?: string;

  @ApiPropertyOptional({ description: 'Id oder Slug der Leadsource' })
  @filterText('leadsource')
  leadsource?: string;

  @ApiPropertyOptional({ enum: ['full'], description: 'full: mit Verkäufen und Leads je Zeile' })
  @IsOptional()
  @IsIn(['full', 'false'], { message: "mode muss 'full' sein oder fehlen" })
  mode?: string;
}

export class StatisticCompanyDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'EUR' }) leadSellCost: number;
  @ApiProperty({ description: 'Prozent' }) reclamationQuote: number;
}

export class StatisticSaleDto {
  @ApiProperty() id: number;
  @ApiProperty() leadId: number;
  @ApiProperty() dateTime: Date;
  @ApiProperty({ description: 'EUR' }) price: number;
  @ApiProperty() reclamation: boolean;
}

export class StatisticLeadDto {
  @ApiProperty() id: number;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() zip: string;
  @ApiProperty() created: Date;
  @ApiProperty() qualified: boolean;
  @ApiProperty({ type: Date, nullable: true }) qualifiedAt: Date | null;
  @ApiProperty({ type: String, nullable: true, description: 'Deal-Id im CRM' }) pipedriveId: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Nur in den Details: Adresse des Deals im CRM (CRM_DEAL_URL); null ohne Deal-Id oder Vorlage' })
  dealUrl?: string | null;
  @ApiProperty() reclamation: boolean;
}

/** One company in one Berlin calendar month. */
export class StatisticRowDto {
  @ApiProperty({ example: '12-2026-11', description: 'Unternehmen und Monat' }) id: string;
  @ApiProperty({ example: '2026-11-01', description: 'Erster Tag des Monats' }) date: string;
  @ApiProperty({ type: StatisticCompanyDto }) company: StatisticCompanyDto;
  @ApiProperty({ description: 'Verkaufte Leads' }) count: number;
  @ApiProperty({ description: 'Davon reklamiert' }) reclamations: number;
  @ApiProperty({ description: 'Einnahmen ohne Rekla. (EUR)' }) revenue: number;
  @ApiProperty({ description: 'Rekla. Abzug (EUR)' }) deduction: number;
  @ApiProperty({ description: 'Einnahmen inkl. Rekla. (EUR)' }) income: number;
  @ApiPropertyOptional({ type: [StatisticSaleDto], description: 'nur mit mode=full' }) statistics?: StatisticSaleDto[];
  @ApiPropertyOptional({ type: [StatisticLeadDto], description: 'nur mit mode=full' }) leads?: StatisticLeadDto[];
}

export class StatisticsDetailDto {
  @ApiProperty({ type: StatisticCompanyDto }) company: StatisticCompanyDto;
  @ApiProperty({ example: '2026-11-01' }) date: string;
  @ApiProperty({ description: 'Verkaufte Leads im Monat' }) total: number;
  @ApiProperty({ type: [StatisticLeadDto] }) leads: StatisticLeadDto[];
  @ApiProperty({ type: [Number], description: 'Ids der reklamierten Leads' }) reclamations: number[];
}

export const DASHBOARD_PERIODS = ['total', 'today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'thisYear', 'lastYear'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export type PeriodCounts = Record<DashboardPeriod, number>;

/** Counts per period of the Berlin calendar (weeks from Monday). */
export class PeriodCountsDto implements PeriodCounts {
  @ApiProperty() total: number;
  @ApiProperty() today: number;
  @ApiProperty() yesterday: number;
  @ApiProperty() thisWeek: number;
  @ApiProperty() lastWeek: number;
  @ApiProperty() thisMonth: number;
  @ApiProperty() lastMonth: number;
  @ApiProperty() thisYear: number;
  @ApiProperty() lastYear: number;
}

export class DashboardOrganisationsDto {
  @ApiProperty() all: number;
  @ApiProperty() active: number;
  @ApiProperty() inactive: number;
  @ApiProperty() deleted: number;
  @ApiProperty() deletedThisMonth: number;
  @ApiProperty() createdThisMonth: number;
}

export class DashboardLeadsDto {
  @ApiProperty() all: number;
  @ApiProperty() qualified: number;
  @ApiProperty() notQualified: number;
  @ApiProperty({ description: 'Leads mit mindestens einem Verkauf' }) sold: number;
  @ApiProperty({ type: PeriodCountsDto, description: 'Erstellte Leads je Zeitraum (Berliner Kalender, Wochen ab Montag)' }) created: PeriodCounts;
}

export class DashboardStatisticsDto {
  @ApiProperty({ type: PeriodCountsDto, description: 'Verkäufe je Zeitraum' }) sold: PeriodCounts;
  @ApiProperty({ type: PeriodCountsDto, description: 'Reklamierte Verkäufe je Zeitraum' }) reclamations: PeriodCounts;
}

export class DashboardDto {
  @ApiProperty({ type: DashboardOrganisationsDto }) organisations: DashboardOrganisationsDto;
  @ApiProperty({ type: DashboardLeadsDto }) leads: DashboardLeadsDto;
  @ApiProperty({ type: DashboardStatisticsDto }) statistics: DashboardStatisticsDto;
}

/** One company's progress towards its monthly goal. */
export class GoalDto {
  @ApiProperty() companyId: number;
  @ApiProperty() companyActive: boolean;
  @ApiProperty() companyName: string;
  @ApiProperty() sold: number;
  @ApiProperty() reclamations: number;
  @ApiProperty({ description: 'Monatsziel (monthlyLeadGoal); 0 = keins' }) total: number;
  @ApiProperty({ description: 'Reklamationen / verkauft in Prozent' }) reclamationQuote: number;
  @ApiProperty({ description: 'Einnahmen inkl. Rekla. (EUR)' }) salesVolume: number;
  @ApiProperty({ description: 'Anteil an den Einnahmen aller Unternehmen in Prozent' }) totalSalesVolumeQuote: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Erreichter Anteil des Monatsziels in Prozent (libs/contract goalProgress); null ohne Ziel' }) progress: number | null;
}

/** One Berlin calendar day of a month: leads that came in, sales made and reclaimed that day. */
export class DayFiguresDto {
  @ApiProperty({ example: '2026-11-01', description: 'Tag (Berliner Zeit)' }) date: string;
  @ApiProperty({ description: 'Eingegangene Leads' }) leads: number;
  @ApiProperty({ description: 'Verkäufe' }) sold: number;
  @ApiProperty({ description: 'Davon reklamiert' }) reclamations: number;
}
