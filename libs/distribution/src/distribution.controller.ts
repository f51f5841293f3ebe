import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { MatchedOrganisationDto, ZipConditionsFilterDto, ZipCoverageRowDto } from './dto/distribution.dto';
import { DistributionService } from './distribution.service';

@ApiTags('Verteilung')
@ApiBearerAuth()
@Controller('api')
export class DistributionController {
  constructor(private readonly distribution: DistributionService) {}

  /** Lead Analyse: buyers per postal code (or two-digit area), gaps included. */
  @Post('organisations/zipconditions')
  @HttpCode(200)
  @ApiOkResponse({ type: [ZipCoverageRowDto] })
  zipConditions(@Body() filter: ZipConditionsFilterDto): Promise<ZipCoverageRowDto[]> {
    return this.distribution.zipConditions(filter.orgas ?? [], filter.twoDigits ?? false);
  }

  /** Lead Matchen: the buyers the lead with this CRM deal id (or lead number) fits now. */
  @Get('organisation/match/:pipedriveId')
  @ApiQuery({ name: 'all', required: false, description: 'true: auch die nicht passenden Unternehmen mit Grund' })
  @ApiOkResponse({ type: [MatchedOrganisationDto] })
  @ApiNotFoundResponse({ description: 'Kein Lead mit dieser Deal-Id oder Nummer' })
  match(@Param('pipedriveId') pipedriveId: string, @Query('all') all?: string): Promise<MatchedOrganisationDto[]> {
    return this.distribution.matchByDeal(pipedriveId, all === 'true');
  }
}
