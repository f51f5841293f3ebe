import { Body, Controller, Get, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Audited, AuditService } from '@app/audit';
import type { AuthenticatedUser } from '@app/auth';
import { ListPage, ListQueryParam, sendXlsx, SimpleRestList } from '@app/infrastructure';
import { exportRows, LEAD_EXPORT_COLUMNS } from '../lead-export/lead-export';
import type { ListQuery } from '@app/contract';
import { LeadListItemDto, LeadListQueryDto } from './lead-list.dto';
import { LEAD_SORT_FIELDS, LeadSortField } from './lead-list.repository';
import { LeadListService } from './lead-list.service';
import { LeadException } from '../leads.exception';
import { parseReclaimRequest, ReclaimRequestError } from '../supplier-reclamation/reclaim-request';
import { SupplierReclamationResult, SupplierReclamationService } from '../supplier-reclamation/supplier-reclamation.service';
import { SupplierReclamationResultDto } from '../supplier-reclamation/supplier-reclamation-result.dto';

const DEFAULT_REASON = 'Im Einkauf reklamiert';

@ApiTags('Leads')
@ApiBearerAuth()
@Controller('api/leads')
export class LeadListController {
  constructor(
    private readonly leads: LeadListService,
    private readonly supplierReclamation: SupplierReclamationService,
    private readonly audit: AuditService,
  ) {}

  @Get()
  @SimpleRestList('leads')
  @ApiOkResponse({ type: [LeadListItemDto], description: 'Eine Seite; die Gesamtzahl steht im Header Content-Range' })
  list(
    @Query() query: LeadListQueryDto,
    @ListQueryParam({ sortFields: LEAD_SORT_FIELDS, defaultSort: { field: 'created', order: 'DESC' }, maxLimit: 500 }) page: ListQuery<LeadSortField>,
  ): Promise<ListPage<LeadListItemDto>> {
    return this.leads.list(query, page);
  }

  @Get('export')
  @Audited('export', 'lead')
  @ApiOkResponse({ description: 'LeadExport.xlsx: eine Zeile je Verkauf (ein nicht verkaufter Lead: eine Zeile ohne Firma), Filter wie die Liste' })
  async export(@Query() query: LeadListQueryDto, @Res() response: Response): Promise<void> {
    const batches = this.leads.batches(query);
    // The first batch is read before any byte is sent, so a wrong filter still answers 400.
    const first = await batches.next();
    // Each lead's history shows the export that handed it out.
    const handedOut = (batch: { id: number }[]) => this.audit.noteSubjects(batch.map((lead) => lead.id));
    async function* rows() {
      if (!first.done) {
        handedOut(first.value);
        yield exportRows(first.value);
      }
      for await (const batch of batches) {
        handedOut(batch);
        yield exportRows(batch);
      }
    }
    await sendXlsx(response, 'LeadExport.xlsx', 'Leads', LEAD_EXPORT_COLUMNS, rows());
  }

  @Put('reclamate')
  @ApiBody({ description: 'Lead-Nummern (Einkauf) oder Leads (Lead-Seite)', schema: { type: 'array', items: { oneOf: [{ type: 'integer' }, { type: 'object' }] } } })
  @ApiQuery({ name: 'reason', required: false, description: 'Grund für den Lieferanten' })
  @ApiOkResponse({ type: SupplierReclamationResultDto })
  reclaimFromSupplier(@Body() body: unknown, @Query('reason') reason: unknown, @Req() request: Request & { user: AuthenticatedUser }): Promise<SupplierReclamationResult> {
    let ids: number[];
    try {
      ids = parseReclaimRequest(body);
    } catch (error) {
      if (error instanceof ReclaimRequestError) throw new LeadException('INVALID_LEAD', error.message);
      throw error;
    }
    const note = typeof reason === 'string' && reason.trim() ? reason.trim().slice(0, 1000) : DEFAULT_REASON;
    this.audit.noteSubjects(ids);
    return this.supplierReclamation.reclaim(ids, note, { id: request.user.id, name: request.user.name });
  }
}
