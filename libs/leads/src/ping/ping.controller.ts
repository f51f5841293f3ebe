import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiHeader,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Public } from '@app/auth';
import { RateLimit } from '@app/infrastructure';
import { Leadsource } from '@app/leadsources';
import { SupplierApiKeyGuard, SupplierLeadsource } from '../supplier-api-key.guard';
import { CreatePingDto, PingAnswerDto } from './ping.dto';
import { PING_LIMIT_PER_KEY, PingService } from './ping.service';

@ApiTags('Öffentlich')
@Public()
@Controller('public-api')
export class PingController {
  constructor(private readonly pings: PingService) {}

  @Post('leadsource/ping')
  @HttpCode(200)
  @UseGuards(SupplierApiKeyGuard)
  @ApiHeader({ name: 'X-Api-Key', required: true, description: 'API-Schlüssel der Leadsource' })
  @ApiOkResponse({ type: PingAnswerDto, description: 'Ob der Lead gewollt ist und zu welchem Preis; mit pingId den Lead senden (10 Minuten)' })
  @ApiBadRequestResponse({ description: 'Ungültige Postleitzahl oder Antworten, oder persönliche Daten (Name, Telefon, E-Mail, Straße) im Ping' })
  @ApiUnauthorizedResponse({ description: 'Unbekannter oder inaktiver API-Schlüssel' })
  @ApiTooManyRequestsResponse({ description: 'Zu viele Pings mit diesem API-Schlüssel in einer Minute' })
  @RateLimit(PING_LIMIT_PER_KEY)
  ping(@SupplierLeadsource() source: Leadsource, @Body() body: CreatePingDto): Promise<PingAnswerDto> {
    return this.pings.ping(source, body);
  }
}
