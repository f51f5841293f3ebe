import { Module } from '@nestjs/common';
import { LeadOutcomeRepository } from './lead-outcome.repository';
import { LeadOutcomesService } from './lead-outcomes.service';

/** What became of each sold lead at its buyer (issue 20). */
@Module({
  providers: [LeadOutcomeRepository, LeadOutcomesService],
  exports: [LeadOutcomesService],
})
export class LeadOutcomesModule {}
