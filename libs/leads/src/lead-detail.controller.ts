import { Body, Controller, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthenticatedUser } from '@app/auth';
import { ParseIdPipe } from '@app/common';
import { LeadDetailDto, SellLeadDto, UpdateLeadDto } from './dto/lead-detail.dto';
import { LeadDetailService } from './lead-detail.service';
import { LeadException } from './leads.exception';

const LEAD_ID = new ParseIdPipe((id) => new LeadException('LEAD_NOT_FOUND', `Lead ${id} gibt es nicht.`));

@ApiTags('Leads')
@ApiBearerAuth()
@Controller('api')
export class LeadDetailController {
  constructor(private readonly leads: LeadDetailService) {}

  @Get('lead/:id')
  @ApiOkResponse({ type: LeadDetailDto })
  get(@Param('id', LEAD_ID) id: number): Promise<LeadDetailDto> {
    return this.leads.detail(id);
  }

  @Put('lead/:lId')
  @ApiOkResponse({ type: LeadDetailDto, description: 'qualified: true verteilt den Lead (einmal)' })
  update(@Param('lId', LEAD_ID) id: number, @Body() body: UpdateLeadDto): Promise<LeadDetailDto> {
    return this.leads.update(id, body);
  }

  @Post('lead/:lId/sell')
  @HttpCode(200)
  @ApiOkResponse({ type: LeadDetailDto, description: 'Von Hand verkauft' })
  sell(@Param('lId', LEAD_ID) id: number, @Body() body: SellLeadDto, @Req() request: Request & { user: AuthenticatedUser }): Promise<LeadDetailDto> {
    return this.leads.sell(id, { organisations: body.organisations, force: body.force ?? false, userId: request.user.id });
  }
}
