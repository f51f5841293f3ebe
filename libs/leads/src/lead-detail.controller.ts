import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthenticatedUser } from '@app/auth/authenticated-user';
import { LeadDetailDto, SellLeadDto, UpdateLeadDto } from './dto/lead-detail.dto';
import { LeadSalesService } from './lead-detail.service';
import { SalesException } from '@app/sales/sales.exception';

const ID = new ParseIntPipe({ exceptionFactory: () => new SalesException('LEAD_NOT_FOUND', 'Ungültige Lead-Nummer') });

@ApiTags('Leads')
@ApiBearerAuth()
@Controller('api')
export class LeadSalesController {
  constructor(private readonly leads: LeadSalesService) {}

  @Get('lead/:id')
  @ApiOkResponse({ type: LeadDetailDto })
  get(@Param('id', ID) id: number): Promise<LeadDetailDto> {
    return this.leads.detail(id);
  }

  @Put('lead/:lId')
  @ApiOkResponse({ type: LeadDetailDto, description: 'qualified: true verteilt den Lead (einmal)' })
  update(@Param('lId', ID) id: number, @Body() body: UpdateLeadDto): Promise<LeadDetailDto> {
    return this.leads.update(id, body);
  }

  @Post('lead/:lId/sell')
  @HttpCode(200)
  @ApiOkResponse({ type: LeadDetailDto, description: 'Von Hand verkauft' })
  sell(@Param('lId', ID) id: number, @Body() body: SellLeadDto, @Req() request: Request & { user: AuthenticatedUser }): Promise<LeadDetailDto> {
    return this.leads.sell(id, body.organisations, body.force ?? false, request.user.id);
  }

  @Post('deliveries/:id/retry')
  @HttpCode(200)
  retry(@Param('id', new ParseIntPipe({ exceptionFactory: () => new SalesException('DELIVERY_NOT_FOUND', 'Ungültige Zustellungs-Id') })) id: number) {
    return this.leads.retryDelivery(id);
  }
}
