import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class LoginDto {
  @ApiProperty({ example: 'admin@localhost' })
  @IsString({ message: 'Bitte E-Mail-Adresse angeben' })
  @MaxLength(254, { message: 'Die E-Mail-Adresse ist zu lang' })
  email: string;

  @ApiProperty()
  @IsString({ message: 'Bitte Passwort angeben' })
  @MaxLength(1000, { message: 'Das Passwort ist zu lang' })
  password: string;
}
