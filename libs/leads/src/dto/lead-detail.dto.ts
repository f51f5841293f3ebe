import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, Allow, IsArray, IsBoolean, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { IsId } from '@app/infrastructure';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SellingStatisticDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Verkaufszeitpunkt' }) dateTime: string;
  @ApiProperty() organisation: { id: number; name: string };
  @ApiProperty({ description: 'Reklamiert' }) reclamation: boolean;
  @ApiPropertyOptional({ nullable: true }) reclaimedAt: string | null;
  @ApiPropertyOptional({ nullable: true, description: 'Grund der Reklamation' }) reclamationNote: string | null;
  @ApiProperty() price: number;
  @ApiProperty() manual: boolean;
  @ApiProperty() forced: boolean;
  @ApiPropertyOptional({ description: 'Zustellung: pending, delivered oder failed; nextAttemptAt: wann eine ausstehende als Nächstes versucht wird' })
  delivery: { id: number; status: string; attempts: number; lastError: string | null; deliveredAt: string | null; reference: string | null; nextAttemptAt: string | null } | null;
}

export class LeadDetailDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Dieselbe Nummer wie id' }) lId: number;
  @ApiProperty() created: string;
  @ApiProperty({ description: 'Tatsächlicher Eingang, nur lesbar' }) realCreated: string;
  @ApiProperty() qualified: boolean;
  @ApiPropertyOptional({ nullable: true }) qualifiedAt: string | null;
  @ApiProperty() contact: { salutation: string; firstName: string; lastName: string; phone: string; email: string; street: string; zip: string; city: string };
  @ApiProperty() data: Record<string, string>;
  @ApiProperty() leadsource: string;
  @ApiProperty() leadsourceSlug: string;
  @ApiPropertyOptional({ nullable: true }) pipedriveId: string | null;
  @ApiPropertyOptional({ nullable: true }) duplicateOfId: number | null;
  @ApiProperty({ type: [SellingStatisticDto] }) sellingStatistics: SellingStatisticDto[];
  @ApiProperty({ description: 'Beim Lieferanten reklamiert' }) recla: boolean;
  @ApiPropertyOptional({ nullable: true, description: 'Reklamation beim Lieferanten: Grund und Zeitpunkt' }) reclamation: { reason: string; at: string } | null;
  @ApiProperty({ description: 'Wer wann was geändert hat, neueste zuerst' }) history: { at: string; kind: string; text: string; user: string | null }[];
}

/** `PUT /api/lead/{lId}/reclamate/buyer/{orgId}`: one sale reclaimed (true) or its reclamation reverted (false). */
export class ReclaimSaleDto {
  @ApiProperty({ description: 'Id des Verkaufs (sellingStatistics[].id)' })
  @IsId({ message: 'Bitte die Nummer des Verkaufs (id) angeben' })
  id: number;

  @ApiProperty()
  @IsBoolean({ message: 'reclamation muss wahr oder falsch sein' })
  reclamation: boolean;
}

/** `PUT /api/lead/{lId}/reclamate/buyers`: every sale reclaimed with the buyers' reason. */
export class ReclaimByBuyersDto {
  @ApiProperty({ description: 'Grund (Freitext)' })
  @Transform(trimmed)
  @IsString({ message: 'Bitte einen Grund angeben' })
  @MinLength(1, { message: 'Bitte einen Grund angeben' })
  @MaxLength(1000, { message: 'Der Grund darf höchstens 1.000 Zeichen lang sein' })
  note: string;
}


/** Staff edit a lead: qualify it, set the CRM deal id, correct the contact (checked by the funnel's rules, libs/contract). */
export class UpdateLeadDto {
  @ApiPropertyOptional({ description: 'true verteilt den Lead an die passenden Käufer (einmal)' })
  @IsOptional()
  @IsBoolean({ message: 'Qualifiziert muss wahr oder falsch sein' })
  qualified?: boolean;

  @ApiPropertyOptional({ nullable: true, description: 'Deal-Id im CRM' })
  @IsOptional()
  @Transform(trimmed)
  @ValidateIf((dto: UpdateLeadDto) => dto.pipedriveId !== null)
  @IsString({ message: 'Deal-Id muss ein Text sein' })
  @MaxLength(50, { message: 'Deal-Id darf höchstens 50 Zeichen lang sein' })
  pipedriveId?: string | null;

  // The whole lead may be sent back; these parts are shown, not changed here.
  @Allow() id?: unknown;
  @Allow() lId?: unknown;
  @Allow() created?: unknown;
  @Allow() realCreated?: unknown;
  @Allow() qualifiedAt?: unknown;
  @ApiPropertyOptional({ description: 'Kontakt (salutation, firstName, lastName, phone, email, street, zip, city); nicht gesendete Felder bleiben' })
  @Allow()
  contact?: unknown;
  @Allow() data?: unknown;
  @Allow() leadsource?: unknown;
  @Allow() leadsourceSlug?: unknown;
  @Allow() duplicateOfId?: unknown;
  @Allow() sellingStatistics?: unknown;
  @Allow() recla?: unknown;
  @Allow() reclamation?: unknown;
  @Allow() history?: unknown;
}

export class SellLeadDto {
  @ApiProperty({ type: [Number], description: 'Unternehmen, an die verkauft wird' })
  @IsArray({ message: 'Bitte mindestens ein Unternehmen wählen' })
  @ArrayMinSize(1, { message: 'Bitte mindestens ein Unternehmen wählen' })
  @ArrayMaxSize(50, { message: 'Höchstens 50 Unternehmen auf einmal' })
  @IsId({ each: true, message: 'Unternehmen müssen Ids sein (ganze Zahlen von 1 bis 2147483647)' })
  organisations: number[];

  @ApiPropertyOptional({ description: 'Auch an Unternehmen verkaufen, die laut Regeln nicht passen (wird vermerkt)' })
  @IsOptional()
  @IsBoolean({ message: 'force muss wahr oder falsch sein' })
  force?: boolean;
}
