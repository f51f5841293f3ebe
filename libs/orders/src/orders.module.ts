import { Module } from '@nestjs/common';
import { CustomerOrderRepository } from './customer-order.repository';
import { OrderStatusController } from './order-status.controller';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';

@Module({
  controllers: [OrdersController, OrderStatusController],
  providers: [CustomerOrderRepository, OrdersService],
  exports: [OrdersService],
})
export class OrdersModule {}
