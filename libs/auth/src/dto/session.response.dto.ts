import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { UserResponseDto } from '@app/users';

export class SessionResponseDto {
  @ApiProperty({ description: 'Zugriffs-Token (JWT, 15 Minuten gültig), als Bearer-Header zu senden' })
  token: string;

  @ApiProperty({ description: 'Einmal verwendbares Token für POST /auth/renew' })
  renewToken: string;

  @ApiProperty({ type: UserResponseDto })
  user: UserResponseDto;

  @ApiPropertyOptional({ description: 'true: erst einen zweiten Faktor einrichten (nur die Einrichtungs-Routen antworten)' })
  twoFactorSetupRequired?: boolean;
}

class ChallengeUserDto {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
}

/** The login answer for a user with a second factor: no session yet, a five-minute token for the code step. */
export class SecondFactorStepResponseDto {
  @ApiProperty({ enum: [true] }) twoFactorRequired: true;
  @ApiProperty({ enum: ['totp', 'email', 'recovery'], isArray: true, enumName: 'SecondFactorMethod' }) methods: ('totp' | 'email' | 'recovery')[];
  @ApiProperty({ description: '5 Minuten gültig; nur für GET /api/user/{id}/2fa/send und POST /auth/2fa' }) token: string;
  @ApiProperty({ type: ChallengeUserDto }) user: ChallengeUserDto;
}
