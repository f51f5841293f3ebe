import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { UserResponseDto } from '@app/users';
import type { SecondFactorAnswer } from '../second-factor/second-factor.service';

/** POST /auth/2fa: the code from the app or the mail, or one recovery code. */
export class SecondFactorDto {
  @ApiPropertyOptional({ example: '123456', description: '6-stelliger Code aus der App oder der E-Mail' })
  @ValidateIf((body: SecondFactorDto) => body.recoveryCode === undefined)
  @IsString({ message: 'Bitte den Bestätigungscode angeben.' })
  @MaxLength(20, { message: 'Der Code ist zu lang.' })
  code?: string;

  @ApiPropertyOptional({ example: '7kq2-m9xd-4p', description: 'Einer der zehn Wiederherstellungscodes (jeder gilt einmal)' })
  @IsOptional()
  @IsString({ message: 'Der Wiederherstellungscode muss ein Text sein.' })
  @MaxLength(40, { message: 'Der Wiederherstellungscode ist zu lang.' })
  recoveryCode?: string;
}

/** What was typed at the code step: a recovery code when one was sent, else the code. */
export const secondFactorAnswer = (body: SecondFactorDto): SecondFactorAnswer =>
  body.recoveryCode !== undefined ? { recoveryCode: body.recoveryCode } : { code: body.code ?? '' };

export class TotpConfirmDto {
  @ApiProperty({ example: '123456' })
  @IsString({ message: 'Bitte den Code aus der App angeben.' })
  @MaxLength(20, { message: 'Der Code ist zu lang.' })
  code: string;
}

export class EmailFactorDto {
  @ApiProperty({ enum: [true], description: 'true: Codes per E-Mail; abschalten mit DELETE /api/auth/2fa' })
  @Equals(true, { message: 'enabled muss true sein; zum Abschalten DELETE /api/auth/2fa mit Passwort' })
  enabled: true;

  @ApiProperty({ example: '123456', description: 'Der Testcode aus der Mail, die POST /api/auth/2fa/email geschickt hat' })
  @IsString({ message: 'Bitte geben Sie den Testcode aus der E-Mail ein (zuerst anfordern: POST /api/auth/2fa/email).' })
  @MaxLength(20, { message: 'Der Code ist zu lang.' })
  code: string;
}

export class PasswordConfirmationDto {
  @ApiProperty()
  @IsString({ message: 'Bitte Ihr Passwort angeben.' })
  @MaxLength(1000, { message: 'Das Passwort ist zu lang.' })
  password: string;
}

export class SetPasswordDto {
  @ApiProperty({ description: 'Das Token aus dem Link der E-Mail' })
  @IsString({ message: 'Der Link ist unvollständig.' })
  @MinLength(10, { message: 'Der Link ist unvollständig.' })
  @MaxLength(200, { message: 'Der Link ist ungültig.' })
  token: string;

  @ApiProperty({ description: 'Mindestens 12 Zeichen, nicht leicht zu erraten' })
  @IsString({ message: 'Bitte ein Passwort angeben.' })
  @MaxLength(200, { message: 'Das Passwort darf höchstens 200 Zeichen lang sein.' })
  password: string;
}

export class ChangePasswordDto {
  @ApiProperty()
  @IsString({ message: 'Bitte Ihr bisheriges Passwort angeben.' })
  @MaxLength(1000, { message: 'Das Passwort ist zu lang.' })
  currentPassword: string;

  @ApiProperty({ description: 'Mindestens 12 Zeichen, nicht leicht zu erraten' })
  @IsString({ message: 'Bitte ein neues Passwort angeben.' })
  @MaxLength(200, { message: 'Das Passwort darf höchstens 200 Zeichen lang sein.' })
  newPassword: string;
}

export class TotpSetupResponseDto {
  @ApiProperty({ description: 'Geheimnis in Base32, zum Abtippen' }) secret: string;
  @ApiProperty({ example: 'otpauth://totp/Leadportal:anna%40example.de?secret=…&issuer=Leadportal' }) otpauthUrl: string;
  @ApiProperty({ description: 'Der QR-Code als data:-URL (PNG)' }) qrCode: string;
}

export class RecoveryCodesResponseDto {
  @ApiProperty({ type: [String], description: 'Zehn Wiederherstellungscodes; werden nur dieses eine Mal gezeigt' })
  recoveryCodes: string[];
}

export class SetPasswordResponseDto {
  @ApiProperty() email: string;
}

export class CurrentUserResponseDto extends UserResponseDto {
  @ApiProperty({ description: 'Die Einstellung verlangt einen zweiten Faktor und dieser Mitarbeiter hat keinen' })
  twoFactorSetupRequired: boolean;
  @ApiProperty({ description: 'Noch nicht verwendete Wiederherstellungscodes' })
  unusedRecoveryCodes: number;
}

/** POST …/2fa/totp and POST …/2fa/email: a factor that is set up already is replaced only with the password. */
export class ReplaceFactorDto {
  @ApiPropertyOptional({ description: 'Das eigene Passwort; nötig, wenn schon ein zweiter Faktor eingerichtet ist (er wird ersetzt)' })
  @IsOptional()
  @IsString({ message: 'Bitte Ihr Passwort angeben.' })
  @MaxLength(1000, { message: 'Das Passwort ist zu lang.' })
  password?: string;
}
