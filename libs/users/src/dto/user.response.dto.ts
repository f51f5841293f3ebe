import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { STAFF_ROLES, type StaffRole } from '@app/contract';
import { TwoFactorMethod, User } from '../entities/user.entity';
import type { Invited } from '../invitation-mail';

/** A staff user as the back office sees it: never the password hash or a secret. */
export class UserResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Rolle admin (sonst false)' }) isAdmin: boolean;
  @ApiProperty({ enum: STAFF_ROLES, enumName: 'StaffRole', description: 'admin (Administrator), sales (Vertrieb), accounting (Buchhaltung)' })
  role: StaffRole;
  @ApiProperty({ description: 'false: deaktiviert, kann sich nicht anmelden' }) active: boolean;
  @ApiProperty({ enum: ['totp', 'email'], nullable: true, type: String, description: 'Zweiter Faktor: Authenticator-App, Code per E-Mail oder keiner' })
  twoFactor: TwoFactorMethod | null;
  @ApiProperty({ nullable: true, type: String }) lastLoginAt: string | null;
  @ApiProperty({ description: 'Eingeladen, hat aber noch kein Passwort festgelegt' }) invitationPending: boolean;
  @ApiProperty() createdAt: string;
  @ApiPropertyOptional({
    description: 'Nur in der Antwort auf eine Einladung, wenn kein SMTP-Server eingerichtet ist: der Link zum Festlegen des Passworts, einmal, zum Weitergeben',
  })
  invitationLink?: string;

  /** An invited account: with its link when the mail could not go out (see UsersService.invite). */
  static invited({ user, invitationLink }: Invited<User>): UserResponseDto {
    return invitationLink ? { ...UserResponseDto.from(user), invitationLink } : UserResponseDto.from(user);
  }

  static from(user: User): UserResponseDto {
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      isAdmin: user.role === 'admin',
      role: user.role,
      active: user.active,
      twoFactor: user.twoFactorMethod,
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
      invitationPending: user.passwordHash === null,
      createdAt: user.createdAt.toISOString(),
    };
  }
}
