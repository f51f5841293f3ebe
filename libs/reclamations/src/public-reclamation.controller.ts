import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiCreatedResponse, ApiForbiddenResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '@app/auth';
import { ParseIdPipe, RateLimit } from '@app/infrastructure';
import { FileReclamationDto, PublicReclamationDto, UploadResultDto } from './dto/reclamation.dto';
import { PublicReclamationService } from './public-reclamation.service';
import { Credentials, ReclamationCredentials } from './reclamation-access';
import { ReclamationDocumentsService } from './reclamation-documents.service';
import { RECLAMATION_ACCESS_FAILURES, RECLAMATION_PUBLIC_CALLS, RECLAMATION_UPLOADS } from './reclamation-rate-limits';
import { ReclamationException } from './reclamations.exception';

const LEAD = new ParseIdPipe((id) => new ReclamationException('SALE_NOT_FOUND', `Lead ${id} gibt es nicht.`));
const ORGANISATION = new ParseIdPipe((id) => new ReclamationException('ORGANISATION_NOT_FOUND', `Unternehmen ${id} gibt es nicht.`));

/** The buyers' complaint page (spec section 7); query `token` (or `sig` of an old link), or a staff bearer token. */
@ApiTags('Öffentlich')
@Public()
@ApiQuery({ name: 'token', required: false, description: 'Token des Unternehmens aus dem Link der Lead-Mail' })
@ApiQuery({ name: 'sig', required: false, description: 'Signatur eines älteren Links (nur für dessen Lead)' })
@ApiForbiddenResponse({ description: 'Ohne gültiges Token (oder Anmeldung); Grund auf Deutsch' })
@Controller('public-api/reclamationrequest')
export class PublicReclamationController {
  constructor(
    private readonly complaints: PublicReclamationService,
    private readonly documents: ReclamationDocumentsService,
  ) {}

  @Get(':orgaId/:leadId')
  @RateLimit(RECLAMATION_ACCESS_FAILURES, RECLAMATION_PUBLIC_CALLS)
  @ApiOkResponse({ type: PublicReclamationDto })
  get(@Credentials() credentials: ReclamationCredentials, @Param('orgaId', ORGANISATION) organisationId: number, @Param('leadId', LEAD) leadId: number): Promise<PublicReclamationDto> {
    return this.complaints.get(credentials, organisationId, leadId);
  }

  @Post()
  @HttpCode(200)
  @RateLimit(RECLAMATION_ACCESS_FAILURES, RECLAMATION_PUBLIC_CALLS)
  @ApiOkResponse({ type: PublicReclamationDto, description: 'Neu eingereicht oder (solange offen) Grund geändert' })
  file(@Credentials() credentials: ReclamationCredentials, @Body() body: FileReclamationDto): Promise<PublicReclamationDto> {
    return this.complaints.file(credentials, body);
  }

  @Post('upload/:orgaId/:leadId')
  @HttpCode(201)
  @RateLimit(RECLAMATION_ACCESS_FAILURES, RECLAMATION_UPLOADS)
  @ApiConsumes('multipart/form-data')
  @ApiCreatedResponse({ type: UploadResultDto, description: 'Feld "file", eine oder mehrere Dateien; 413 zu groß, 415 nicht erlaubtes Format' })
  upload(
    @Credentials() credentials: ReclamationCredentials,
    @Param('orgaId', ORGANISATION) organisationId: number,
    @Param('leadId', LEAD) leadId: number,
    @Req() request: Request,
  ): Promise<UploadResultDto> {
    return this.documents.upload(credentials, organisationId, leadId, request);
  }
}
