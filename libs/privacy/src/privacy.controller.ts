import { Body, Controller, Get, HttpCode, Post, Query, Req, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Audited } from '@app/audit';
import type { AuthenticatedUser } from '@app/auth';
import { attachmentDisposition } from '@app/infrastructure';
import { EraseDto, ErasureResultDto, PersonQueryDto, RetentionRunDto, SubjectsDto } from './dto/privacy.dto';
import { ErasureService } from './erasure.service';
import { PrivacyException } from './privacy.exception';
import { PrivacyService } from './privacy.service';
import { RetentionService } from './retention/retention.service';

type StaffRequest = Request & { user: AuthenticatedUser };

/** Data-protection rights (DSGVO): find a person, hand out their data (Art. 15), erase it (Art. 17); the retention runs. */
@ApiTags('Datenschutz')
@ApiBearerAuth()
@Controller('api/privacy')
export class PrivacyController {
  constructor(
    private readonly privacy: PrivacyService,
    private readonly erasure: ErasureService,
    private readonly retention: RetentionService,
  ) {}

  @Get('subjects')
  @ApiOkResponse({ type: SubjectsDto, description: 'Leads, Aufträge und Reklamationen zu E-Mail-Adresse oder Telefonnummer (normalisiert wie beim Eingang)' })
  @ApiBadRequestResponse({ description: 'Weder E-Mail-Adresse noch Telefonnummer, oder eine ungültige' })
  subjects(@Query() query: PersonQueryDto): Promise<SubjectsDto> {
    return this.privacy.subjects(this.privacy.person(query));
  }

  @Get('export')
  @Audited('export', 'privacy')
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'ZIP mit auskunft.json (alle gespeicherten Daten) und Auskunft-Art-15-DSGVO.pdf (lesbare Zusammenfassung)' })
  @ApiBadRequestResponse({ description: 'Weder E-Mail-Adresse noch Telefonnummer, oder eine ungültige' })
  async export(@Query() query: PersonQueryDto): Promise<StreamableFile> {
    const { fileName, content } = await this.privacy.export(this.privacy.person(query));
    return new StreamableFile(content, { type: 'application/zip', disposition: attachmentDisposition(fileName), length: content.length });
  }

  @Post('erase')
  @HttpCode(200)
  @ApiOkResponse({ type: ErasureResultDto, description: 'Was pseudonymisiert, gelöscht und benachrichtigt wurde' })
  @ApiBadRequestResponse({ description: 'Weder E-Mail-Adresse noch Telefonnummer, oder kein Grund' })
  erase(@Body() body: EraseDto): Promise<ErasureResultDto> {
    const reason = body.reason.trim();
    if (!reason) throw new PrivacyException('INVALID_REASON', 'Bitte einen Grund für die Löschung angeben', { fields: { reason: 'Bitte einen Grund angeben' } });
    return this.erasure.erase(this.privacy.person(body), reason);
  }

  @Get('retention-runs')
  @ApiOkResponse({ type: [RetentionRunDto], description: 'Die letzten 20 Aufbewahrungsläufe, neueste zuerst' })
  retentionRuns(): Promise<RetentionRunDto[]> {
    return this.retention.latest();
  }

  @Post('retention-runs')
  @ApiCreatedResponse({ type: RetentionRunDto, description: 'Startet einen Aufbewahrungslauf jetzt (sonst täglich um 3:30 Uhr)' })
  runRetention(@Req() request: StaffRequest): Promise<RetentionRunDto> {
    return this.retention.run('manual', request.user.id);
  }
}
