import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString, Matches } from 'class-validator';
import { IsId } from '@app/infrastructure';
import { CONTACT_MESSAGES, ORGANISATION_TYPES, type OrganisationType } from '@app/contract';

export class ZipConditionsFilterDto {
  @ApiPropertyOptional({ type: [Number], description: 'Unternehmen, die nicht mitzählen (Firma ausschließen)' })
  @IsOptional()
  @IsArray({ message: 'orgas muss eine Liste von Unternehmens-Ids sein' })
  @ArrayMaxSize(10_000)
  @IsId({ each: true, message: 'Unternehmens-Ids (orgas) müssen ganze Zahlen von 1 bis 2147483647 sein' })
  orgas?: number[];

  @ApiPropertyOptional({ description: 'Nach den ersten zwei Ziffern zusammenfassen' })
  @IsOptional()
  @IsBoolean({ message: 'twoDigits muss wahr oder falsch sein' })
  twoDigits?: boolean;
}

export class ZipCoverageRowDto {
  @ApiProperty({ example: '80331' }) zip: string;
  @ApiProperty({ description: 'Aktive Käufer, die hier Leads bekommen' }) buyers: number;
  @ApiProperty({ description: 'Alle Unternehmen mit Abdeckung hier (auch inaktive)' }) orgas: number;
  @ApiPropertyOptional({
    type: [String],
    description: 'Unternehmen, die Leads von hier exklusiv (allein) erhalten können: die mit „Exklusive Leads“ unter den aktiven mit der besten Prio; fehlt, wenn keines',
  })
  exclusiveTo?: string[];
}

export class MatchedOrganisationDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Der Lead, für den gesucht wurde (für POST /api/lead/{lId}/sell)' }) leadId: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ORGANISATION_TYPES }) type: OrganisationType;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty() zip: string;
  @ApiProperty({ description: 'Würde den Lead jetzt bekommen' }) eligible: boolean;
  @ApiPropertyOptional({ description: 'Warum nicht (nur mit ?all=true)' }) reason?: string;
  @ApiPropertyOptional({
    description: 'Nur beim bestplatzierten Unternehmen, wenn es exklusive Leads nimmt: true, wenn es den Lead allein bekäme (die anderen passenden dann nicht); false, wenn geteilt wird',
  })
  exclusive?: boolean;
  @ApiPropertyOptional({ description: "Warum exklusiv oder geteilt, mit den Preisen ('Exklusiv: 140,00 € ≥ 135,00 € geteilt')" }) exclusiveNote?: string;
}

/** `GET /public-api/funnel/postcode?zip=`: the funnel's postcode step (four digits lost their leading 0). */
export class PostcodeQueryDto {
  @ApiProperty({ example: '80331' })
  @IsString({ message: CONTACT_MESSAGES.zip })
  @Matches(/^\s*\d{4,5}\s*$/, { message: CONTACT_MESSAGES.zip })
  zip: string;
}

/** Whether the postal code exists and an active buyer's area covers it; never who. */
export class PostcodeCheckDto {
  @ApiProperty({ example: '80331', description: 'Die Postleitzahl, fünfstellig' }) zip: string;
  @ApiProperty({ description: 'false: Diese Postleitzahl gibt es nicht (Geodaten); ein Lead damit wird abgelehnt' }) known: boolean;
  @ApiProperty({ description: 'true: Mindestens ein aktiver Käufer nimmt Leads aus dieser Postleitzahl' }) covered: boolean;
}
