import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { LEAD_OUTCOME_STATUSES, LOST_REASONS } from '@app/contract';
import { ParseIdPipe } from '@app/infrastructure';
import { LeadOutcomesException } from './lead-outcomes.exception';
import { LeadOutcomesService } from './lead-outcomes.service';

const ID = new ParseIdPipe((id) => new LeadOutcomesException('ORGANISATION_NOT_FOUND', `Unternehmen ${id} gibt es nicht.`));

export class LeadOutcomeDto {
  @ApiProperty({ enum: LEAD_OUTCOME_STATUSES }) status: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Auftragswert in EUR, nur bei won' }) value: number | null;
  @ApiProperty({ enum: LOST_REASONS, nullable: true, description: 'Nur bei lost' }) reason: string | null;
  @ApiProperty() note: string;
  @ApiProperty({ example: '2026-11-25T15:30:00.000Z' }) changedAt: string;
  @ApiProperty({ enum: ['portal', 'pipedrive'] }) source: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Käufer-Benutzer; null bei Pipedrive' }) changedByUserId: number | null;
  @ApiProperty({ example: 'Anna Becker', description: "Name des Käufer-Benutzers oder 'Pipedrive'" }) changedBy: string;
}

export class OutcomeReminderDto {
  @ApiProperty({ description: 'Erinnerungs-Mail an Ergebnisse (Standard: an)' }) enabled: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Letzte Erinnerung' }) lastSentAt: string | null;
}

export class OutcomeReminderInputDto {
  @IsBoolean({ message: 'enabled muss wahr oder falsch sein' })
  @ApiProperty()
  enabled: boolean;
}

export class OrganisationOutcomeDto {
  @ApiProperty() saleId: number;
  @ApiProperty() leadId: number;
  @ApiProperty() soldAt: string;
  @ApiProperty({ type: LeadOutcomeDto }) outcome: LeadOutcomeDto;
}

export class OrganisationOutcomesDto {
  @ApiProperty({ type: OutcomeReminderDto }) reminder: OutcomeReminderDto;
  @ApiProperty({ description: 'Verkäufe der letzten 90 Tage' }) sales: number;
  @ApiProperty({ description: 'Davon mit Ergebnis' }) withOutcome: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'number' },
    description: 'Je Ergebnis die Anzahl (letzte 90 Tage)',
    example: { reached: 3, unreachable: 1, appointment: 2, offer: 0, won: 1, lost: 0 },
  })
  counts: Record<string, number>;
  @ApiProperty({ description: 'Auftragswert der erhaltenen Aufträge (EUR, letzte 90 Tage)' }) wonValue: number;
  @ApiProperty({ type: [OrganisationOutcomeDto], description: 'Die 50 zuletzt geänderten Ergebnisse' }) recent: OrganisationOutcomeDto[];
}

/** What staff see of a buyer's outcomes on its tab 'Käuferportal', and its reminder switch. */
@ApiTags('Unternehmen')
@ApiBearerAuth()
@Controller('api/organisation')
export class LeadOutcomesController {
  constructor(private readonly outcomes: LeadOutcomesService) {}

  @Get(':id/outcomes')
  @ApiOkResponse({ type: OrganisationOutcomesDto })
  of(@Param('id', ID) id: number): Promise<OrganisationOutcomesDto> {
    return this.outcomes.overview(id);
  }

  @Put(':id/outcome-reminder')
  @ApiOkResponse({ type: OutcomeReminderDto })
  setReminder(@Param('id', ID) id: number, @Body() body: OutcomeReminderInputDto): Promise<OutcomeReminderDto> {
    return this.outcomes.setReminder(id, body.enabled);
  }
}
