import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobName, OutboxHandlers } from '@app/infrastructure';
import { SalesService } from '../sales.service';

/** A lead that arrived qualified (pre-qualified supplier) is sold once it is stored. */
@Injectable()
export class DistributeLeadJob implements OnModuleInit {
  constructor(
    private readonly handlers: OutboxHandlers,
    private readonly sales: SalesService,
  ) {}

  onModuleInit(): void {
    this.handlers.register(JobName.DistributeLead, { handle: async ({ leadId }) => void (await this.sales.sellQualified(leadId)) });
  }
}
