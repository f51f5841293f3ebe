import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobName, OutboxHandlers } from '@app/infrastructure';
import { PipedriveOutcomeSync } from './pipedrive-outcome-sync';

/** The outbox handler of libs/lead-outcomes: one Pipedrive buyer's outcome sync (safe to repeat). */
@Injectable()
export class LeadOutcomesJobs implements OnModuleInit {
  constructor(
    private readonly handlers: OutboxHandlers,
    private readonly sync: PipedriveOutcomeSync,
  ) {}

  onModuleInit(): void {
    this.handlers.register(JobName.SyncPipedriveOutcomes, { handle: async ({ organisationId }) => void (await this.sync.syncBuyer(organisationId)) });
  }
}
