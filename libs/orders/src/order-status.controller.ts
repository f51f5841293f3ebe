import { Controller, Get, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Public } from '@app/auth';
import { RateLimit } from '@app/infrastructure';
import { PublicOrderDto } from './dto/order.response.dto';
import { ORDER_LOOKUP_LIMIT, OrdersService } from './orders.service';

/** The public order-status page's lookup. */
@ApiTags('Öffentlich')
@Public()
@Controller('public-api/gvd/order')
export class OrderStatusController {
  constructor(private readonly orders: OrdersService) {}

  @Get()
  @ApiQuery({ name: 'orderNumber' })
  @ApiQuery({ name: 'zip' })
  @ApiQuery({ name: 'lastName' })
  @ApiOkResponse({ type: PublicOrderDto })
  @ApiNotFoundResponse({ description: 'Kein Auftrag zu diesen Daten gefunden! (gleich, welcher Teil nicht passt)' })
  @ApiTooManyRequestsResponse({ description: 'Zu viele Abfragen von dieser IP-Adresse' })
  @RateLimit(ORDER_LOOKUP_LIMIT)
  async lookup(
    @Query('orderNumber') orderNumber?: string,
    @Query('zip') zip?: string,
    @Query('lastName') lastName?: string,
  ): Promise<PublicOrderDto> {
    return PublicOrderDto.from(await this.orders.lookup(str(orderNumber), str(zip), str(lastName)));
  }
}

/** Repeated query parameters arrive as arrays; only a single text counts. */
const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
