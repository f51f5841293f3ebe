import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@app/infrastructure';
import type { PublicLegalIndex, PublicLegalPage } from '@app/contract';
import { LegalSettingsService } from './legal-settings.service';

/** The public site's legal pages, as staff set them in Settings. */
@ApiTags('Öffentlich')
@Public()
@Controller('public-api/legal')
export class PublicLegalController {
  constructor(private readonly legal: LegalSettingsService) {}

  @Get()
  @ApiOperation({ summary: 'Welche Rechtstexte es gibt (Text hier oder externe Adresse)' })
  index(): Promise<PublicLegalIndex> {
    return this.legal.publicIndex();
  }

  @Get(':page')
  @ApiOperation({ summary: 'Ein Rechtstext (impressum, agb, datenschutz, partner-werden): {title, text} oder {url}' })
  page(@Param('page') page: string): Promise<PublicLegalPage> {
    return this.legal.publicPage(page);
  }
}
