import { Body, Controller, Get, Headers, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Public } from '@app/auth';
import { byIp, RateLimit, RateLimitPolicy } from '@app/infrastructure';
import { ConfirmEmailDto, EmailConfirmedDto, RecentEnquiriesDto } from './email-confirmation.dto';
import { EmailConfirmationService } from './email-confirmation.service';
import { RecentEnquiriesService } from './recent-enquiries.service';

/** Tokens cannot be guessed; the limit only keeps someone from trying. */
const CONFIRM_LIMIT_PER_IP: RateLimitPolicy = {
  name: 'lead-confirm-ip',
  limit: 30,
  windowMs: 3600_000,
  key: byIp,
  message: 'Zu viele Versuche von dieser Adresse. Bitte später erneut versuchen.',
  code: 'TOO_MANY_CONFIRMATIONS',
};

@ApiTags('Öffentlich')
@Public()
@Controller('public-api')
export class EmailConfirmationController {
  constructor(private readonly confirmation: EmailConfirmationService) {}

  @Post('lead/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Double-Opt-in: bestätigt die E-Mail-Adresse eines Funnel-Leads (Link /bestaetigen/{token} der Bestätigungsmail)' })
  @ApiOkResponse({ type: EmailConfirmedDto })
  @ApiNotFoundResponse({ description: 'Unbekannter Link' })
  @ApiGoneResponse({ description: 'Link abgelaufen' })
  @ApiTooManyRequestsResponse({ description: 'Zu viele Versuche von dieser IP-Adresse' })
  @RateLimit(CONFIRM_LIMIT_PER_IP)
  confirm(@Body() body: ConfirmEmailDto, @Ip() ip: string, @Headers('user-agent') userAgent = ''): Promise<EmailConfirmedDto> {
    return this.confirmation.confirm(body.token, { ip, userAgent });
  }
}

/** The funnel's ticker (spec: 7 entries, one every 5 seconds), from real enquiries. */
@ApiTags('Öffentlich')
@Public()
@Controller('public-api/funnel')
export class RecentEnquiriesController {
  constructor(private readonly enquiries: RecentEnquiriesService) {}

  @Get('recent')
  @ApiOperation({ summary: 'Die Zeile unter dem Funnel: echte Anfragen der letzten Tage, ohne Personendaten (Zeit, Produkt, PLZ-Region)' })
  @ApiOkResponse({ type: RecentEnquiriesDto })
  recent(): Promise<RecentEnquiriesDto> {
    return this.enquiries.recent();
  }
}
