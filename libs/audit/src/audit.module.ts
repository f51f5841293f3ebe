import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuditChainMetric } from './audit-chain.metric';
import { AuditChainer } from './audit-chainer';
import { AuditEntryRepository } from './audit-entry.repository';
import { AuditController } from './audit.controller';
import { AuditInterceptor } from './audit.interceptor';
import { AuditSeal } from './audit-seal';
import { AuditService } from './audit.service';

/**
 * The audit trail. Global, so any feature module can inject AuditService without importing this one;
 * its interceptor records every staff write and every `@Audited` GET of the HTTP app.
 */
@Global()
@Module({
  controllers: [AuditController],
  providers: [AuditEntryRepository, AuditChainer, AuditService, { provide: APP_INTERCEPTOR, useClass: AuditInterceptor }],
  exports: [AuditService, AuditChainer],
})
export class AuditModule {}

/**
 * The daily seal of the trail (AuditSeal) and its check, the sweep that chains rows a dead process left
 * unchained, and the gauge that shows when chaining falls behind: schedules, so only in the processes that
 * have the queue module's ScheduledRuns (API, worker, command line), not wherever the trail is written.
 */
@Module({
  providers: [AuditEntryRepository, AuditSeal, AuditChainMetric],
  exports: [AuditSeal],
})
export class AuditSealModule {}
