import { Body, Controller, Headers, HttpCode, Ip, Post, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '@app/auth';
import { RateLimit } from '@app/infrastructure';
import { CreateFunnelLeadDto, CreateSupplierLeadDto, FunnelLeadCreatedDto, LeadCreatedDto } from './dto/create-lead.dto';
import { Leadsource } from '@app/leadsources';
import { FUNNEL_LIMIT_PER_IP, LeadIntakeService, SUPPLIER_LIMIT_PER_KEY } from './lead-intake.service';
import { SupplierApiKeyGuard, SupplierLeadsource } from './supplier-api-key.guard';
import { LeadIntakeMetrics } from './lead-intake.metrics';
import { PingService } from './ping/ping.service';

@ApiTags('Öffentlich')
@Public()
@UseInterceptors(LeadIntakeMetrics)
@Controller('public-api')
export class LeadsIntakeController {
  constructor(
    private readonly intake: LeadIntakeService,
    private readonly pings: PingService,
  ) {}

  @Post('lead')
  @HttpCode(201)
  @ApiCreatedResponse({ type: FunnelLeadCreatedDto })
  @ApiBadRequestResponse({ description: '`fields` nennt jedes ungültige Feld, z. B. `contact.phone`; auch eine Postleitzahl, die es nicht gibt' })
  @ApiTooManyRequestsResponse({ description: 'Zu viele Anfragen von dieser IP-Adresse' })
  @RateLimit(FUNNEL_LIMIT_PER_IP)
  async fromFunnel(
    @Body() body: CreateFunnelLeadDto,
    @Ip() ip: string,
    @Headers('user-agent') userAgent = '',
  ): Promise<FunnelLeadCreatedDto> {
    const lead = await this.intake.fromFunnel(body, { ip, userAgent });
    // Only a mail with a double opt-in link leaves the token's hash on the lead.
    return { id: lead.id, doubleOptIn: lead.emailConfirmTokenHash !== null };
  }

  @Post('leadsource/lead')
  @UseGuards(SupplierApiKeyGuard)
  @ApiHeader({ name: 'X-Api-Key', required: true, description: 'API-Schlüssel der Leadsource' })
  @ApiCreatedResponse({ type: LeadCreatedDto, description: 'Neuer Lead' })
  @ApiOkResponse({ type: LeadCreatedDto, description: 'Diese externalId gab es schon: der vorhandene Lead' })
  @ApiConflictResponse({ description: 'Der Ping (pingId) wurde schon für einen anderen Lead verwendet' })
  @ApiUnprocessableEntityResponse({ description: 'Ping unbekannt, abgelaufen oder passt nicht (Postleitzahl, Antworten); Einwilligungsnachweis fehlt; Nicht kontaktieren' })
  @ApiUnauthorizedResponse({ description: 'Unbekannter oder inaktiver API-Schlüssel' })
  @ApiTooManyRequestsResponse({ description: 'Zu viele Leads mit diesem API-Schlüssel in einer Stunde' })
  @RateLimit(SUPPLIER_LIMIT_PER_KEY)
  async fromSupplier(
    @SupplierLeadsource() source: Leadsource,
    @Body() body: CreateSupplierLeadDto,
    @Headers('user-agent') userAgent = '',
    @Res({ passthrough: true }) response: Response,
  ): Promise<LeadCreatedDto> {
    const ping = body.pingId ? this.pings.redemption(source, body.pingId) : undefined;
    const { lead, created } = await this.intake.fromSupplier(source, body, { ip: '', userAgent }, ping);
    response.status(created ? 201 : 200);
    return { id: lead.id };
  }
}
