import { Module } from '@nestjs/common';
import { IntegrationsModule } from '@app/integrations';
import { MailModule } from '@app/mail';
import { OrganisationsModule } from '@app/organisations';
import { LeadOutcomeRepository } from './lead-outcome.repository';
import { LeadOutcomesController } from './lead-outcomes.controller';
import { LeadOutcomesJobs } from './lead-outcomes.jobs';
import { LeadOutcomesService } from './lead-outcomes.service';
import { OutcomeReminderService } from './outcome-reminder';
import { PipedriveOutcomeSync } from './pipedrive-outcome-sync';
import { OutcomePrivacyService } from './privacy/outcome-privacy.service';

/** What became of each sold lead at its buyer (issue 20), the daily Pipedrive sync and the reminder. */
@Module({
  imports: [OrganisationsModule, IntegrationsModule, MailModule],
  controllers: [LeadOutcomesController],
  providers: [LeadOutcomeRepository, LeadOutcomesService, PipedriveOutcomeSync, OutcomeReminderService, LeadOutcomesJobs, OutcomePrivacyService],
  exports: [LeadOutcomesService, PipedriveOutcomeSync, OutcomeReminderService, OutcomePrivacyService],
})
export class LeadOutcomesModule {}
