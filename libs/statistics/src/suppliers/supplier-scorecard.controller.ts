import { applyDecorators, Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { ListQuery } from '@app/contract';
import { Audited } from '@app/audit';
import { ListPage, ListQueryParam, SimpleRestList, sendXlsx } from '@app/infrastructure';
import { supplierScorecardColumns } from './supplier-scorecard-export';
import { SUPPLIER_SORT_FIELDS, SupplierScorecardRowDto, SupplierSortField } from './supplier-scorecard.dto';
import { SupplierScorecardService } from './supplier-scorecard.service';

/** Few rows (one per lead source): a page holds them all unless the client asks for less. */
const LIST_OPTIONS = { sortFields: SUPPLIER_SORT_FIELDS, defaultSort: { field: 'leads', order: 'DESC' }, defaultLimit: 1000 } as const;

const PERIOD_QUERIES = applyDecorators(
  ApiQuery({ name: 'start', required: false, description: "Erster Tag 'JJJJ-MM-TT' (Berliner Zeit, Lead-Datum); ohne: der Erste des laufenden Monats" }),
  ApiQuery({ name: 'end', required: false, description: "Letzter Tag (eingeschlossen) 'JJJJ-MM-TT'; ohne: heute" }),
  ApiQuery({ name: 'sort', required: false, description: `JSON ["feld","ASC"|"DESC"]; feld: ${SUPPLIER_SORT_FIELDS.join(', ')}; ohne: meiste Leads zuerst` }),
  ApiQuery({ name: 'filter', required: false, description: 'JSON {"start":"JJJJ-MM-TT","end":"JJJJ-MM-TT"}: der Zeitraum, wenn er nicht als eigene Parameter kommt' }),
);

/** Lieferanten-Qualität (issue 31 §3). Registered before the statistics' `:orga/:date`, which would take 'suppliers/export'. */
@ApiTags('Statistiken')
@ApiBearerAuth()
@Controller('api/statistics/suppliers')
export class SupplierScorecardController {
  constructor(private readonly scorecard: SupplierScorecardService) {}

  @Get()
  @SimpleRestList('suppliers')
  @ApiOperation({ summary: 'Lieferanten-Qualität: je Leadquelle, was aus ihren Leads des Zeitraums wurde (range, sort, filter wie ra-data-simple-rest)' })
  @PERIOD_QUERIES
  @ApiQuery({ name: 'range', required: false, description: 'JSON [erster, letzter], z. B. [0,24]; ohne: alle' })
  @ApiOkResponse({ type: [SupplierScorecardRowDto], description: 'Je Leadquelle mit Leads im Zeitraum eine Zeile; die Gesamtzahl steht im Header Content-Range' })
  @ApiBadRequestResponse({ description: 'Zeitraum, range, sort oder filter ungültig' })
  list(@ListQueryParam(LIST_OPTIONS) query: ListQuery<SupplierSortField>, @Query() params: Record<string, unknown>): Promise<ListPage<SupplierScorecardRowDto>> {
    return this.scorecard.list(query, params);
  }

  @Get('export')
  @Audited('export', 'statistics')
  @PERIOD_QUERIES
  @ApiOkResponse({ description: 'Lieferanten-Qualitaet-<start>-<end>.xlsx: die Zeilen in der gewählten Reihenfolge und eine Summenzeile „Gesamt“' })
  @ApiBadRequestResponse({ description: 'Zeitraum, sort oder filter ungültig' })
  async export(@ListQueryParam(LIST_OPTIONS) query: ListQuery<SupplierSortField>, @Query() params: Record<string, unknown>, @Res() response: Response): Promise<void> {
    const { period, rows, total } = await this.scorecard.report(query, params);
    await sendXlsx(response, `Lieferanten-Qualitaet-${period.start}-${period.end}.xlsx`, 'Lieferanten-Qualität', supplierScorecardColumns([total]), once([...rows, total]));
  }
}

async function* once<T>(rows: T[]): AsyncGenerator<T[]> {
  yield rows;
}
