import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MonthlyMailRunDto, MonthlyMailRunResultDto } from './monthly-mail-run.dto';
import { MonthlyStatisticMailService } from './monthly-mail.service';

/** Staff start the monthly statistics mails by hand (a missed run, or a check); repeating sends nothing twice. */
@ApiTags('Statistiken')
@ApiBearerAuth()
@Controller('api/statistics/monthly-mails')
export class MonthlyMailController {
  constructor(private readonly mails: MonthlyStatisticMailService) {}

  @Post('run')
  @HttpCode(200)
  @ApiOperation({ summary: 'Statistik-Mails des Monats vor day (Standard heute) an alle Unternehmen mit „Statistik senden“, die Leads gekauft haben' })
  @ApiOkResponse({ type: MonthlyMailRunResultDto })
  run(@Body() body: MonthlyMailRunDto): Promise<MonthlyMailRunResultDto> {
    return this.mails.runFor(body.day);
  }
}
