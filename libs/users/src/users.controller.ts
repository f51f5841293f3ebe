import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { UserResponseDto } from './dto/user.response.dto';
import { UsersService } from './users.service';

@ApiTags('Benutzer')
@ApiBearerAuth()
@Controller('api/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOkResponse({ type: [UserResponseDto], description: 'Alle Mitarbeiter (ohne Passwort-Hash)' })
  async list(): Promise<UserResponseDto[]> {
    return (await this.users.list()).map(UserResponseDto.from);
  }
}
