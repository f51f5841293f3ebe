import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuditEntryRepository } from './audit-entry.repository';
import { AuditController } from './audit.controller';
import { AuditInterceptor } from './audit.interceptor';
import { AuditService } from './audit.service';

/**
 * The audit trail. Global, so any feature module can inject AuditService without importing this one;
 * its interceptor records every staff write and every `@Audited` GET of the HTTP app.
 */
@Global()
@Module({
  controllers: [AuditController],
  providers: [AuditEntryRepository, AuditService, { provide: APP_INTERCEPTOR, useClass: AuditInterceptor }],
  exports: [AuditService],
})
export class AuditModule {}
