import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Audited } from '@app/audit';
import { AppConfig, ParseIdPipe, sendXlsx } from '@app/infrastructure';
import { GOAL_COLUMNS, statisticsColumns } from './statistics-export';
import { DashboardDto, DayFiguresDto, GoalDto, StatisticRowDto, StatisticsDetailDto, StatisticsQueryDto } from './dto/statistics.dto';
import { StatisticsException } from './statistics.exception';
import { StatisticsService } from './statistics.service';

const invalid = (message: string) => () => new StatisticsException('INVALID_FILTER', message);
const ORGANISATION_ID = new ParseIdPipe((id) => new StatisticsException('ORGANISATION_NOT_FOUND', `Unternehmen ${id} gibt es nicht.`));
const UNIX_SECONDS = new ParseIntPipe({ exceptionFactory: invalid('Datum muss ein Unix-Zeitstempel in Sekunden sein') });
const MONTH = new ParseIntPipe({ exceptionFactory: invalid('Monat muss 1 bis 12 sein') });
const YEAR = new ParseIntPipe({ exceptionFactory: invalid('Jahr muss eine Zahl sein') });

@ApiTags('Statistiken')
@ApiBearerAuth()
@Controller('api/statistics')
export class StatisticsController {
  constructor(
    private readonly statistics: StatisticsService,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOkResponse({ type: [StatisticRowDto], description: 'Je Unternehmen und Monat; Datum absteigend' })
  rows(@Query() query: StatisticsQueryDto): Promise<StatisticRowDto[]> {
    return this.statistics.rows(query);
  }

  @Get('export')
  @Audited('export', 'statistics')
  @ApiOkResponse({ description: 'StatistikExport.xlsx: die Spalten der Tabelle, Filter wie die Liste' })
  async export(@Query() query: StatisticsQueryDto, @Res() response: Response): Promise<void> {
    const rows = await this.statistics.rows({ ...query, mode: undefined });
    await sendXlsx(response, 'StatistikExport.xlsx', 'Statistik', statisticsColumns(this.config.publicBaseUrl), once(rows));
  }

  @Get('charts/:month/:year/export')
  @Audited('export', 'statistics')
  @ApiOkResponse({ description: 'Ziele-JJJJ-MM.xlsx: die Zieltabelle der Übersicht' })
  async exportGoals(@Param('month', MONTH) month: number, @Param('year', YEAR) year: number, @Res() response: Response): Promise<void> {
    const goals = await this.statistics.goals(month, year);
    await sendXlsx(response, `Ziele-${year}-${String(month).padStart(2, '0')}.xlsx`, 'Ziele', GOAL_COLUMNS, once(goals));
  }

  @Get('charts/:month/:year/days')
  @ApiOkResponse({ type: [DayFiguresDto], description: 'Jeder Tag des Monats (Berliner Zeit): eingegangene Leads, Verkäufe, Reklamationen' })
  days(@Param('month', MONTH) month: number, @Param('year', YEAR) year: number): Promise<DayFiguresDto[]> {
    return this.statistics.days(month, year);
  }

  @Get('charts/full')
  @ApiOkResponse({ type: DashboardDto })
  dashboard(): Promise<DashboardDto> {
    return this.statistics.dashboard();
  }

  @Get('charts/:month/:year')
  @ApiOkResponse({ type: [GoalDto] })
  goals(@Param('month', MONTH) month: number, @Param('year', YEAR) year: number): Promise<GoalDto[]> {
    return this.statistics.goals(month, year);
  }

  @Get(':orga/:date')
  @ApiOkResponse({ type: StatisticsDetailDto, description: 'date: Unix-Sekunden eines Zeitpunkts im Monat' })
  details(@Param('orga', ORGANISATION_ID) organisationId: number, @Param('date', UNIX_SECONDS) date: number): Promise<StatisticsDetailDto> {
    return this.statistics.details(organisationId, date);
  }
}

/** Rows already in memory (at most companies × months) as the one batch the writer takes. */
async function* once<T>(rows: T[]): AsyncGenerator<T[]> {
  yield rows;
}
