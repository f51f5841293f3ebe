import { ApiProperty } from '@nestjs/swagger';
import { User } from '../entities/user.entity';

/** A staff user as the back office sees it: never the password hash. */
export class UserResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty() name: string;
  @ApiProperty() isAdmin: boolean;
  @ApiProperty() createdAt: string;

  static from(user: User): UserResponseDto {
    return { id: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin, createdAt: user.createdAt.toISOString() };
  }
}
