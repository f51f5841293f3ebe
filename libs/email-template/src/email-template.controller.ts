import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { EmailTemplateResponseDto, UpdateEmailTemplateDto } from './dto/email-template.dto';
import { EmailTemplateService } from './email-template.service';

@ApiTags('E-Mail-Vorlage')
@ApiBearerAuth()
@Controller('api/email')
export class EmailTemplateController {
  constructor(private readonly templates: EmailTemplateService) {}

  @Get()
  @ApiOkResponse({ type: EmailTemplateResponseDto })
  async get(): Promise<EmailTemplateResponseDto> {
    return EmailTemplateResponseDto.from(await this.templates.get());
  }

  /** The spec addresses the single template as id 1. */
  @Put('1')
  @ApiOkResponse({ type: EmailTemplateResponseDto })
  @ApiBadRequestResponse({ description: 'Leerer Betreff/Inhalt oder unbekannter Platzhalter' })
  async update(@Body() body: UpdateEmailTemplateDto): Promise<EmailTemplateResponseDto> {
    return EmailTemplateResponseDto.from(await this.templates.update(body.subject, body.body));
  }
}
