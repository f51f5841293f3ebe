import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EvaluationRunDto, EvaluationRunResultDto } from './evaluation-run.dto';
import { LeadEvaluationService } from './lead-evaluation.service';

/** Staff start a day's lead evaluation mails by hand (a missed day, or a check); repeating sends nothing twice. */
@ApiTags('Reklamationen')
@ApiBearerAuth()
@Controller('api/reclamation/evaluation-mails')
export class LeadEvaluationController {
  constructor(private readonly evaluation: LeadEvaluationService) {}

  @Post('run')
  @HttpCode(200)
  @ApiOperation({ summary: 'Lead-Auswertung für day (Standard heute): Unternehmen mit diesem Auswertungstag bekommen ihre Leads des Vormonats' })
  @ApiOkResponse({ type: EvaluationRunResultDto })
  run(@Body() body: EvaluationRunDto): Promise<EvaluationRunResultDto> {
    return this.evaluation.runFor(body.day);
  }
}
