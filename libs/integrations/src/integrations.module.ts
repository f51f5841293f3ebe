import { Module } from '@nestjs/common';
import { MailModule } from '@app/mail';
import { DeliveryAdapters } from './delivery/delivery-adapters';
import { DeliveryHttp } from './delivery/delivery-http';
import { EmailAdapter } from './delivery/email.adapter';
import { LevetoAdapter } from './delivery/leveto.adapter';
import { PipedriveAdapter } from './delivery/pipedrive.adapter';
import { WebhookAdapter } from './delivery/webhook.adapter';
import { WeclappAdapter } from './delivery/weclapp.adapter';
import { PipedriveClient } from './pipedrive/pipedrive.client';

/** Clients of the buyers' tools (Pipedrive, weClapp, webhooks) and the delivery of sold leads to them. */
@Module({
  imports: [MailModule],
  providers: [PipedriveClient, DeliveryHttp, EmailAdapter, WebhookAdapter, LevetoAdapter, PipedriveAdapter, WeclappAdapter, DeliveryAdapters],
  exports: [PipedriveClient, DeliveryAdapters],
})
export class IntegrationsModule {}
