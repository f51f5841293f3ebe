import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ConsentTextVersionDto } from './consent-text-version.dto';
import { ConsentTextsService } from './consent-texts.service';

@ApiTags('Einstellungen')
@ApiBearerAuth()
@Controller('api/settings/legal')
export class ConsentTextsController {
  constructor(private readonly texts: ConsentTextsService) {}

  @Get('versions')
  @ApiOperation({ summary: 'Alle veröffentlichten Fassungen der Einwilligungs- und Rechtstexte, je Art die neueste zuerst' })
  @ApiOkResponse({ type: [ConsentTextVersionDto] })
  list(): Promise<ConsentTextVersionDto[]> {
    return this.texts.list();
  }
}
