import { Module } from '@nestjs/common';
import { PipedriveClient } from './pipedrive/pipedrive.client';

/** Clients of the buyers' tools (Pipedrive, weClapp, webhooks). */
@Module({
  providers: [PipedriveClient],
  exports: [PipedriveClient],
})
export class IntegrationsModule {}
