import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Audited, AuditService } from '@app/audit';
import { attachmentDisposition, ListPage, ListQueryParam, ParseIdPipe, sendXlsx, SimpleRestList } from '@app/infrastructure';
import { CurrentBuyer, PortalPublic, PortalRoute, type BuyerPrincipal } from '@app/portal-auth';
import { PublicReclamationService, ReclamationDocumentsService, UploadResultDto } from '@app/reclamations';
import { ListQueryError, parseListQuery, type ListQuery } from '@app/contract';
import { PortalDownloadAccess } from '../portal-download-access';
import { leadNotFound, PortalException } from '../portal.exception';
import { PortalComplaintInputDto, PortalExportQueryDto, PortalLeadDetailDto, PortalLeadDto, PortalListQueryDto, PortalOutcomeInputDto } from './portal-lead.dto';
import { PORTAL_LEAD_SORT_FIELDS, PortalLeadSortField } from './portal-lead.repository';
import { PORTAL_EXPORT_COLUMNS, PortalExportRow, PortalLeadsService } from './portal-leads.service';

const LEAD = new ParseIdPipe((id) => leadNotFound(id));
const LIST_OPTIONS = { sortFields: PORTAL_LEAD_SORT_FIELDS, defaultSort: { field: 'soldAt', order: 'DESC' }, maxLimit: 500 } as const;

/** The buyer's leads (`{id}` is always the lead's number); every route answers only the buyer's own sales. */
@ApiTags('Käuferportal')
@PortalRoute()
@ApiNotFoundResponse({ description: 'Der Lead wurde nicht an Ihr Unternehmen verkauft' })
@Controller('portal-api/leads')
export class PortalLeadsController {
  constructor(
    private readonly leads: PortalLeadsService,
    private readonly complaints: PublicReclamationService,
    private readonly documents: ReclamationDocumentsService,
    private readonly audit: AuditService,
    private readonly access: PortalDownloadAccess,
  ) {}

  @Get()
  @SimpleRestList('leads')
  @ApiOkResponse({ type: [PortalLeadDto], description: 'Eine Seite; die Gesamtzahl steht im Header Content-Range' })
  list(
    @CurrentBuyer() buyer: BuyerPrincipal,
    @Query() _query: PortalListQueryDto,
    @ListQueryParam(LIST_OPTIONS) page: ListQuery<PortalLeadSortField>,
  ): Promise<ListPage<PortalLeadDto>> {
    return this.leads.list(buyer.organisationId, page);
  }

  @Get('export')
  @PortalPublic()
  @Audited('export', 'lead')
  @ApiOkResponse({
    description: 'LeadExport.xlsx: die 23 Spalten des Lead-Exports und Ergebnis, Auftragswert; Filter wie die Liste (filter=…). Als Link: ?token=<Portal-Zugangstoken>',
  })
  async export(@Query() query: PortalExportQueryDto, @Req() request: Request, @Res() response: Response): Promise<void> {
    const buyer = await this.access.buyer(request);
    let filter: Record<string, unknown>;
    try {
      filter = parseListQuery({ filter: query.filter }, LIST_OPTIONS).filter;
    } catch (error) {
      if (error instanceof ListQueryError) throw new PortalException('INVALID_FILTER', error.message);
      throw error;
    }
    const batches = this.leads.exportBatches(buyer.organisationId, filter);
    // The first batch is read before any byte is sent, so a wrong filter still answers 400.
    const first = await batches.next();
    const handedOut = (batch: PortalExportRow[]) => this.audit.noteSubjects(batch.map((row) => row.lead.id));
    async function* rows() {
      if (!first.done) {
        handedOut(first.value);
        yield first.value;
      }
      for await (const batch of batches) {
        handedOut(batch);
        yield batch;
      }
    }
    await sendXlsx(response, 'LeadExport.xlsx', 'Leads', PORTAL_EXPORT_COLUMNS, rows());
  }

  @Get(':id')
  @Audited('view', 'lead', 'id')
  @ApiOkResponse({ type: PortalLeadDetailDto })
  detail(@CurrentBuyer() buyer: BuyerPrincipal, @Param('id', LEAD) id: number): Promise<PortalLeadDetailDto> {
    return this.leads.detail(buyer, id);
  }

  @Put(':id/outcome')
  @ApiOkResponse({ type: PortalLeadDetailDto, description: 'Der Lead mit outcome und outcomeHistory' })
  setOutcome(@CurrentBuyer() buyer: BuyerPrincipal, @Param('id', LEAD) id: number, @Body() body: PortalOutcomeInputDto): Promise<PortalLeadDetailDto> {
    return this.leads.setOutcome(buyer, id, body);
  }

  @Post(':id/complaint')
  @HttpCode(200)
  @ApiOkResponse({ type: PortalLeadDetailDto, description: 'Neu eingereicht oder (solange offen) Grund geändert; der Lead mit complaintDetail' })
  async fileComplaint(@CurrentBuyer() buyer: BuyerPrincipal, @Param('id', LEAD) id: number, @Body() body: PortalComplaintInputDto): Promise<PortalLeadDetailDto> {
    await this.leads.find(buyer.organisationId, id);
    await this.complaints.fileInPortal(complainant(buyer), id, body.content, body.reasonCode);
    return this.leads.detail(buyer, id);
  }

  @Post(':id/complaint/upload')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiCreatedResponse({ type: UploadResultDto, description: 'Feld "file", eine oder mehrere Dateien; 413 zu groß, 415 nicht erlaubtes Format' })
  async upload(@CurrentBuyer() buyer: BuyerPrincipal, @Param('id', LEAD) id: number, @Req() request: Request): Promise<UploadResultDto> {
    await this.leads.find(buyer.organisationId, id);
    return this.documents.uploadInPortal(complainant(buyer), id, request);
  }

  @Get(':id/complaint/documents/:documentId')
  @PortalPublic()
  @Audited('download', 'reclamation-document', 'documentId')
  @ApiQuery({ name: 'token', required: false, description: 'Portal-Zugangstoken (ein Link trägt keinen Header)' })
  @ApiOkResponse({ description: 'Eine Datei der eigenen Reklamation zu diesem Lead, immer als Anhang' })
  async document(@Param('id', LEAD) id: number, @Param('documentId') documentId: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const buyer = await this.access.buyer(request);
    await this.leads.find(buyer.organisationId, id);
    await sendDocument(response, await this.documents.downloadInPortal(buyer.organisationId, id, documentId));
  }
}

/** A complaint's file, always as an attachment, never guessed otherwise or cached on the way (as the public download). */
async function sendDocument(response: Response, file: { name: string; mime: string; size: number; content: Readable }): Promise<void> {
  response.status(200);
  response.setHeader('Content-Type', file.mime);
  response.setHeader('Content-Length', String(file.size));
  response.setHeader('Content-Disposition', attachmentDisposition(file.name));
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

const complainant = (buyer: BuyerPrincipal) => ({ organisationId: buyer.organisationId, userName: buyer.name });
