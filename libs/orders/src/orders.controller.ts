import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { ListPage, ListQueryParam, SimpleRestList } from '@app/infrastructure';
import type { ListQuery } from '@app/contract';
import { ORDER_LIST_QUERY, ORDER_SORT_FIELDS, OrderSortField, toOrderListQuery } from './dto/list-orders.query.dto';
import { OrderDto, OrderImportResultDto } from './dto/order.response.dto';
import { UpsertOrderDto } from './dto/upsert-order.dto';
import { OrdersService } from './orders.service';

/** Staff side: orders come from the installation business's system (API or CSV) or are edited here. */
@ApiTags('Aufträge')
@ApiBearerAuth()
@Controller('api/orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get()
  @ApiQuery({ name: 'range', required: false, description: 'JSON [erster, letzter], z. B. [0,24]; ohne: die ersten 25' })
  @ApiQuery({ name: 'sort', required: false, description: `JSON ["feld","ASC"|"DESC"]; feld: ${ORDER_SORT_FIELDS.join(', ')}` })
  @ApiQuery({ name: 'filter', required: false, description: 'JSON {"q":"…"}: Suche in Auftragsnummer, Vor- und Nachname' })
  @ApiOkResponse({ type: [OrderDto], description: 'Eine Seite; die Gesamtzahl steht im Header Content-Range' })
  @ApiBadRequestResponse({ description: 'range, sort oder filter ungültig' })
  @SimpleRestList('orders')
  async list(@ListQueryParam(ORDER_LIST_QUERY) query: ListQuery<OrderSortField>): Promise<ListPage<OrderDto>> {
    const { rows, total } = await this.orders.list(toOrderListQuery(query));
    return { rows: rows.map(OrderDto.from), total, offset: query.offset };
  }

  @Post('import')
  @HttpCode(200)
  @ApiConsumes('text/csv')
  @ApiBody({ description: 'CSV mit Kopfzeile; Trennzeichen ; oder ,', schema: { type: 'string' } })
  @ApiOkResponse({ type: OrderImportResultDto })
  @ApiBadRequestResponse({ description: 'Nichts importiert; `rows` nennt jede fehlerhafte Zeile' })
  import(@Body() csv: string): Promise<OrderImportResultDto> {
    return this.orders.import(typeof csv === 'string' ? csv : '');
  }

  @Get(':orderNumber')
  @ApiOkResponse({ type: OrderDto })
  @ApiNotFoundResponse()
  async get(@Param('orderNumber') orderNumber: string): Promise<OrderDto> {
    return OrderDto.from(await this.orders.get(orderNumber));
  }

  @Put(':orderNumber')
  @ApiOkResponse({ type: OrderDto, description: 'Angelegt oder ersetzt' })
  async upsert(@Param('orderNumber') orderNumber: string, @Body() body: UpsertOrderDto): Promise<OrderDto> {
    return OrderDto.from(await this.orders.upsert(orderNumber, body));
  }
}
