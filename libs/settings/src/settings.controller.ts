import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DistributionSettingsService } from './distribution-settings.service';
import { DistributionSettingsDto } from './dto/distribution-settings.dto';
import { LegalSettingsDto } from './dto/legal-settings.dto';
import { LegalSettingsService } from './legal-settings.service';

@ApiTags('Einstellungen')
@ApiBearerAuth()
@Controller('api/settings')
export class SettingsController {
  constructor(
    private readonly distribution: DistributionSettingsService,
    private readonly legal: LegalSettingsService,
  ) {}

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

  @Get('legal')
  @ApiOkResponse({ type: LegalSettingsDto })
  getLegal(): Promise<LegalSettingsDto> {
    return this.legal.get();
  }

  @Put('legal')
  @ApiOkResponse({ type: LegalSettingsDto })
  updateLegal(@Body() body: LegalSettingsDto): Promise<LegalSettingsDto> {
    return this.legal.update(body);
  }
}
