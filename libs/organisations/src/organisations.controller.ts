import { Body, Controller, Delete, Get, Headers, HttpCode, Param, ParseIntPipe, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiBearerAuth, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiKeysForAdminsOnly, ParseIdPipe } from '@app/infrastructure';
import { CreateOrganisationDto, OrganisationFormDto } from './dto/organisation-form.dto';
import { OrganisationBilling } from './billing.port';
import { ComplaintRates } from './complaint-rates.port';
import { OrganisationLeads } from './organisation-leads.port';
import { OrganisationCredit } from './credit.port';
import {
  OrganisationApiKeyDto,
  OrganisationDeletedDto,
  OrganisationDetailDto,
  OrganisationDetailWithRateDto,
  OrganisationListItemDto,
  PipedriveChoiceDto,
  PipedriveStageDto,
  WebhookSecretDto,
} from './dto/organisation.response.dto';
import { OrganisationException } from './organisations.exception';
import { OrganisationsService } from './organisations.service';

const invalid = (what: string) => () => new OrganisationException('INVALID_ORGANISATION', `Ungültige ${what}`);
const ID = new ParseIdPipe((id) => new OrganisationException('ORGANISATION_NOT_FOUND', `Unternehmen ${id} gibt es nicht.`));

/** The list and deletion use the plural path, as the original client calls them. */
@ApiTags('Unternehmen')
@ApiBearerAuth()
@UseInterceptors(ApiKeysForAdminsOnly)
@Controller('api/organisations')
export class OrganisationsController {
  constructor(private readonly organisations: OrganisationsService) {}

  @Get()
  @ApiOkResponse({ type: [OrganisationListItemDto] })
  list(): Promise<OrganisationListItemDto[]> {
    return this.organisations.list();
  }

  @Delete(':id')
  @ApiOkResponse({ type: OrganisationDeletedDto })
  remove(@Param('id', ID) id: number): Promise<OrganisationDeletedDto> {
    return this.organisations.remove(id);
  }
}

@ApiTags('Unternehmen')
@ApiBearerAuth()
@UseInterceptors(ApiKeysForAdminsOnly)
@Controller('api/organisation')
export class OrganisationController {
  constructor(
    private readonly organisations: OrganisationsService,
    private readonly rates: ComplaintRates,
    private readonly billing: OrganisationBilling,
    private readonly leads: OrganisationLeads,
    private readonly credit: OrganisationCredit,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ type: OrganisationDetailDto })
  create(@Body() body: CreateOrganisationDto): Promise<OrganisationDetailDto> {
    return this.organisations.create(body);
  }

  @Get(':id')
  @ApiOkResponse({ type: OrganisationDetailWithRateDto })
  async get(@Param('id', ID) id: number): Promise<OrganisationDetailWithRateDto> {
    return { ...(await this.organisations.get(id)), ...(await this.extras(id)) };
  }

  @Put(':id')
  @ApiOkResponse({ type: OrganisationDetailWithRateDto })
  async update(@Param('id', ID) id: number, @Body() body: OrganisationFormDto): Promise<OrganisationDetailWithRateDto> {
    return { ...(await this.organisations.update(id, body)), ...(await this.extras(id)) };
  }

  /** What other libs add to the detail: complaint rate, billing, leads, credit. */
  private async extras(id: number) {
    return { complaintRate: await this.rates.bound.of(id), ...(await this.billing.bound.of(id)), ...(await this.leads.bound.of(id)), credit: await this.credit.bound.of(id) };
  }

  @Post(':id/apikey')
  @HttpCode(200)
  @ApiOkResponse({ type: OrganisationApiKeyDto, description: 'Der alte Schlüssel und alle damit signierten Reklamationslinks gelten ab sofort nicht mehr' })
  regenerateApiKey(@Param('id', ID) id: number): Promise<OrganisationApiKeyDto> {
    return this.organisations.regenerateApiKey(id);
  }

  @Post(':id/webhook-secret')
  @HttpCode(200)
  @ApiOkResponse({
    type: WebhookSecretDto,
    description: 'Erzeugt den Signatur-Schlüssel der Webhooks neu (X-Leadportal-Signature) und zeigt ihn dieses eine Mal vollständig; der alte gilt ab sofort nicht mehr',
  })
  rotateWebhookSecret(@Param('id', ID) id: number): Promise<WebhookSecretDto> {
    return this.organisations.rotateWebhookSecret(id);
  }

  @Get(':id/pd/pipelines')
  @ApiHeader({ name: 'X-Pipedrive-Token', required: false, description: 'Noch nicht gespeichertes Token ausprobieren' })
  @ApiOkResponse({ type: [PipedriveChoiceDto] })
  @ApiBadGatewayResponse({ description: 'Pipedrive lehnt ab oder antwortet nicht' })
  pipelines(@Param('id', ID) id: number, @Headers('x-pipedrive-token') token?: string): Promise<PipedriveChoiceDto[]> {
    return this.organisations.pipelines(id, token);
  }

  @Get(':id/pd/stages')
  @ApiQuery({ name: 'pipeline', required: false, description: 'Standard: die gespeicherte Pipeline' })
  @ApiHeader({ name: 'X-Pipedrive-Token', required: false })
  @ApiOkResponse({ type: [PipedriveStageDto] })
  stages(
    @Param('id', ID) id: number,
    @Query('pipeline', new ParseIntPipe({ optional: true, exceptionFactory: invalid('Pipeline-Id') })) pipeline?: number,
    @Headers('x-pipedrive-token') token?: string,
  ): Promise<PipedriveStageDto[]> {
    return this.organisations.stages(id, pipeline, token);
  }

  @Get(':id/pd/leadlabels')
  @ApiHeader({ name: 'X-Pipedrive-Token', required: false })
  @ApiOkResponse({ type: [PipedriveChoiceDto] })
  leadLabels(@Param('id', ID) id: number, @Headers('x-pipedrive-token') token?: string): Promise<PipedriveChoiceDto[]> {
    return this.organisations.leadLabels(id, token);
  }
}
