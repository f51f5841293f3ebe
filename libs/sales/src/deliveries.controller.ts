import { Controller, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { DeliveryService } from './delivery.service';
import { SalesException } from './sales.exception';

const DELIVERY_ID = new ParseIntPipe({ exceptionFactory: () => new SalesException('DELIVERY_NOT_FOUND', 'Ungültige Zustellungs-Id') });

@ApiTags('Leads')
@ApiBearerAuth()
@Controller('api')
export class DeliveriesController {
  constructor(private readonly deliveries: DeliveryService) {}

  @Post('deliveries/:id/retry')
  @HttpCode(200)
  retry(@Param('id', DELIVERY_ID) id: number) {
    return this.deliveries.retry(id);
  }
}
