import { BadRequestException, Body, Controller, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ListPage, ListQueryParam, SimpleRestList } from '@app/infrastructure';
import type { ListQuery } from '@app/contract';
import { USER_LIST_QUERY, USER_SORT_FIELDS, UserSortField } from './dto/list-users.query';
import { InviteUserDto, UpdateUserDto } from './dto/user-input.dto';
import { UserResponseDto } from './dto/user.response.dto';
import { UsersService } from './users.service';
import { STAFF_ID } from './staff-id.pipe';

/** request.user as the auth lib's guard leaves it (only the id is needed here). */
type StaffRequest = { user: { id: number } };

@ApiTags('Benutzer')
@ApiBearerAuth()
@Controller('api/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiQuery({ name: 'range', required: false, description: 'JSON [erster, letzter], z. B. [0,24]; ohne: die ersten 25' })
  @ApiQuery({ name: 'sort', required: false, description: `JSON ["feld","ASC"|"DESC"]; feld: ${USER_SORT_FIELDS.join(', ')}` })
  @ApiOkResponse({
    type: [UserResponseDto],
    description: 'Mitarbeiter (ohne Passwort-Hash), eine Seite; die Gesamtzahl steht im Header Content-Range',
  })
  @ApiBadRequestResponse({ description: 'range, sort oder filter ungültig' })
  @SimpleRestList('users')
  async list(@ListQueryParam(USER_LIST_QUERY) query: ListQuery<UserSortField>): Promise<ListPage<UserResponseDto>> {
    // A filter the list does not know would silently show everyone.
    if (Object.keys(query.filter).length > 0) {
      throw new BadRequestException({ statusCode: 400, error: 'Die Benutzerliste lässt sich nicht filtern', code: 'invalid_list_query' });
    }
    const { rows, total } = await this.users.list(query);
    return { rows: rows.map(UserResponseDto.from), total, offset: query.offset };
  }

  @Post()
  @ApiCreatedResponse({
    type: UserResponseDto,
    description: 'Angelegt; die Einladung mit dem Link zum Passwort geht per E-Mail hinaus (72 Stunden gültig). Ohne SMTP-Server steht der Link einmal in invitationLink',
  })
  @ApiConflictResponse({ description: 'Für diese E-Mail-Adresse gibt es schon ein Konto' })
  async invite(@Body() body: InviteUserDto): Promise<UserResponseDto> {
    return UserResponseDto.invited(await this.users.invite(body));
  }

  @Get(':id')
  @ApiOkResponse({ type: UserResponseDto })
  async one(@Param('id', STAFF_ID) id: number): Promise<UserResponseDto> {
    return UserResponseDto.from(await this.users.get(id));
  }

  @Put(':id')
  @ApiOkResponse({ type: UserResponseDto, description: 'Deaktivieren beendet alle Sitzungen des Mitarbeiters sofort' })
  @ApiConflictResponse({ description: 'Der letzte aktive Administrator, oder das eigene Konto deaktivieren' })
  async update(@Param('id', STAFF_ID) id: number, @Body() body: UpdateUserDto, @Req() request: StaffRequest): Promise<UserResponseDto> {
    return UserResponseDto.from(await this.users.update(id, body, request.user.id));
  }

  @Post(':id/invitation')
  @HttpCode(200)
  @ApiOkResponse({ type: UserResponseDto, description: 'Neuer Einladungslink per E-Mail (ohne SMTP-Server einmal in invitationLink); frühere Links gelten nicht mehr' })
  async reinvite(@Param('id', STAFF_ID) id: number): Promise<UserResponseDto> {
    return UserResponseDto.invited(await this.users.reinvite(id));
  }
}
