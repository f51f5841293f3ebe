import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { GEO_SOURCE, GeoStatusDto } from './dto/geo-status.response.dto';
import { GeoService } from './geo.service';

/** Staff side: whether postal-code centroids are there (radius conditions need them). */
@ApiTags('Geodaten')
@ApiBearerAuth()
@Controller('api/geo')
export class GeoController {
  constructor(private readonly geo: GeoService) {}

  @Get('status')
  @ApiOkResponse({ type: GeoStatusDto })
  status(): GeoStatusDto {
    return { postalCodes: this.geo.count(), source: GEO_SOURCE };
  }
}
