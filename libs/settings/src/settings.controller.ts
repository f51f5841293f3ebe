import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DistributionSettingsService } from './distribution-settings.service';
import { DistributionSettingsDto } from './dto/distribution-settings.dto';

@ApiTags('Einstellungen')
@ApiBearerAuth()
@Controller('api/settings')
export class SettingsController {
  constructor(private readonly distribution: DistributionSettingsService) {}

  @Get('distribution')
  @ApiOkResponse({ type: DistributionSettingsDto })
  getDistribution(): Promise<DistributionSettingsDto> {
    return this.distribution.get();
  }

  @Put('distribution')
  @ApiOkResponse({ type: DistributionSettingsDto })
  updateDistribution(@Body() body: DistributionSettingsDto): Promise<DistributionSettingsDto> {
    return this.distribution.update(body);
  }
}
