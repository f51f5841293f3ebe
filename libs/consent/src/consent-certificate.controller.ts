import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Audited } from '@app/audit';
import { Public } from '@app/auth';
import { attachmentDisposition, ParseIdPipe } from '@app/infrastructure';
import { CertificateFile, ConsentCertificateService } from './consent-certificate.service';
import { ConsentException } from './consent.exception';

const LEAD_ID = new ParseIdPipe((id) => new ConsentException('NOT_BOUGHT', `Lead ${id} gibt es nicht.`));

function pdf(response: Response, file: CertificateFile): StreamableFile {
  response.setHeader('Content-Disposition', attachmentDisposition(file.fileName));
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Cache-Control', 'private, no-store');
  return new StreamableFile(file.content, { type: 'application/pdf', length: file.content.length });
}

@ApiTags('Leads')
@ApiBearerAuth()
@Controller('api/lead')
export class ConsentCertificateController {
  constructor(private readonly certificates: ConsentCertificateService) {}

  @Get(':id/consent.pdf')
  @Audited('download', 'lead', 'id')
  @ApiOperation({ summary: 'Einwilligungsnachweis des Leads (PDF): Zeitpunkt, IP, Browser, Text mit Prüfsumme, Double-Opt-in, Angaben, Weitergabe' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'Das PDF' })
  async staff(@Param('id', LEAD_ID) id: number, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    return pdf(response, await this.certificates.forStaff(id));
  }
}

/** The link in a buyer's delivery mail: the certificate of a lead it bought, without a login. */
@ApiTags('Öffentlich')
@Public()
@Controller('public-api/lead')
export class PublicConsentCertificateController {
  constructor(private readonly certificates: ConsentCertificateService) {}

  @Get(':id/consent.pdf')
  @ApiOperation({ summary: 'Einwilligungsnachweis für den Käufer des Leads (signierter Link aus der Lead-Mail)' })
  @ApiQuery({ name: 'buyer', description: 'Id des Unternehmens, an das der Lead verkauft wurde' })
  @ApiQuery({ name: 'token', description: 'Signatur aus dem Link' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'Das PDF' })
  @ApiForbiddenResponse({ description: 'Signatur falsch' })
  @ApiNotFoundResponse({ description: 'Lead nicht an dieses Unternehmen verkauft' })
  async buyer(
    @Param('id', LEAD_ID) id: number,
    @Query('buyer') buyer: string | undefined,
    @Query('token') token: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return pdf(response, await this.certificates.forBuyer(id, /^\d{1,10}$/.test(buyer ?? '') ? Number(buyer) : NaN, typeof token === 'string' ? token : ''));
  }
}
