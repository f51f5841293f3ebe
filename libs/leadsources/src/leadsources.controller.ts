import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiKeysForAdminsOnly, Clock, ParseIdPipe } from '@app/infrastructure';
import { CreateLeadsourceDto, LeadsourceApiKeyDto, LeadsourceDeletedDto, LeadsourceDetailDto, LeadsourceFormDto, LeadsourceListItemDto } from './dto/leadsource.dto';
import { LeadsourceException } from './leadsources.exception';
import { LeadsourcesService } from './leadsources.service';

const ID = new ParseIdPipe((id) => new LeadsourceException('LEADSOURCE_NOT_FOUND', `Leadsource ${id} gibt es nicht.`));

@ApiTags('Leadsources')
@ApiBearerAuth()
@UseInterceptors(ApiKeysForAdminsOnly)
@Controller('api/leadsources')
export class LeadsourcesController {
  constructor(private readonly sources: LeadsourcesService) {}

  @Get()
  @ApiOkResponse({ type: [LeadsourceListItemDto] })
  async list(): Promise<LeadsourceListItemDto[]> {
    return (await this.sources.list()).map(LeadsourceListItemDto.from);
  }
}

@ApiTags('Leadsources')
@ApiBearerAuth()
@UseInterceptors(ApiKeysForAdminsOnly)
@Controller('api/leadsource')
export class LeadsourceController {
  constructor(
    private readonly sources: LeadsourcesService,
    private readonly clock: Clock,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ type: LeadsourceDetailDto })
  async create(@Body() body: CreateLeadsourceDto): Promise<LeadsourceDetailDto> {
    return LeadsourceDetailDto.from(await this.sources.create(body));
  }

  @Get(':id')
  @ApiOkResponse({ type: LeadsourceDetailDto })
  async get(@Param('id', ID) id: number): Promise<LeadsourceDetailDto> {
    return LeadsourceDetailDto.from(await this.sources.get(id));
  }

  @Put(':id')
  @ApiOkResponse({ type: LeadsourceDetailDto })
  async update(@Param('id', ID) id: number, @Body() body: LeadsourceFormDto): Promise<LeadsourceDetailDto> {
    return LeadsourceDetailDto.from(await this.sources.update(id, body));
  }

  @Delete(':id')
  @ApiOkResponse({ type: LeadsourceDeletedDto })
  remove(@Param('id', ID) id: number): Promise<LeadsourceDeletedDto> {
    return this.sources.remove(id);
  }

  @Delete(':id/throttle')
  @ApiOkResponse({ type: LeadsourceDetailDto, description: 'Drosselung aufgehoben: Leads werden wieder qualifiziert, wie die Leadsource es vorsieht' })
  async liftThrottle(@Param('id', ID) id: number): Promise<LeadsourceDetailDto> {
    return LeadsourceDetailDto.from(await this.sources.liftThrottle(id, this.clock.now()));
  }

  @Post(':id/apikey')
  @HttpCode(200)
  @ApiOkResponse({ type: LeadsourceApiKeyDto })
  regenerateApiKey(@Param('id', ID) id: number): Promise<LeadsourceApiKeyDto> {
    return this.sources.regenerateApiKey(id);
  }
}
