import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Audited } from '@app/audit';
import { sendXlsx } from '@app/infrastructure';
import { qualityColumns } from './quality-export';
import { QualityQueryDto, QualityReportDto, QualityRowDto } from './quality.dto';
import { QualityService } from './quality.service';

/** The report 'Lead-Qualität' under Verkauf-Statistik (issue 20). Registered before the statistics' `:orga/:date`. */
@ApiTags('Statistiken')
@ApiBearerAuth()
@Controller('api/statistics/quality')
export class QualityController {
  constructor(private readonly quality: QualityService) {}

  @Get()
  @ApiOkResponse({ type: QualityReportDto, description: 'Je Leadquelle, Unternehmen oder PLZ-Gebiet: was aus den verkauften Leads wurde' })
  report(@Query() query: QualityQueryDto): Promise<QualityReportDto> {
    return this.quality.report(query);
  }

  @Get('export')
  @Audited('export', 'statistics')
  @ApiOkResponse({ description: 'Lead-Qualitaet-<from>-<to>.xlsx: die Zeilen des Berichts und eine Summenzeile' })
  async export(@Query() query: QualityQueryDto, @Res() response: Response): Promise<void> {
    const report = await this.quality.report(query);
    const total: QualityRowDto = { key: '', name: 'Gesamt', ...report.total };
    await sendXlsx(response, `Lead-Qualitaet-${report.from}-${report.to}.xlsx`, 'Lead-Qualität', qualityColumns(report.groupBy), once([...report.rows, total]));
  }
}

async function* once<T>(rows: T[]): AsyncGenerator<T[]> {
  yield rows;
}
