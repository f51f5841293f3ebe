import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Public } from '@app/auth';
import { byIp, RateLimit, RateLimitPolicy } from '@app/infrastructure';
import { PostcodeCheckDto, PostcodeQueryDto } from './dto/distribution.dto';
import { DistributionService } from './distribution.service';

/** A homeowner tries a few postal codes; thousands from one address would be someone mapping the buyers' areas. */
const POSTCODE_CHECK_LIMIT_PER_IP: RateLimitPolicy = {
  name: 'postcode-check-ip',
  limit: 60,
  windowMs: 3600_000,
  key: byIp,
  message: 'Zu viele Anfragen von dieser Adresse. Bitte später erneut versuchen.',
  code: 'TOO_MANY_POSTCODE_CHECKS',
};

@ApiTags('Öffentlich')
@Public()
@Controller('public-api/funnel')
export class PostcodeCheckController {
  constructor(private readonly distribution: DistributionService) {}

  @Get('postcode')
  @ApiOperation({ summary: 'Schritt „Postleitzahl“ des Funnels: Gibt es die Postleitzahl, und nimmt dort ein aktiver Käufer Leads?' })
  @ApiOkResponse({ type: PostcodeCheckDto })
  @ApiBadRequestResponse({ description: 'Keine vier- oder fünfstellige Postleitzahl' })
  @ApiTooManyRequestsResponse({ description: 'Zu viele Abfragen von dieser IP-Adresse' })
  @RateLimit(POSTCODE_CHECK_LIMIT_PER_IP)
  check(@Query() query: PostcodeQueryDto): Promise<PostcodeCheckDto> {
    return this.distribution.postcodeCheck(query.zip);
  }
}
