import { BadRequestException, Controller, Get } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ListPage, ListQueryParam, SimpleRestList } from '@app/infrastructure';
import type { ListQuery } from '@app/contract';
import { USER_LIST_QUERY, USER_SORT_FIELDS, UserSortField } from './dto/list-users.query';
import { UserResponseDto } from './dto/user.response.dto';
import { UsersService } from './users.service';

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
}
