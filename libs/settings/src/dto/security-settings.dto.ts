import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

/** Settings → Sicherheit. */
export class SecuritySettingsDto {
  @ApiProperty({ description: 'Zwei-Faktor-Anmeldung für alle Mitarbeiter verlangen: wer noch keinen zweiten Faktor hat, richtet ihn direkt nach dem Passwort ein' })
  @IsBoolean({ message: 'requireTwoFactor muss true oder false sein' })
  requireTwoFactor: boolean;
}
