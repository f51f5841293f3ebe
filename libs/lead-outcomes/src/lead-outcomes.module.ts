import { Module } from '@nestjs/common';
import { IntegrationsModule } from '@app/integrations';
import { LeadsModule } from '@app/leads';
import { MailModule } from '@app/mail';
import { OrganisationsModule } from '@app/organisations';
import { LeadOutcomeRepository } from './lead-outcome.repository';
import { LeadOutcomesController } from './lead-outcomes.controller';
import { LeadOutcomesJobs } from './lead-outcomes.jobs';
import { LeadOutcomesService } from './lead-outcomes.service';
import { OutcomeReminderService } from './outcome-reminder';
import { PipedriveOutcomeSync } from './pipedrive-outcome-sync';
import { SaleOutcomesAdapter } from './sale-outcomes.adapter';
import { OutcomePrivacyService } from './privacy/outcome-privacy.service';

/** What became of each sold lead at its buyer (issue 20), the daily Pipedrive sync and the reminder; staff read it on the lead page. */
@Module({
  imports: [OrganisationsModule, IntegrationsModule, MailModule, LeadsModule],
  controllers: [LeadOutcomesController],
  providers: [LeadOutcomeRepository, LeadOutcomesService, PipedriveOutcomeSync, OutcomeReminderService, LeadOutcomesJobs, OutcomePrivacyService, SaleOutcomesAdapter],
  exports: [LeadOutcomesService, PipedriveOutcomeSync, OutcomeReminderService, OutcomePrivacyService],
})
export class LeadOutcomesModule {}
