import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DistributionSettingsService } from './distribution-settings.service';
import { DistributionSettingsDto } from './dto/distribution-settings.dto';
import { LegalSettingsDto } from './dto/legal-settings.dto';
import { LegalSettingsService } from './legal-settings.service';
import { ReclamationSettingsDto } from './dto/reclamation-settings.dto';
import { ReclamationSettingsService } from './reclamation-settings.service';
import { CompanySettingsService } from './company-settings.service';
import { CompanySettingsDto, CompanySettingsResponseDto } from './dto/company-settings.dto';
import { DunningSettingsDto } from './dto/dunning-settings.dto';
import { DunningSettingsService } from './dunning-settings.service';

@ApiTags('Einstellungen')
@ApiBearerAuth()
@Controller('api/settings')
export class SettingsController {
  constructor(
    private readonly distribution: DistributionSettingsService,
    private readonly legal: LegalSettingsService,
    private readonly reclamation: ReclamationSettingsService,
    private readonly company: CompanySettingsService,
    private readonly dunning: DunningSettingsService,
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

  @Get('reclamation')
  @ApiOkResponse({ type: ReclamationSettingsDto })
  getReclamation(): Promise<ReclamationSettingsDto> {
    return this.reclamation.get();
  }

  @Put('reclamation')
  @ApiOkResponse({ type: ReclamationSettingsDto })
  updateReclamation(@Body() body: ReclamationSettingsDto): Promise<ReclamationSettingsDto> {
    return this.reclamation.update(body);
  }

  @Get('company')
  @ApiOkResponse({ type: CompanySettingsResponseDto })
  getCompany(): Promise<CompanySettingsResponseDto> {
    return this.company.get();
  }

  @Put('company')
  @ApiOkResponse({ type: CompanySettingsResponseDto })
  updateCompany(@Body() body: CompanySettingsDto): Promise<CompanySettingsResponseDto> {
    return this.company.update(body);
  }

  @Get('dunning')
  @ApiOkResponse({ type: DunningSettingsDto })
  getDunning(): Promise<DunningSettingsDto> {
    return this.dunning.get();
  }

  @Put('dunning')
  @ApiOkResponse({ type: DunningSettingsDto })
  updateDunning(@Body() body: DunningSettingsDto): Promise<DunningSettingsDto> {
    return this.dunning.update(body);
  }
}
