import { Module } from '@nestjs/common';
import { CustomerOrderRepository } from './customer-order.repository';
import { OrderStatusController } from './order-status.controller';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { OrderPrivacyRepository } from './privacy/order-privacy.repository';
import { OrderPrivacyService } from './privacy/order-privacy.service';

@Module({
  controllers: [OrdersController, OrderStatusController],
  providers: [CustomerOrderRepository, OrdersService, OrderPrivacyRepository, OrderPrivacyService],
  exports: [OrdersService, OrderPrivacyService],
})
export class OrdersModule {}
