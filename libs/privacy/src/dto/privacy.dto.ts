import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** `?email=&phone=`: whom the request is about; at least one, normalised as at intake. */
export class PersonQueryDto {
  @ApiPropertyOptional({ description: 'E-Mail-Adresse (Groß-/Kleinschreibung egal)', example: 'anna.schmidt@example.de' })
  @IsOptional()
  @IsString({ message: 'E-Mail-Adresse muss ein Text sein' })
  @MaxLength(254, { message: 'E-Mail-Adresse darf höchstens 254 Zeichen lang sein' })
  email?: string;

  @ApiPropertyOptional({ description: 'Telefonnummer in beliebiger Schreibweise ("0171 1234567" = "+491711234567")', example: '0171 1234567' })
  @IsOptional()
  @IsString({ message: 'Telefonnummer muss ein Text sein' })
  @MaxLength(40, { message: 'Telefonnummer darf höchstens 40 Zeichen lang sein' })
  phone?: string;
}

export class EraseDto extends PersonQueryDto {
  @ApiProperty({ description: 'Grund der Löschung, z. B. "Löschverlangen per E-Mail vom 03.12." (ohne personenbezogene Daten: er steht im Protokoll)' })
  @IsString({ message: 'Bitte einen Grund für die Löschung angeben' })
  @MaxLength(500, { message: 'Der Grund darf höchstens 500 Zeichen lang sein' })
  reason: string;
}

export class SubjectLeadDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Datum des Leads' }) createdAt: string;
  @ApiProperty() salutation: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty() zip: string;
  @ApiProperty() city: string;
  @ApiProperty({ description: 'Name der Lead-Quelle' }) leadsource: string;
  @ApiProperty() qualified: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Schon pseudonymisiert (gelöscht) am' }) pseudonymisedAt: string | null;
}

export class SubjectOrderDto {
  @ApiProperty() id: number;
  @ApiProperty() orderNumber: string;
  @ApiProperty() createdAt: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() zip: string;
  @ApiProperty() city: string;
  @ApiProperty() status: string;
  @ApiProperty({ type: String, nullable: true }) pseudonymisedAt: string | null;
}

export class SubjectComplaintDto {
  @ApiProperty() id: number;
  @ApiProperty() leadId: number;
  @ApiProperty() createdAt: string;
  @ApiProperty({ description: 'Käufer, der reklamiert hat' }) organisationName: string;
  @ApiProperty({ description: 'open, approved, rejected, proof-required …' }) status: string;
  @ApiProperty({ description: 'Hochgeladene Dokumente' }) documents: number;
}

/** What is stored about the person: enough for staff to recognise them before an export or erasure. */
export class SubjectsDto {
  @ApiProperty({ type: [SubjectLeadDto] }) leads: SubjectLeadDto[];
  @ApiProperty({ type: [SubjectOrderDto] }) orders: SubjectOrderDto[];
  @ApiProperty({ type: [SubjectComplaintDto], description: 'Reklamationen zu diesen Leads' }) complaints: SubjectComplaintDto[];
}

/** What an erasure removed; numbers and ids only. */
export class ErasureResultDto {
  @ApiProperty({ type: [Number], description: 'Pseudonymisierte Leads' }) leadIds: number[];
  @ApiProperty({ type: [Number], description: 'Pseudonymisierte Aufträge' }) orderIds: number[];
  @ApiProperty({ type: [Number], description: 'Reklamationen, deren Texte gelöscht wurden' }) complaintIds: number[];
  @ApiProperty({ description: 'Gelöschte Reklamationsdokumente' }) documents: number;
  @ApiProperty({ description: 'Geleerte Mails im Postausgang' }) mails: number;
  @ApiProperty({ type: [Number], description: 'Käufer, die um Löschung gebeten wurden (Art. 19 DSGVO)' }) notifiedBuyerIds: number[];
  @ApiProperty({ type: [Number], description: 'Käufer ohne E-Mail-Adresse: bitte selbst benachrichtigen' }) unreachableBuyerIds: number[];
  @ApiProperty({ description: "Neue Einträge auf der Liste 'Nicht kontaktieren' (Hashes von E-Mail und Telefon)" }) blockedEntries: number;
}

export class RetentionRunDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['schedule', 'manual'] }) trigger: 'schedule' | 'manual';
  @ApiProperty() startedAt: string;
  @ApiProperty({ type: String, nullable: true }) finishedAt: string | null;
  @ApiProperty({ description: 'Pseudonymisierte, nie verkaufte Leads' }) unsoldLeads: number;
  @ApiProperty({ description: 'Pseudonymisierte verkaufte Leads' }) soldLeads: number;
  @ApiProperty({ description: 'Gelöschte Reklamationsdokumente' }) complaintDocuments: number;
  @ApiProperty({ description: 'Geleerte Mails im Postausgang' }) mailBodies: number;
  @ApiProperty({ type: String, nullable: true }) error: string | null;
}
