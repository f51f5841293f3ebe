import { ErasedDataRewriteRequests } from '@app/infrastructure';
import { Module, OnModuleInit } from '@nestjs/common';
import { FunnelModule } from '@app/funnel-questions';
import { LeadOutcomesModule } from '@app/lead-outcomes';
import { ContactBlock, LeadsModule } from '@app/leads';
import { MailModule } from '@app/mail';
import { OrdersModule } from '@app/orders';
import { OrganisationsModule } from '@app/organisations';
import { ReclamationsModule } from '@app/reclamations';
import { SettingsModule } from '@app/settings';
import { ContactHasher } from './contact-hasher';
import { DoNotContactRepository } from './do-not-contact.repository';
import { DoNotContactService } from './do-not-contact.service';
import { ErasureService } from './erasure.service';
import { PrivacyController } from './privacy.controller';
import { PrivacyService } from './privacy.service';
import { Pseudonymiser } from './pseudonymiser';
import { RetentionRunRepository } from './retention/retention-run.repository';
import { RetentionSchedule } from './retention/retention.schedule';
import { RetentionService } from './retention/retention.service';

/**
 * Data-protection rights (DSGVO): the person search, the Art. 15 export, the Art. 17 erasure with the
 * 'Nicht kontaktieren' list (plugged into the lead intake as ContactBlock) and the daily retention run.
 * AuditService comes from the global AuditModule.
 */
@Module({
  imports: [LeadsModule, OrdersModule, ReclamationsModule, MailModule, SettingsModule, OrganisationsModule, FunnelModule, LeadOutcomesModule],
  controllers: [PrivacyController],
  providers: [
    // Stateless (a row in the database): its own instance here, as the database module keeps its providers to itself.
    ErasedDataRewriteRequests,
    ContactHasher,
    DoNotContactRepository,
    DoNotContactService,
    Pseudonymiser,
    PrivacyService,
    ErasureService,
    RetentionRunRepository,
    RetentionService,
    RetentionSchedule,
  ],
  exports: [RetentionService],
})
export class PrivacyModule implements OnModuleInit {
  constructor(
    private readonly contactBlock: ContactBlock,
    private readonly doNotContact: DoNotContactService,
  ) {}

  onModuleInit(): void {
    this.contactBlock.bind(this.doNotContact);
  }
}
