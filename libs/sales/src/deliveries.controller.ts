import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '@app/infrastructure';
import { DeliveryService } from './delivery.service';
import { DeliveryRetryDto } from './dto/delivery-retry.dto';
import { SalesException } from './sales.exception';

const DELIVERY_ID = new ParseIdPipe((id) => new SalesException('DELIVERY_NOT_FOUND', `Zustellung ${id} gibt es nicht.`));

@ApiTags('Leads')
@ApiBearerAuth()
@Controller('api')
export class DeliveriesController {
  constructor(private readonly deliveries: DeliveryService) {}

  @Post('deliveries/:id/retry')
  @HttpCode(200)
  @ApiOkResponse({ type: DeliveryRetryDto })
  retry(@Param('id', DELIVERY_ID) id: number): Promise<DeliveryRetryDto> {
    return this.deliveries.retry(id);
  }
}
