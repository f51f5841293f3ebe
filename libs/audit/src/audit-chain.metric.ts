import { Injectable, OnModuleInit } from '@nestjs/common';
import { Metrics } from '@app/infrastructure';
import { AuditEntryRepository } from './audit-entry.repository';

/**
 * `leadportal_audit_head_id`: the newest chained row's number, one of the trail's anchors outside the database.
 * `leadportal_audit_unchained_oldest_seconds`: how long the oldest audit row has waited for its place in the
 * hash chain. Rows are chained moments after their commit, at the latest by the minute's sweep; a value
 * that keeps growing means chaining fails, and rows written meanwhile are not protected (the alert rule watches it).
 */
@Injectable()
export class AuditChainMetric implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    private readonly entries: AuditEntryRepository,
  ) {}

  onModuleInit(): void {
    this.metrics.readOnScrape('auditUnchainedOldestSeconds', () => this.entries.oldestUnchainedSeconds());
    this.metrics.readOnScrape('auditHeadId', async () => Number((await this.entries.head())?.id ?? 0));
  }
}
