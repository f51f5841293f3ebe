import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * One lead source in `GET /api/statistics/suppliers` (Lieferanten-Qualität): what became of the leads it
 * delivered in the period. Shares in percent with two decimals, EUR to the cent; null where there is
 * nothing to divide by or no purchase price to count with.
 */
export class SupplierScorecardRowDto {
  @ApiProperty({ example: 3, description: 'Id der Leadquelle' }) id: number;
  @ApiProperty({ example: 'Solarvergleich Süd', description: 'Name der Leadquelle' }) name: string;
  @ApiProperty({ description: 'Gelieferte Leads: im Zeitraum eingegangen (Lead-Datum, Berliner Zeit)' }) leads: number;
  @ApiProperty({ description: 'Davon Dubletten (ein früherer Lead derselben Person)' }) duplicates: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Dubletten in % der Leads' }) duplicateShare: number | null;
  @ApiProperty({ description: 'Davon mit geringer Qualität: Qualitätsstatus „Zu prüfen“ oder „Abgelehnt“' }) lowQuality: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Geringe Qualität in % der Leads' }) lowQualityShare: number | null;
  @ApiProperty({ description: 'Davon an den Lieferanten zurückgegeben (Reklamation beim Lieferanten): werden nicht bezahlt' }) supplierReclaimed: number;
  @ApiProperty({ description: 'Davon verkauft (mindestens ein Verkauf, auch nach dem Zeitraum)' }) soldLeads: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Verkaufte Leads in % der Leads' }) soldShare: number | null;
  @ApiProperty({ description: 'Verkäufe dieser Leads (ein Lead geht an bis zu drei Käufer)' }) sales: number;
  @ApiProperty({ description: 'Davon reklamiert (akzeptierte Reklamation oder von Mitarbeitern reklamiert)' }) reclamations: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Reklaquote in %: reklamierte Verkäufe / Verkäufe; null ohne Verkauf' }) complaintRate: number | null;
  @ApiProperty({ description: 'Verkäufe, zu denen der Käufer ein Ergebnis gemeldet hat' }) withOutcome: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Erreicht in % der Verkäufe mit Ergebnis (auch Termin, Angebot, Auftrag, Verloren); null ohne Ergebnis' })
  reachedRate: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Termin vereinbart in % der Verkäufe mit Ergebnis (auch Angebot und Auftrag)' }) appointmentRate: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Auftrag erhalten in % der Verkäufe mit Ergebnis' }) wonRate: number | null;
  @ApiProperty({ description: 'Aufträge erhalten' }) won: number;
  @ApiProperty({ description: 'Auftragswert der erhaltenen Aufträge (EUR)' }) wonValue: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Einkaufspreis je Lead (EUR, der heutige der Leadquelle); null: nicht hinterlegt' }) leadCost: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Einkaufskosten (EUR): Einkaufspreis × Leads, die nicht an den Lieferanten zurückgegeben wurden (Leads mit Ping zum Preis ihres Pings); null ohne Einkaufspreis',
  })
  cost: number | null;
  @ApiProperty({ description: 'Einnahmen inkl. Rekla. (EUR) aus den Verkäufen dieser Leads, nach der Umsatzregel der Statistik je Käufer' }) income: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Marge (EUR) = Einnahmen inkl. Rekla. − Einkaufskosten; null ohne Einkaufspreis' }) margin: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Einkaufskosten je Auftrag (EUR); null ohne Auftrag oder ohne Einkaufspreis' }) costPerWonOrder: number | null;
  // Ping/post (issue 30 §3): only when some source pinged or posted with a ping in the period, so the report of
  // a business without ping/post stays as it was.
  @ApiPropertyOptional({ description: 'Pings der Leadquelle im Zeitraum (nur, wenn im Zeitraum gepingt wurde)' }) pings?: number;
  @ApiPropertyOptional({ description: 'Angenommene Posts: Leads des Zeitraums, die mit einem Ping gesendet wurden (zum Preis des Pings bezahlt)' }) acceptedPosts?: number;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Annahmequote in %: angenommene Posts / Pings; null ohne Ping' }) acceptanceRate?: number | null;
}

/** The columns the list sorts by: the name and every figure. */
export const SUPPLIER_SORT_FIELDS = [
  'name',
  'leads',
  'duplicates',
  'duplicateShare',
  'lowQuality',
  'lowQualityShare',
  'supplierReclaimed',
  'soldLeads',
  'soldShare',
  'pings',
  'acceptedPosts',
  'acceptanceRate',
  'sales',
  'reclamations',
  'complaintRate',
  'withOutcome',
  'reachedRate',
  'appointmentRate',
  'wonRate',
  'won',
  'wonValue',
  'leadCost',
  'cost',
  'income',
  'margin',
  'costPerWonOrder',
] as const satisfies readonly (keyof SupplierScorecardRowDto)[];
export type SupplierSortField = (typeof SUPPLIER_SORT_FIELDS)[number];
