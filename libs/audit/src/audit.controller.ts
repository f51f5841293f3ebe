import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ListPage, ListQueryParam, SimpleRestList } from '@app/infrastructure';
import type { ListQuery } from '@app/contract';
import { AUDIT_SORT_FIELDS, AuditSortField } from './audit-entry.repository';
import { auditFilter } from './audit-filter';
import { AuditService } from './audit.service';
import { AuditEntryDto } from './dto/audit-entry.dto';

const LIST_OPTIONS = { sortFields: AUDIT_SORT_FIELDS, defaultSort: { field: 'id', order: 'DESC' } } as const;

/** The audit trail, read-only: who did what, when, from where (administrators). */
@ApiTags('Protokoll')
@ApiBearerAuth()
@Controller('api/audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @SimpleRestList('audit')
  @ApiOperation({
    summary: 'Protokoll durchsuchen (range, sort, filter wie ra-data-simple-rest; die Filter auch als eigene Parameter)',
  })
  @ApiQuery({ name: 'user', required: false, description: 'Mitarbeiter-Id oder ein Teil seiner E-Mail-Adresse' })
  @ApiQuery({ name: 'entity', required: false, description: 'Objektart, z. B. lead, organisation, invoice, settings' })
  @ApiQuery({ name: 'entityId', required: false, description: 'Id des Objekts' })
  @ApiQuery({ name: 'action', required: false, description: 'z. B. update, view, export, sell' })
  @ApiQuery({ name: 'from', required: false, description: 'Ab diesem Tag (JJJJ-MM-TT, deutsche Zeit) oder Zeitpunkt (ISO 8601)' })
  @ApiQuery({ name: 'to', required: false, description: 'Bis einschließlich diesem Tag (JJJJ-MM-TT) oder vor diesem Zeitpunkt (ISO 8601)' })
  @ApiQuery({ name: 'range', required: false, description: 'JSON [erster, letzter], z. B. [0,24]' })
  @ApiQuery({ name: 'sort', required: false, description: `JSON ["feld","ASC"|"DESC"]; feld: ${AUDIT_SORT_FIELDS.join(', ')}` })
  @ApiQuery({ name: 'filter', required: false, description: 'JSON mit user, entity, entityId, action, from, to' })
  @ApiOkResponse({ type: [AuditEntryDto], description: 'Eine Seite, neueste zuerst; die Gesamtzahl steht im Header Content-Range' })
  @ApiBadRequestResponse({ description: 'Ein Filter, range oder sort ist ungültig' })
  async list(@ListQueryParam(LIST_OPTIONS) query: ListQuery<AuditSortField>, @Query() raw: Record<string, unknown>): Promise<ListPage<AuditEntryDto>> {
    const { rows, total } = await this.audit.list(query, auditFilter(raw, query.filter));
    return { rows: rows.map(AuditEntryDto.from), total, offset: query.offset };
  }
}
