import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobName, OutboxHandlers } from '@app/infrastructure';
import { SheetZipsService } from '../sheet-zips/sheet-zips.service';

/** Reads an organisation's Google sheet after its sheet settings were saved. */
@Injectable()
export class SyncSheetZipsJob implements OnModuleInit {
  constructor(
    private readonly handlers: OutboxHandlers,
    private readonly sheetZips: SheetZipsService,
  ) {}

  onModuleInit(): void {
    this.handlers.register(JobName.SyncSheetZips, { handle: ({ organisationId }) => this.sheetZips.syncQueued(organisationId) });
  }
}
