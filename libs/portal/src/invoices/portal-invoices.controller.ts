import { Controller, Get, Param, PipeTransform, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Audited } from '@app/audit';
import { attachmentDisposition, ListPage, ListQueryParam, ParseIdPipe, SimpleRestList } from '@app/infrastructure';
import { CurrentBuyer, PortalPublic, PortalRoute, type BuyerPrincipal } from '@app/portal-auth';
import type { ListQuery } from '@app/contract';
import { PortalDownloadAccess } from '../portal-download-access';
import { PortalException } from '../portal.exception';
import { PortalInvoiceDto } from './portal-invoice.dto';
import { PORTAL_INVOICE_SORT_FIELDS, PortalInvoiceSortField, PortalInvoicesService } from './portal-invoices.service';

const INVOICE = new ParseIdPipe((id) => new PortalException('INVOICE_NOT_FOUND', `Rechnung ${id} gibt es in Ihrem Konto nicht.`));
/** A dunning letter is named '<dunning id>-<step>' (the step counts from 0, the first reminder). */
const LETTER: PipeTransform<string, string> = {
  transform(value) {
    if (!/^\d{1,10}-\d{1,3}$/.test(value)) throw new PortalException('DOCUMENT_NOT_FOUND', 'Dieses Mahnschreiben gibt es in Ihrem Konto nicht.');
    return value;
  },
};

/**
 * The buyer's invoices and their documents. The downloads are plain links the browser opens: they take
 * the portal access token as `?token=` (or the bearer header), see PortalDownloadAccess.
 */
@ApiTags('Käuferportal')
@PortalRoute()
@ApiNotFoundResponse({ description: 'Die Rechnung gehört nicht zu Ihrem Unternehmen' })
@Controller('portal-api/invoices')
export class PortalInvoicesController {
  constructor(
    private readonly invoices: PortalInvoicesService,
    private readonly access: PortalDownloadAccess,
  ) {}

  @Get()
  @SimpleRestList('invoices')
  @ApiOkResponse({ type: [PortalInvoiceDto], description: 'Eine Seite; die Gesamtzahl steht im Header Content-Range' })
  list(
    @CurrentBuyer() buyer: BuyerPrincipal,
    @ListQueryParam({ sortFields: PORTAL_INVOICE_SORT_FIELDS, defaultSort: { field: 'invoiceDate', order: 'DESC' }, maxLimit: 500 }) page: ListQuery<PortalInvoiceSortField>,
  ): Promise<ListPage<PortalInvoiceDto>> {
    return this.invoices.list(buyer.organisationId, page);
  }

  @Get(':invoiceId/pdf')
  @PortalPublic()
  @Audited('download', 'invoice', 'invoiceId')
  @ApiQuery({ name: 'token', required: false, description: 'Portal-Zugangstoken (ein Link trägt keinen Header)' })
  @ApiOkResponse({ description: 'Die Rechnung als PDF (PDF/A-3 mit eingebetteter EN-16931-XML)' })
  async pdf(@Param('invoiceId', INVOICE) invoiceId: number, @Req() request: Request, @Res() response: Response): Promise<void> {
    const buyer = await this.access.buyer(request);
    const pdf = await this.invoices.pdf(buyer.organisationId, invoiceId);
    send(response, pdf.fileName, 'application/pdf', pdf.content);
  }

  @Get(':invoiceId/xrechnung')
  @PortalPublic()
  @Audited('download', 'invoice', 'invoiceId')
  @ApiQuery({ name: 'token', required: false, description: 'Portal-Zugangstoken (ein Link trägt keinen Header)' })
  @ApiOkResponse({ description: 'Die XRechnung (XML)' })
  async xrechnung(@Param('invoiceId', INVOICE) invoiceId: number, @Req() request: Request, @Res() response: Response): Promise<void> {
    const buyer = await this.access.buyer(request);
    const xml = await this.invoices.xrechnung(buyer.organisationId, invoiceId);
    send(response, xml.fileName, 'application/xml; charset=utf-8', Buffer.from(xml.content, 'utf8'));
  }

  @Get(':invoiceId/dunning/:letterId')
  @PortalPublic()
  @Audited('download', 'dunning', 'letterId')
  @ApiQuery({ name: 'token', required: false, description: 'Portal-Zugangstoken (ein Link trägt keinen Header)' })
  @ApiOkResponse({ description: 'Ein Mahnschreiben zu dieser Rechnung als PDF' })
  async letter(
    @Param('invoiceId', INVOICE) invoiceId: number,
    @Param('letterId', LETTER) letterId: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const buyer = await this.access.buyer(request);
    const letter = await this.invoices.letter(buyer.organisationId, invoiceId, letterId);
    send(response, letter.fileName, 'application/pdf', letter.content);
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
