import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiBody, ApiConsumes, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ListOrdersQueryDto } from './dto/list-orders.query.dto';
import { OrderDto, OrderImportResultDto, OrderListDto } from './dto/order.response.dto';
import { UpsertOrderDto } from './dto/upsert-order.dto';
import { OrdersService } from './orders.service';

/** Staff side: orders come from the installation business's system (API or CSV) or are edited here. */
@ApiTags('Aufträge')
@ApiBearerAuth()
@Controller('api/orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get()
  @ApiOkResponse({ type: OrderListDto })
  async list(@Query() query: ListOrdersQueryDto): Promise<OrderListDto> {
    const { data, total } = await this.orders.list(query);
    return { data: data.map(OrderDto.from), total };
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
