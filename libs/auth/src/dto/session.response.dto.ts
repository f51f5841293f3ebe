import { ApiProperty } from '@nestjs/swagger';
import { UserResponseDto } from '@app/users';

export class SessionResponseDto {
  @ApiProperty({ description: 'Zugriffs-Token (JWT, 15 Minuten gültig), als Bearer-Header zu senden' })
  token: string;

  @ApiProperty({ description: 'Einmal verwendbares Token für POST /auth/renew' })
  renewToken: string;

  @ApiProperty({ type: UserResponseDto })
  user: UserResponseDto;
}
