// The public surface of libs/integrations: clients of the buyers' tools and the delivery adapters.
export * from './integrations.module';
export * from './integration.exception';
export * from './pipedrive/pipedrive.client';
export * from './delivery/delivery-adapters';
export * from './delivery/delivery.error';
export * from './delivery/delivery.types';
export * from './delivery/webhook-payload';
export * from './delivery/webhook-signature';
export { LEAD_DELIVERY_MAIL_KIND, LEAD_MAIL_KEY_PREFIX } from './delivery/email.adapter';
