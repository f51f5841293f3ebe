import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { LEAD_DATA_SCHEMA, LeadContactDto, SaleOrganisationDto, SupplierReclamationDto } from '../dto/lead-detail.dto';
import { LeadQualityDto } from '../dto/lead-quality.dto';

/** A filter's text; unset filters arrive as the word `false` (spec section 7), read by the service. */
const filterText = (name: string) => applyDecorators(IsOptional(), IsString({ message: `${name} muss ein Text sein` }), MaxLength(100, { message: `${name} ist zu lang` }));

/** Lead filters (spec section 3) plus ra-data-simple-rest's `range`, `sort`, `filter`. */
export class LeadListQueryDto {
  @ApiPropertyOptional({ description: "Erstellt ab Tag 'JJJJ-MM-TT' (Berliner Zeit) oder Unix-Sekunden" }) @filterText('startTime') startTime?: string;
  @ApiPropertyOptional({ description: "Erstellt bis Tag (eingeschlossen) 'JJJJ-MM-TT' oder Unix-Sekunden" }) @filterText('endTime') endTime?: string;
  @ApiPropertyOptional({ description: 'Id oder Slug der Leadsource' }) @filterText('leadsource') leadsource?: string;
  @ApiPropertyOptional({ description: 'PLZ-Anfang, z. B. 80' }) @filterText('zipfilter') zipfilter?: string;
  @ApiPropertyOptional({ description: 'Verkauft an (Id des Unternehmens)' }) @filterText('soldto') soldto?: string;
  @ApiPropertyOptional({ description: 'Vorname beginnt mit' }) @filterText('firstname') firstname?: string;
  @ApiPropertyOptional({ description: 'Nachname beginnt mit' }) @filterText('lastname') lastname?: string;
  @ApiPropertyOptional({ description: "'true': nur qualifizierte Leads" }) @filterText('qualified') qualified?: string;
  @ApiPropertyOptional({ description: 'Deal-Id im CRM' }) @filterText('pidfilter') pidfilter?: string;
  @ApiPropertyOptional({ description: "Qualität: 'review' (zu prüfen), 'rejected' (abgelehnt) oder 'ok'" }) @filterText('quality') quality?: string;
  @ApiPropertyOptional({ description: 'Telefonnummer, wie getippt (0171 … oder +49171 …); gefunden wird die gleiche Nummer' }) @filterText('phone') phone?: string;
  @ApiPropertyOptional({ description: 'E-Mail-Adresse (Groß-/Kleinschreibung egal); gefunden wird die gleiche Adresse' }) @filterText('email') email?: string;
  @ApiPropertyOptional({ example: '[0,24]' }) @filterText('range') range?: string;
  @ApiPropertyOptional({ example: '["created","DESC"]' }) @filterText('sort') sort?: string;
  @ApiPropertyOptional({ example: '{}' }) @IsOptional() @IsString() @MaxLength(2000) filter?: string;
}

export class LeadListSaleDto {
  @ApiProperty() id: number;
  @ApiProperty() dateTime: string;
  @ApiProperty({ type: SaleOrganisationDto }) organisation: SaleOrganisationDto;
  @ApiProperty() reclamation: boolean;
}

/** One lead in the lists (Einkauf, lead statistics). */
export class LeadListItemDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Dieselbe Nummer wie id' }) lId: number;
  @ApiProperty() created: string;
  @ApiProperty() realCreated: string;
  @ApiProperty() qualified: boolean;
  @ApiProperty({ type: String, nullable: true }) qualifiedAt: string | null;
  @ApiProperty({ description: 'Beim Lieferanten reklamiert' }) recla: boolean;
  @ApiProperty({ type: SupplierReclamationDto, nullable: true, description: 'Reklamation beim Lieferanten: Grund und Zeitpunkt' }) reclamation: SupplierReclamationDto | null;
  @ApiProperty({ type: [String], description: 'Käufer, an die der Lead verkauft wurde' }) recipients: string[];
  @ApiProperty({ type: LeadContactDto }) contact: LeadContactDto;
  @ApiProperty({ ...LEAD_DATA_SCHEMA, description: 'Antworten nach Schritt-Schlüssel' }) data: Record<string, string>;
  @ApiProperty() leadsource: string;
  @ApiProperty() leadsourceSlug: string;
  @ApiProperty({ type: String, nullable: true, description: 'Deal-Id im CRM' }) pipedriveId: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Früherer Lead derselben Person (gleiche Telefonnummer oder E-Mail im Dubletten-Zeitraum)' })
  duplicateOfId?: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'E-Mail bestätigt (Double-Opt-in): wann' }) emailConfirmedAt: string | null;
  @ApiProperty({ description: 'Ein Bestätigungslink wurde verschickt (Double-Opt-in)' }) emailConfirmationRequested: boolean;
  @ApiProperty({ type: [LeadListSaleDto] }) sellingStatistics: LeadListSaleDto[];
  @ApiProperty({ type: LeadQualityDto, nullable: true, description: 'Qualitätsprüfung beim Eingang; null bei Leads von vor der Prüfung' }) quality: LeadQualityDto | null;
}
