import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AuditService } from '@app/audit';
import type { AuditEntityType } from '@app/contract';
import { AuthenticatedUser, AuthService, Public } from '@app/auth';
import { attachmentDisposition, ParseIdPipe } from '@app/infrastructure';
import { DunningService } from './dunning/dunning.service';
import { InvoicingException } from './invoicing.exception';
import { InvoicingService } from './invoicing.service';

const ORGANISATION = new ParseIdPipe((id) => new InvoicingException('ORGANISATION_NOT_FOUND', `Unternehmen ${id} gibt es nicht.`));
const INVOICE = new ParseIdPipe((id) => new InvoicingException('INVOICE_NOT_FOUND', `Rechnung ${id} gibt es nicht.`));
const DUNNING = new ParseIdPipe((id) => new InvoicingException('DUNNING_NOT_FOUND', `Mahnung ${id} gibt es nicht.`));
const DENIED = 'Der Download-Link ist ungültig oder abgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.';

/**
 * Invoice and dunning downloads (spec section 6: the logged-in user's access token is part of the
 * link, a link cannot carry a header). The token is redacted from every logged URL (redactUrl).
 */
@ApiTags('Rechnungen')
@Public()
@Controller('download/organisation/:orgId')
export class InvoiceDownloadController {
  constructor(
    private readonly auth: AuthService,
    private readonly invoicing: InvoicingService,
    private readonly dunning: DunningService,
    private readonly audit: AuditService,
  ) {}

  /** `{voucherNumber}.pdf`: the PDF as issued; `….xml`: its XRechnung. */
  @Get('invoice/:invoiceId/:token/:file')
  @ApiOkResponse({ description: 'Das PDF (PDF/A-3 mit eingebetteter EN-16931-XML) oder mit .xml die XRechnung' })
  @ApiForbiddenResponse({ description: 'Token abgelaufen oder falsch' })
  async invoice(@Param('orgId', ORGANISATION) orgId: number, @Param('invoiceId', INVOICE) invoiceId: number, @Param('token') token: string, @Param('file') file: string, @Res() response: Response): Promise<void> {
    const user = await this.requireStaff(token);
    if (file.toLowerCase().endsWith('.xml')) {
      const xml = await this.invoicing.xrechnung(orgId, invoiceId);
      await this.recordDownload(user, 'invoice', invoiceId, { organisationId: orgId, file: xml.fileName });
      return send(response, xml.fileName, 'application/xml; charset=utf-8', Buffer.from(xml.content, 'utf8'));
    }
    const pdf = await this.invoicing.pdf(orgId, invoiceId);
    await this.recordDownload(user, 'invoice', invoiceId, { organisationId: orgId, file: pdf.fileName });
    send(response, pdf.fileName, 'application/pdf', pdf.content);
  }

  @Get('dunning/:dunningId/:step/:token/:file')
  @ApiOkResponse({ description: 'Ein Mahnschreiben oder der Kontoauszug einer Übergabe als PDF' })
  @ApiForbiddenResponse({ description: 'Token abgelaufen oder falsch' })
  async letter(@Param('orgId', ORGANISATION) orgId: number, @Param('dunningId', DUNNING) dunningId: number, @Param('step') step: string, @Param('token') token: string, @Res() response: Response): Promise<void> {
    const user = await this.requireStaff(token);
    const letter = await this.dunning.letterPdf(orgId, dunningId, Number(step));
    await this.recordDownload(user, 'dunning', dunningId, { organisationId: orgId, step: Number(step), file: letter.fileName });
    send(response, letter.fileName, 'application/pdf', letter.content);
  }

  private async requireStaff(token: string): Promise<AuthenticatedUser> {
    try {
      return await this.auth.verifyAccessToken(token);
    } catch {
      throw new InvoicingException('DOWNLOAD_DENIED', DENIED);
    }
  }

  /** A public route has no request user: the link's token names the staff member for the audit trail. */
  private recordDownload(user: AuthenticatedUser, entityType: AuditEntityType, entityId: number, details: Record<string, unknown>): Promise<void> {
    return this.audit.record({ action: 'download', entityType, entityId, details, actor: { userId: user.id, email: user.email, role: user.role } });
  }
}

function send(response: Response, fileName: string, type: string, content: Buffer): void {
  response.status(200);
  response.setHeader('Content-Type', type);
  response.setHeader('Content-Length', String(content.length));
  response.setHeader('Content-Disposition', attachmentDisposition(fileName));
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Cache-Control', 'private, no-store');
  response.end(content);
}
