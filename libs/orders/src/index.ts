// The public surface of libs/orders.
export * from './orders.module';
export * from './orders.service';
export * from './orders.exception';
export * from './entities/customer-order.entity';
export * from './dto/upsert-order.dto';
export * from './dto/order.response.dto';
export * from './dto/list-orders.query.dto';
export * from './privacy/order-privacy.service';
