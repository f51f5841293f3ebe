// The public surface of libs/sales.
export * from './sales.module';
export * from './sales.service';
export * from './sale-reclamation.service';
export { DeliveryService, WEBHOOK_TYPES } from './delivery.service';
export type { TestDeliveryResult } from './delivery.service';
export * from './reclamation-link';
export * from './sales.exception';
export * from './entities/sale.entity';
export * from './entities/delivery.entity';
export { CreditLimitService, CREDIT_LIMIT_WARNING_MAIL_KIND } from './credit/credit-limit.service';
export { creditState } from './credit/credit-limit';
export type { CreditState } from './credit/credit-limit';
