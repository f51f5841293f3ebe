import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { Public } from '@app/auth';
import { attachmentDisposition, RateLimit } from '@app/infrastructure';
import { ReclamationDocumentsService } from './reclamation-documents.service';
import { RECLAMATION_ACCESS_FAILURES } from './reclamation-rate-limits';

/**
 * A complaint's document as a download (spec section 7). The path carries a token (a link cannot carry
 * a header): the staff's access token, or the buyer's organisation token (`sig.<sig>` for an old link).
 */
@ApiTags('Öffentlich')
@Public()
@Controller('download/reclamationrequest/document')
export class DocumentDownloadController {
  constructor(private readonly documents: ReclamationDocumentsService) {}

  @Get(':id/:token/:name')
  @RateLimit(RECLAMATION_ACCESS_FAILURES)
  @ApiOkResponse({ description: 'Die Datei, immer als Anhang' })
  @ApiForbiddenResponse({ description: 'Token abgelaufen oder falsch' })
  async download(@Param('id') id: string, @Param('token') token: string, @Res() response: Response): Promise<void> {
    const file = await this.documents.download(id, token);
    response.status(200);
    response.setHeader('Content-Type', file.mime);
    response.setHeader('Content-Length', String(file.size));
    response.setHeader('Content-Disposition', attachmentDisposition(file.name));
    // Never shown inline, never guessed otherwise by the browser, never cached on the way.
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    response.setHeader('Cache-Control', 'private, no-store');
    try {
      await pipeline(file.content, response);
    } catch {
      // The client went away, or the disk failed mid-way: the response is cut off, nothing more to send.
      response.destroy();
    }
  }
}
