import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class RenewDto {
  @ApiProperty()
  @IsString({ message: 'renewToken fehlt' })
  @MaxLength(200, { message: 'renewToken ist ungültig' })
  renewToken: string;
}

export class LogoutDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'renewToken ist ungültig' })
  @MaxLength(200, { message: 'renewToken ist ungültig' })
  renewToken?: string;
}
