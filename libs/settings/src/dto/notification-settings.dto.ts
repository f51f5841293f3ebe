import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, ValidateBy } from 'class-validator';
import { isValidEmail, splitEmailList } from '@app/contract';

export const ALERT_EMAIL_MESSAGE = 'Bitte gültige E-Mail-Adressen angeben, mehrere durch Komma getrennt, oder das Feld leer lassen';

/** Settings → 'Benachrichtigungen': who on the staff hears of a problem the system cannot solve alone. */
export class NotificationSettingsDto {
  @ApiProperty({
    description: 'Empfänger der Warnungen (z. B. Zustellung an ein Unternehmen gestoppt), mehrere durch Komma getrennt; leer: alle aktiven Administratoren',
    example: 'technik@leadportal.example',
  })
  @IsString({ message: ALERT_EMAIL_MESSAGE })
  @MaxLength(1000, { message: 'Höchstens 1000 Zeichen' })
  @ValidateBy({ name: 'isEmailList', validator: { validate: (value: unknown) => typeof value === 'string' && splitEmailList(value).every(isValidEmail) } }, { message: ALERT_EMAIL_MESSAGE })
  alertEmail: string;
}
