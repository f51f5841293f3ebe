import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DistributionService, MatchedOrganisationDto } from '@app/distribution';
import { SalesService } from './sales.service';

/**
 * Lead Matchen. The rules live in `libs/distribution`; the route lives here because whether a buyer
 * fits a lead now depends on what was sold already (the same lead, the same person, monthly limits).
 */
@ApiTags('Verteilung')
@ApiBearerAuth()
@Controller('api')
export class LeadMatchingController {
  constructor(
    private readonly distribution: DistributionService,
    private readonly sales: SalesService,
  ) {}

  /** The buyers the lead with this CRM deal id (or lead number) fits now, in the order they would get it. */
  @Get('organisation/match/:pipedriveId')
  @ApiQuery({ name: 'all', required: false, description: 'true: auch die nicht passenden Unternehmen mit Grund' })
  @ApiOkResponse({ type: [MatchedOrganisationDto] })
  @ApiNotFoundResponse({ description: 'Kein Lead mit dieser Deal-Id oder Nummer' })
  async match(@Param('pipedriveId') pipedriveId: string, @Query('all') all?: string): Promise<MatchedOrganisationDto[]> {
    const lead = await this.distribution.findLeadByDeal(pipedriveId);
    const result = await this.sales.matchNow(lead);
    return this.distribution.matchedRows(lead.id, result, all === 'true');
  }
}
