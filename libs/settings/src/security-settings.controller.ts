import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SecuritySettingsDto } from './dto/security-settings.dto';
import { SecuritySettingsService } from './security-settings.service';

@ApiTags('Einstellungen')
@ApiBearerAuth()
@Controller('api/settings/security')
export class SecuritySettingsController {
  constructor(private readonly security: SecuritySettingsService) {}

  @Get()
  @ApiOkResponse({ type: SecuritySettingsDto })
  get(): Promise<SecuritySettingsDto> {
    return this.security.get();
  }

  @Put()
  @ApiOkResponse({ type: SecuritySettingsDto })
  update(@Body() body: SecuritySettingsDto): Promise<SecuritySettingsDto> {
    return this.security.update(body);
  }
}
