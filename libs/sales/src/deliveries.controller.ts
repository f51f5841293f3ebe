import { BadRequestException, Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListPage, ListQueryParam, ParseIdPipe, SimpleRestList } from '@app/infrastructure';
import type { ListQuery } from '@app/contract';
import { DeliveryResumeService } from './delivery-resume.service';
import { DeliveryService } from './delivery.service';
import { DeliveriesResumedDto, DeliveryBulkRetryDto, DeliveryBulkRetryResultDto, DeliveryListItemDto, DELIVERY_STATUSES } from './dto/delivery-list.dto';
import { DeliveryRetryDto } from './dto/delivery-retry.dto';
import { DELIVERY_SORT_FIELDS, DeliveryFilter, DeliverySortField, SaleRepository } from './sale.repository';
import { SalesException } from './sales.exception';
import { DeliveryStatus } from './entities/delivery.entity';

const DELIVERY_ID = new ParseIdPipe((id) => new SalesException('DELIVERY_NOT_FOUND', `Zustellung ${id} gibt es nicht.`));
const ORGANISATION_ID = new ParseIdPipe((id) => new SalesException('ORGANISATION_NOT_FOUND', `Unternehmen ${id} gibt es nicht.`));
const LIST_OPTIONS = { sortFields: DELIVERY_SORT_FIELDS, defaultSort: { field: 'updatedAt', order: 'DESC' } } as const;

/** `filter={"status":"failed","organisationId":12}`; a wrong value is a 400 with the German reason. */
function deliveryFilter(filter: Record<string, unknown>): DeliveryFilter {
  const refuse = (error: string) => new BadRequestException({ statusCode: 400, error });
  const { status, organisationId } = filter;
  if (status !== undefined && status !== null && status !== '' && !DELIVERY_STATUSES.includes(status as DeliveryStatus)) {
    throw refuse(`filter.status muss einer von ${DELIVERY_STATUSES.join(', ')} sein`);
  }
  if (organisationId !== undefined && organisationId !== null && organisationId !== '' && !(Number.isSafeInteger(Number(organisationId)) && Number(organisationId) > 0)) {
    throw refuse('filter.organisationId muss eine Unternehmens-Id sein');
  }
  return { status: (status || undefined) as DeliveryStatus | undefined, organisationId: organisationId ? Number(organisationId) : undefined };
}

@ApiTags('Leads')
@ApiBearerAuth()
@Controller('api')
export class DeliveriesController {
  constructor(
    private readonly deliveries: DeliveryService,
    private readonly resumed: DeliveryResumeService,
    private readonly sales: SaleRepository,
  ) {}

  @Get('deliveries')
  @SimpleRestList('deliveries')
  @ApiOperation({ summary: 'Zustellungen auflisten, z. B. die fehlgeschlagenen (filter status, organisationId; range, sort wie ra-data-simple-rest)' })
  @ApiOkResponse({ type: [DeliveryListItemDto] })
  async list(@ListQueryParam(LIST_OPTIONS) query: ListQuery<DeliverySortField>): Promise<ListPage<DeliveryListItemDto>> {
    const { rows, total } = await this.sales.deliveryPage(query, deliveryFilter(query.filter));
    return {
      total,
      offset: query.offset,
      rows: rows.map((row) => ({
        id: row.id,
        saleId: row.saleId,
        leadId: row.leadId,
        organisation: row.organisation,
        status: row.status,
        attempts: row.attempts,
        lastError: row.lastError,
        fallback: row.fallback,
        fallbackAt: row.fallbackAt?.toISOString() ?? null,
        soldAt: row.soldAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
    };
  }

  @Post('deliveries/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mehrere fehlgeschlagene Zustellungen neu starten (Postausgang)' })
  @ApiOkResponse({ type: DeliveryBulkRetryResultDto })
  retryMany(@Body() body: DeliveryBulkRetryDto): Promise<DeliveryBulkRetryResultDto> {
    return this.deliveries.retryMany(body.ids);
  }

  @Post('deliveries/:id/retry')
  @HttpCode(200)
  @ApiOkResponse({ type: DeliveryRetryDto })
  retry(@Param('id', DELIVERY_ID) id: number): Promise<DeliveryRetryDto> {
    return this.deliveries.retry(id);
  }

  @Post('organisation/:id/deliveries/resume')
  @HttpCode(200)
  @ApiTags('Unternehmen')
  @ApiOperation({ summary: 'Zustellung wieder aufnehmen: hebt den Zustellstopp auf und stellt alle Leads, die Webhook/CRM noch nicht erreicht haben, der Reihe nach zu' })
  @ApiOkResponse({ type: DeliveriesResumedDto })
  resume(@Param('id', ORGANISATION_ID) id: number): Promise<DeliveriesResumedDto> {
    return this.resumed.resume(id);
  }
}
