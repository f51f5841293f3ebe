import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ZipConditionsFilterDto, ZipCoverageRowDto } from './dto/distribution.dto';
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
}
