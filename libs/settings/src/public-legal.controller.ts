import { Controller, Get, Param } from '@nestjs/common';
import { ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { Public } from '@app/infrastructure';
import { PublicLegalIndexDto, PublicLegalLinkDto, PublicLegalTextDto } from './dto/public-legal.dto';
import { LegalSettingsService } from './legal-settings.service';

/** The public site's legal pages, as staff set them in Settings. */
@ApiTags('Öffentlich')
@Public()
@Controller('public-api/legal')
export class PublicLegalController {
  constructor(private readonly legal: LegalSettingsService) {}

  @Get()
  @ApiOperation({ summary: 'Welche Rechtstexte es gibt (Text hier oder externe Adresse)' })
  @ApiOkResponse({ type: PublicLegalIndexDto })
  index(): Promise<PublicLegalIndexDto> {
    return this.legal.publicIndex();
  }

  @Get(':page')
  @ApiOperation({ summary: 'Ein Rechtstext (impressum, agb, datenschutz, partner-werden): {title, text} oder {url}' })
  @ApiExtraModels(PublicLegalTextDto, PublicLegalLinkDto)
  @ApiOkResponse({ schema: { oneOf: [{ $ref: getSchemaPath(PublicLegalTextDto) }, { $ref: getSchemaPath(PublicLegalLinkDto) }] } })
  @ApiNotFoundResponse({ description: 'Unbekannte Seite, oder für sie ist noch nichts hinterlegt; Grund auf Deutsch' })
  page(@Param('page') page: string): Promise<PublicLegalTextDto | PublicLegalLinkDto> {
    return this.legal.publicPage(page);
  }
}
