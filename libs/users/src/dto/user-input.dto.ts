import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { STAFF_ROLES, type StaffRole } from '@app/contract';

const ROLE_MESSAGE = `Rolle muss eine von ${STAFF_ROLES.join(', ')} sein`;

/** POST /api/users: invite a staff member (the mail's link sets the password). */
export class InviteUserDto {
  @ApiProperty({ example: 'anna.schulz@example.de' })
  @IsEmail({}, { message: 'Bitte eine gültige E-Mail-Adresse angeben.' })
  @MaxLength(254, { message: 'Die E-Mail-Adresse ist zu lang.' })
  email: string;

  @ApiProperty({ example: 'Anna Schulz' })
  @IsString({ message: 'Bitte einen Namen angeben.' })
  @MinLength(1, { message: 'Bitte einen Namen angeben.' })
  @MaxLength(200, { message: 'Der Name darf höchstens 200 Zeichen lang sein.' })
  name: string;

  @ApiProperty({ enum: STAFF_ROLES, enumName: 'StaffRole' })
  @IsIn(STAFF_ROLES, { message: ROLE_MESSAGE })
  role: StaffRole;
}

/** PUT /api/users/{id}: every field optional. */
export class UpdateUserDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Der Name muss ein Text sein.' })
  @MaxLength(200, { message: 'Der Name darf höchstens 200 Zeichen lang sein.' })
  name?: string;

  @ApiPropertyOptional({ enum: STAFF_ROLES, enumName: 'StaffRole' })
  @IsOptional()
  @IsIn(STAFF_ROLES, { message: ROLE_MESSAGE })
  role?: StaffRole;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'active muss true oder false sein.' })
  active?: boolean;
}
