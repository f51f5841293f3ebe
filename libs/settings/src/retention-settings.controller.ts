import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RetentionSettingsDto } from './dto/retention-settings.dto';
import { RetentionSettingsService } from './retention-settings.service';

@ApiTags('Einstellungen')
@ApiBearerAuth()
@Controller('api/settings/retention')
export class RetentionSettingsController {
  constructor(private readonly retention: RetentionSettingsService) {}

  @Get()
  @ApiOkResponse({ type: RetentionSettingsDto, description: "Karte 'Aufbewahrung': Fristen des täglichen Löschlaufs" })
  get(): Promise<RetentionSettingsDto> {
    return this.retention.get();
  }

  @Put()
  @ApiOkResponse({ type: RetentionSettingsDto })
  update(@Body() body: RetentionSettingsDto): Promise<RetentionSettingsDto> {
    return this.retention.update(body);
  }
}
