import { Body, Controller, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Audited } from '@app/audit';
import { AuthenticatedUser } from '@app/auth';
import { ParseIdPipe } from '@app/infrastructure';
import { LeadDetailDto, LeadRejectedDto, ReclaimByBuyersDto, ReclaimSaleDto, RejectLeadDto, SellLeadDto, UpdateLeadDto } from './dto/lead-detail.dto';
import { LeadDetailService } from './lead-detail.service';
import { LeadException } from './leads.exception';
import { LeadRejectionService } from './quality/lead-rejection.service';

const LEAD_ID = new ParseIdPipe((id) => new LeadException('LEAD_NOT_FOUND', `Lead ${id} gibt es nicht.`));
const ORGANISATION_ID = new ParseIdPipe((id) => new LeadException('LEAD_NOT_FOUND', `Unternehmen ${id} gibt es nicht.`));

type StaffRequest = Request & { user: AuthenticatedUser };
const actorOf = (request: StaffRequest) => ({ id: request.user.id, name: request.user.name });

@ApiTags('Leads')
@ApiBearerAuth()
@Controller('api')
export class LeadDetailController {
  constructor(
    private readonly leads: LeadDetailService,
    private readonly rejection: LeadRejectionService,
  ) {}

  @Get('lead/:id')
  @Audited('view', 'lead', 'id')
  @ApiOkResponse({ type: LeadDetailDto })
  get(@Param('id', LEAD_ID) id: number): Promise<LeadDetailDto> {
    return this.leads.detail(id);
  }

  @Put('lead/:lId')
  @ApiOkResponse({ type: LeadDetailDto, description: 'qualified: true verteilt den Lead (einmal)' })
  update(@Param('lId', LEAD_ID) id: number, @Body() body: UpdateLeadDto, @Req() request: StaffRequest): Promise<LeadDetailDto> {
    return this.leads.update(id, body, actorOf(request));
  }

  @Put('lead/:lId/reclamate/buyer/:orgId')
  @ApiOkResponse({ type: LeadDetailDto, description: 'reclamation true: reklamiert; false: Reklamation zurückgenommen. Der Käufer erhält eine Mail.' })
  reclaimSale(@Param('lId', LEAD_ID) id: number, @Param('orgId', ORGANISATION_ID) organisationId: number, @Body() body: ReclaimSaleDto, @Req() request: StaffRequest): Promise<LeadDetailDto> {
    return this.leads.reclaimSale(id, organisationId, body.id, body.reclamation, actorOf(request));
  }

  @Put('lead/:lId/reclamate/buyers')
  @ApiOkResponse({ type: LeadDetailDto, description: 'Alle Verkäufe reklamiert; jeder Käufer erhält eine Mail' })
  reclaimByBuyers(@Param('lId', LEAD_ID) id: number, @Body() body: ReclaimByBuyersDto, @Req() request: StaffRequest): Promise<LeadDetailDto> {
    return this.leads.reclaimByBuyers(id, body.note, actorOf(request));
  }

  @Post('lead/:lId/sell')
  @HttpCode(200)
  @ApiOkResponse({ type: LeadDetailDto, description: 'Von Hand verkauft' })
  sell(@Param('lId', LEAD_ID) id: number, @Body() body: SellLeadDto, @Req() request: StaffRequest): Promise<LeadDetailDto> {
    return this.leads.sell(id, { organisations: body.organisations, force: body.force ?? false, userId: request.user.id }, actorOf(request));
  }

  @Post('lead/:lId/reject')
  @HttpCode(200)
  @ApiOkResponse({ type: LeadRejectedDto, description: 'Abgelehnt (Qualität: rejected, nie automatisch verkauft) und, soweit die Quote reicht, bei der Leadsource reklamiert' })
  async reject(@Param('lId', LEAD_ID) id: number, @Body() body: RejectLeadDto, @Req() request: StaffRequest): Promise<LeadRejectedDto> {
    const result = await this.rejection.reject(id, body.reason, actorOf(request));
    return { ...(await this.leads.detail(id)), supplierReclaimed: result.reclaimed, notReclaimed: result.notReclaimed };
  }
}
