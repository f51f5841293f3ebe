import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsBoolean, IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import type { Invited } from '@app/users';
import type { PortalUser } from '../entities/portal-user.entity';

/** POST /api/organisation/{id}/portal-users and POST /portal-api/users: invite a buyer user (the mail's link sets the password). */
export class InvitePortalUserDto {
  @ApiProperty({ example: 'einkauf@solar-mueller.de' })
  @IsEmail({}, { message: 'Bitte eine gültige E-Mail-Adresse angeben.' })
  @MaxLength(254, { message: 'Die E-Mail-Adresse ist zu lang.' })
  email: string;

  @ApiProperty({ example: 'Petra Müller' })
  @IsString({ message: 'Bitte einen Namen angeben.' })
  @MinLength(1, { message: 'Bitte einen Namen angeben.' })
  @MaxLength(200, { message: 'Der Name darf höchstens 200 Zeichen lang sein.' })
  name: string;
}

/** PUT /api/organisation/{id}/portal-users/{userId}. */
export class UpdatePortalUserDto {
  @ApiProperty({ description: 'false: deaktiviert; alle Sitzungen enden sofort' })
  @IsBoolean({ message: 'active muss true oder false sein.' })
  active: boolean;
}

/** PUT /portal-api/auth/2fa/email. */
export class PortalEmailFactorDto {
  @ApiProperty({ enum: [true], description: 'true: Codes per E-Mail; abschalten mit DELETE /portal-api/auth/2fa' })
  @Equals(true, { message: 'Zum Einschalten senden Sie enabled: true; abschalten lässt sich der zweite Faktor mit DELETE /portal-api/auth/2fa und Ihrem Passwort.' })
  enabled: true;

  @ApiProperty({ example: '123456', description: 'Der Testcode aus der Mail, die POST /portal-api/auth/2fa/email geschickt hat' })
  @IsString({ message: 'Bitte geben Sie den Testcode aus der E-Mail ein (zuerst anfordern: POST /portal-api/auth/2fa/email).' })
  @MaxLength(20, { message: 'Der Code ist zu lang.' })
  code: string;
}

/** A buyer user as staff and colleagues see it: never the password hash, a token or a secret. */
export class PortalUserResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() organisationId: number;
  @ApiProperty() email: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'false: deaktiviert, kann sich nicht anmelden' }) active: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'Letzte Anmeldung (ISO 8601)' }) lastLoginAt: string | null;
  @ApiProperty({ description: 'Eingeladen, hat aber noch kein Passwort festgelegt' }) invitationPending: boolean;
  @ApiProperty({ enum: ['totp', 'email'], nullable: true, type: String, description: 'Zweiter Faktor: Authenticator-App, Code per E-Mail oder keiner' })
  twoFactor: 'totp' | 'email' | null;
  @ApiProperty() createdAt: string;
  @ApiPropertyOptional({
    description: 'Nur in der Antwort auf eine Einladung, wenn kein SMTP-Server eingerichtet ist: der Link zum Festlegen des Passworts, einmal, zum Weitergeben',
  })
  invitationLink?: string;

  /** An invited buyer user: with the link when the mail could not go out (see PortalUsersService.invite). */
  static invited({ user, invitationLink }: Invited<PortalUser>): PortalUserResponseDto {
    return invitationLink ? { ...PortalUserResponseDto.from(user), invitationLink } : PortalUserResponseDto.from(user);
  }

  static from(user: PortalUser): PortalUserResponseDto {
    return {
      id: user.id,
      organisationId: user.organisationId,
      email: user.email,
      name: user.name,
      active: user.active,
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
      invitationPending: user.passwordHash === null,
      twoFactor: user.twoFactorMethod,
      createdAt: user.createdAt.toISOString(),
    };
  }
}

export class PortalSessionUserDto {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty() name: string;
  @ApiProperty() organisationId: number;
}

export class PortalSessionResponseDto {
  @ApiProperty({ description: 'Zugriffs-Token des Käuferportals (JWT, 15 Minuten gültig), nur für /portal-api' }) token: string;
  @ApiProperty({ description: 'Einmal verwendbares Token für POST /portal-api/auth/renew' }) renewToken: string;
  @ApiProperty({ type: PortalSessionUserDto }) user: PortalSessionUserDto;
}

class PortalChallengeUserDto {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
}

/** The login answer for a buyer user with a second factor: no session yet, a five-minute token for the code step. */
export class PortalSecondFactorStepResponseDto {
  @ApiProperty({ enum: [true] }) twoFactorRequired: true;
  @ApiProperty({ enum: ['totp', 'email', 'recovery'], isArray: true, enumName: 'SecondFactorMethod' }) methods: ('totp' | 'email' | 'recovery')[];
  @ApiProperty({ description: '5 Minuten gültig; nur für GET /portal-api/auth/2fa/send und POST /portal-api/auth/2fa' }) token: string;
  @ApiProperty({ type: PortalChallengeUserDto }) user: PortalChallengeUserDto;
}

export class PortalMeResponseDto extends PortalSessionUserDto {
  @ApiProperty({ enum: ['totp', 'email'], nullable: true, type: String }) twoFactor: 'totp' | 'email' | null;
  @ApiProperty({ description: 'Noch nicht verwendete Wiederherstellungscodes' }) unusedRecoveryCodes: number;
  @ApiProperty({ nullable: true, type: String }) lastLoginAt: string | null;
}
