import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { CONTACT_MESSAGES } from '@app/contract';

/** Why a ping refuses anything that names the person: it is asked before the person agreed to be passed on. */
export const PERSONAL_DATA_IN_PING =
  'Ein Ping enthält keine persönlichen Daten (Name, Telefon, E-Mail, Straße): bitte nur zip und data senden, die Kontaktdaten folgen mit dem Lead.';

/** A field a ping must not have: any value, even an empty object, is refused with the reason above. */
function NotInPing(): PropertyDecorator {
  return ValidateBy({ name: 'notInPing', validator: { validate: (value: unknown) => value === undefined, defaultMessage: () => PERSONAL_DATA_IN_PING } });
}

/** `POST /public-api/leadsource/ping`: what a supplier may say about a lead before sending it. */
export class CreatePingDto {
  @ApiProperty({ example: '80331', description: 'Postleitzahl (5 Ziffern)' })
  @IsString({ message: CONTACT_MESSAGES.zip })
  @MaxLength(10, { message: CONTACT_MESSAGES.zip })
  zip: string;

  @ApiPropertyOptional({
    example: { consumption: '5.000 – 8.000 kWh', buildingType: 'Einfamilienhaus' },
    description: 'Antworten nach Schritt-Schlüssel wie beim Lead (siehe GET /public-api/funnel), ohne extraInfo',
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
  })
  @IsOptional()
  @IsObject({ message: 'data muss ein Objekt sein' })
  data?: Record<string, unknown>;

  // The post's personal fields, at the top or in `contact`: refused by name rather than as unknown fields.
  @ApiHideProperty() @NotInPing() contact?: unknown;
  @ApiHideProperty() @NotInPing() salutation?: unknown;
  @ApiHideProperty() @NotInPing() firstName?: unknown;
  @ApiHideProperty() @NotInPing() lastName?: unknown;
  @ApiHideProperty() @NotInPing() name?: unknown;
  @ApiHideProperty() @NotInPing() phone?: unknown;
  @ApiHideProperty() @NotInPing() mail?: unknown;
  @ApiHideProperty() @NotInPing() email?: unknown;
  @ApiHideProperty() @NotInPing() street?: unknown;
  @ApiHideProperty() @NotInPing() streetNr?: unknown;
}

export class PriceLineDto {
  @ApiProperty({ example: 'PLZ 8' }) name: string;
  @ApiProperty({ example: '+2,00 €' }) change: string;
}

export class PingAnswerDto {
  @ApiProperty({ example: '3f2b8c1e-9a4d-4c1b-8e77-2d5f0b6a9c10', description: 'Mit dem Lead als pingId senden' }) pingId: string;
  @ApiProperty({ description: 'Ob ein Käufer diesen Lead jetzt nähme' }) wanted: boolean;
  @ApiProperty({ type: Number, nullable: true, example: 22.5, description: 'Was der Lieferant für den Lead erhält (EUR); null: kein Einkaufspreis hinterlegt' })
  price: number | null;
  @ApiProperty({ type: [PriceLineDto], description: 'Wie der Preis zustande kommt: Einkaufspreis, dann jeder Zu- und Abschlag' }) priceRules: PriceLineDto[];
  @ApiProperty({ example: '2026-12-03T19:40:00.000Z', description: 'Bis dahin gilt der Ping (10 Minuten)' }) expiresAt: string;
}
