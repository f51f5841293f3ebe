import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthenticatedUser } from '@app/auth';
import { ListPage, ListQueryParam, ParseIdPipe, SimpleRestList } from '@app/infrastructure';
import type { Actor } from '@app/leads';
import type { ListQuery } from '@app/contract';
import { BulkDecisionDto, BulkDecisionResultDto, DecisionDto, ReclamationDetailDto, ReclamationListQueryDto, ReclamationRowDto } from './dto/reclamation.dto';
import { RECLAMATION_SORT_FIELDS, ReclamationSortField } from './reclamation.repository';
import { ReclamationQueueService, reclamationNotFound } from './reclamation-queue.service';

const ID = new ParseIdPipe(reclamationNotFound);
const actorOf = (request: Request & { user: AuthenticatedUser }): Actor => ({ id: request.user.id, name: request.user.name });

/** The staff's queue 'Reklamationsanfragen' and their decisions. */
@ApiTags('Reklamationen')
@ApiBearerAuth()
@Controller('api')
export class ReclamationQueueController {
  constructor(private readonly queue: ReclamationQueueService) {}

  @Get('leads/reclamationrequests')
  @SimpleRestList('reclamationrequests')
  @ApiOkResponse({ type: [ReclamationRowDto], description: 'Eine Seite; die Gesamtzahl steht im Header Content-Range' })
  list(
    @Query() query: ReclamationListQueryDto,
    @ListQueryParam({ sortFields: RECLAMATION_SORT_FIELDS, defaultSort: { field: 'creationDate', order: 'DESC' }, maxLimit: 500 }) page: ListQuery<ReclamationSortField>,
  ): Promise<ListPage<ReclamationRowDto>> {
    return this.queue.list(query, page);
  }

  @Get('reclamation/request/:id')
  @ApiOkResponse({ type: ReclamationDetailDto })
  get(@Param('id', ID) id: number): Promise<ReclamationDetailDto> {
    return this.queue.get(id);
  }

  @Post('reclamation/request/:id/open')
  @HttpCode(200)
  @ApiOkResponse({ type: ReclamationDetailDto, description: 'Offen → In Bearbeitung (Entscheidungsdialog geöffnet)' })
  open(@Param('id', ID) id: number, @Req() request: Request & { user: AuthenticatedUser }): Promise<ReclamationDetailDto> {
    return this.queue.open(id, actorOf(request));
  }

  @Post('reclamation/request/:id/revert')
  @HttpCode(200)
  @ApiOkResponse({ type: ReclamationDetailDto, description: 'Automatisch akzeptiert → In Bearbeitung; der Verkauf zählt wieder (Mail an den Käufer)' })
  @ApiConflictResponse({ description: 'Nicht von einer Regel akzeptiert; Grund auf Deutsch' })
  revert(@Param('id', ID) id: number, @Req() request: Request & { user: AuthenticatedUser }): Promise<ReclamationDetailDto> {
    return this.queue.revert(id, actorOf(request));
  }

  @Put('reclamation/request/:id')
  @ApiOkResponse({ type: ReclamationDetailDto })
  decide(@Param('id', ID) id: number, @Body() body: DecisionDto, @Req() request: Request & { user: AuthenticatedUser }): Promise<ReclamationDetailDto> {
    return this.queue.decide(id, body, actorOf(request));
  }

  @Put('reclamation/requests')
  @ApiOkResponse({ type: BulkDecisionResultDto })
  decideMany(@Body() body: BulkDecisionDto, @Req() request: Request & { user: AuthenticatedUser }): Promise<BulkDecisionResultDto> {
    return this.queue.decideMany(body, actorOf(request));
  }
}
