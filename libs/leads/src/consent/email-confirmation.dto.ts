import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

/** `POST /public-api/lead/confirm`: the token from the link in the confirmation mail. */
export class ConfirmEmailDto {
  @ApiProperty({ description: 'Der Teil nach /bestaetigen/ im Link der Bestätigungsmail' })
  @IsString({ message: 'Der Bestätigungslink ist unvollständig.' })
  @MinLength(20, { message: 'Der Bestätigungslink ist unvollständig.' })
  @MaxLength(100, { message: 'Der Bestätigungslink ist ungültig.' })
  token: string;
}

export class EmailConfirmedDto {
  @ApiProperty({ description: 'Wann die Adresse bestätigt wurde' }) confirmedAt: string;
  @ApiProperty({ description: 'true: Der Link wurde schon früher geöffnet; nichts wurde geändert' }) alreadyConfirmed: boolean;
  @ApiProperty({
    description:
      'Was als Nächstes geschieht. true: Die Anfrage ist geprüft (vorqualifizierte Leadsource oder schon von Mitarbeitern qualifiziert) und geht an die Anbieter; false: Mitarbeiter prüfen sie zuerst',
  })
  qualified: boolean;
}

/** One line of the funnel's ticker: a real enquiry of the last days, nothing that points to a person. */
export class RecentEnquiryDto {
  @ApiProperty({ example: 12, description: 'Ganze Minuten seit der Anfrage' }) minutesAgo: number;
  @ApiProperty({ example: 'eine PV-Anlage mit Stromspeicher', description: 'Wonach gefragt wurde (aus den Antworten)' }) product: string;
  @ApiProperty({ example: '80', description: 'Die ersten zwei Ziffern der Postleitzahl' }) region: string;
}

export class RecentEnquiriesDto {
  @ApiProperty({ type: [RecentEnquiryDto], description: 'Höchstens sieben, die neueste zuerst; leer, wenn es keine gibt' }) entries: RecentEnquiryDto[];
}
