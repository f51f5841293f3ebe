import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { BUYERS_PER_LEAD, DISTRIBUTION_MESSAGES, DUPLICATE_WINDOW_DAYS } from '@app/contract';

/** How leads are distributed: how many buyers get one, and how long a person counts as a duplicate. */
export class DistributionSettingsDto {
  @ApiProperty({ minimum: BUYERS_PER_LEAD.min, maximum: BUYERS_PER_LEAD.max, default: 3, description: 'Käufer pro Lead' })
  @IsInt({ message: DISTRIBUTION_MESSAGES.buyersPerLead })
  @Min(BUYERS_PER_LEAD.min, { message: DISTRIBUTION_MESSAGES.buyersPerLead })
  @Max(BUYERS_PER_LEAD.max, { message: DISTRIBUTION_MESSAGES.buyersPerLead })
  buyersPerLead: number;

  @ApiProperty({ minimum: DUPLICATE_WINDOW_DAYS.min, maximum: DUPLICATE_WINDOW_DAYS.max, default: 30, description: 'Dubletten-Zeitraum (Tage)' })
  @IsInt({ message: DISTRIBUTION_MESSAGES.duplicateWindowDays })
  @Min(DUPLICATE_WINDOW_DAYS.min, { message: DISTRIBUTION_MESSAGES.duplicateWindowDays })
  @Max(DUPLICATE_WINDOW_DAYS.max, { message: DISTRIBUTION_MESSAGES.duplicateWindowDays })
  duplicateWindowDays: number;

  // Optional in a request (a form that does not know them keeps the stored choice); always in the answer.
  @ApiProperty({ required: false, default: true, description: 'Double-Opt-in: Funnel-Leads erhalten einen Bestätigungslink für ihre E-Mail-Adresse' })
  @IsOptional()
  @IsBoolean({ message: 'Double-Opt-in muss wahr oder falsch sein' })
  doubleOptIn: boolean;

  @ApiProperty({
    required: false,
    default: false,
    description: 'Nur bestätigte Leads verkaufen: Funnel-Leads mit Bestätigungslink werden erst nach der Bestätigung verteilt oder verkauft',
  })
  @IsOptional()
  @IsBoolean({ message: 'Nur bestätigte Leads verkaufen muss wahr oder falsch sein' })
  sellOnlyConfirmed: boolean;

  @ApiProperty({
    required: false,
    default: false,
    description: 'Qualitätswert in Lead-Mails: die Mail an den Käufer nennt Qualitätswert und Befunde der Eingangsprüfung (Webhooks tragen sie immer)',
  })
  @IsOptional()
  @IsBoolean({ message: 'Qualitätswert in Lead-Mails muss wahr oder falsch sein' })
  qualityInMails: boolean;

  @ApiProperty({
    required: false,
    default: true,
    description:
      'Exklusiv nur wenn lohnender: das bestplatzierte Unternehmen mit „Exklusive Leads“ erhält den Lead nur dann allein, wenn sein Exklusivpreis mindestens so hoch ist wie das, was die Käufer beim Teilen zusammen zahlen; aus: immer allein',
  })
  @IsOptional()
  @IsBoolean({ message: 'Exklusiv nur wenn lohnender muss wahr oder falsch sein' })
  exclusiveOnlyIfWorthIt?: boolean;

  @ThrottleShare('Drosseln ab Reklamationsanteil', 'übersteigt der Anteil reklamierter Verkäufe einer Leadsource in 30 Tagen diesen Wert, brauchen ihre Leads eine Qualifizierung von Hand')
  throttleReturnShare?: number | null;

  @ThrottleShare('Drosseln ab Anteil „Nicht erreichbar“', 'unter den Verkäufen mit Ergebnis der Käufer, sonst wie beim Reklamationsanteil')
  throttleUnreachableShare?: number | null;
}

/** A throttle limit in percent (1–100), or null/missing for off; one German message names the field. */
function ThrottleShare(name: string, effect: string): PropertyDecorator {
  const message = `${name} muss eine ganze Zahl von 1 bis 100 (Prozent) sein oder leer`;
  return applyDecorators(
    ApiProperty({ required: false, type: Number, nullable: true, default: null, minimum: 1, maximum: 100, description: `${name} (%): ${effect}; null = aus` }),
    IsOptional(),
    IsInt({ message }),
    Min(1, { message }),
    Max(100, { message }),
  );
}
